import { lazy, Suspense, useState } from 'react';
import { MSG } from '@guia/contracts';
import { BUSINESS_TEXT } from './business-text';

/** '¿Es tu negocio?' (issue 21 §1): the form, its rules and styles arrive when the button is pressed */
const ClaimForm = lazy(() => import('../../components/claim-form/claim-form').then((m) => ({ default: m.ClaimForm })));

/** '¿Es tu negocio?': a button in the server's page; the form loads on demand (the page's budget) */
export function ClaimSection({ businessId, name }: { businessId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="business-page__claim" aria-label={BUSINESS_TEXT.claim}>
      {open ? (
        <Suspense fallback={<p role="status">{MSG.loading}</p>}>
          <ClaimForm businessId={businessId} businessName={name} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn--ghost" aria-expanded={false} onClick={() => setOpen(true)}>
          {BUSINESS_TEXT.claim}
        </button>
      )}
    </section>
  );
}
