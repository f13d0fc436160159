import { lazy, Suspense, useRef, useState } from 'react';
import { useAddToPlanText } from './add-to-plan-text';
import './add-to-plan.css';

/** The dialog, its requests and the modal load on the first press: the screens that show the button don't carry them. */
const AddToPlanDialog = lazy(() => import('./add-to-plan-dialog').then((m) => ({ default: m.AddToPlanDialog })));

export interface AddToPlanProps {
  /** The guide's business to add (a plan's stops are businesses of the guide). */
  businessId: string;
  /** Its name, as the dialog says it. */
  businessName: string;
  /** The element naming the place, when several buttons share a screen (a list of cards). */
  describedBy?: string;
  className?: string;
}

/**
 * 'Añadir a un plan' (issue 22 §3: plans built from favourites and search results): a button that
 * opens a dialog with the person's plans (the place goes last in the one chosen) or a new plan
 * with it; signed out, the dialog links to the login. Focus goes into the dialog, Esc closes it,
 * and the focus comes back to this button.
 */
export function AddToPlan({ businessId, businessName, describedBy, className }: AddToPlanProps) {
  const text = useAddToPlanText();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`btn btn--ghost add-to-plan${className ? ` ${className}` : ''}`}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <svg className="add-to-plan__icon" viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
          <path d="M4 6h11M4 12h8M4 18h7M17 13v8M13 17h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {text.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToPlanDialog businessId={businessId} businessName={businessName} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
