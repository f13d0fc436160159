import { lazy, Suspense, useState } from 'react';
import { useBusinessText } from './business-text';
import { useMsg } from '../../lib/i18n/messages';

/** '¿Es tu negocio?' (issue 21 §1): the form, its rules and styles arrive when the button is pressed */
const ClaimForm = lazy(() => import('../../components/claim-form/claim-form').then((m) => ({ default: m.ClaimForm })));

/**
 * '¿Es tu negocio?': a button in the server's page; the form loads on demand (the page's budget).
 * On an OpenStreetMap place's page (issue 24 §4) the request names the place (`osmPageId`).
 */
export function ClaimSection({ businessId, osmPageId, name }: { businessId?: string; osmPageId?: string; name: string }) {
  const msg = useMsg();
  const text = useBusinessText();
  const [open, setOpen] = useState(false);
  return (
    <section className="business-page__claim" aria-label={text.claim}>
      {open ? (
        <Suspense fallback={<p role="status">{msg.loading}</p>}>
          <ClaimForm {...(osmPageId ? { osmPageId } : { businessId: businessId! })} businessName={name} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn--ghost" aria-expanded={false} onClick={() => setOpen(true)}>
          {text.claim}
        </button>
      )}
    </section>
  );
}
