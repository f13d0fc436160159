import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MSG, PAYMENT_HELP, PAYMENT_LABELS, PAYMENT_METHODS, PAYMENT_SURCHARGE_MAX, apiPath, type Business, type PaymentMethod, type Payments } from '@guia/contracts';
import { ApiError, apiFetch } from '../../lib/api-client';
import { businessQuery } from '../../lib/api/business';
import { PAYMENT_TEXT as T } from './payment-text';

/** '10' → 10, '2,5' → 2.5, '' → null; anything else goes to the server as written, which says why not. */
export const surchargeOf = (text: string): number | null | string => {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : text;
};

/**
 * The payment methods of a business and its surcharge for electronic payment (issue 21 §3), saved on
 * their own with PUT /api/business/{id}/payments (recorded; an admin can undo it in 'Cambios'): the
 * owner's card in 'Mis negocios' and the admin's business form both show it. No <form> of its own
 * (the admin's is around it): the button saves.
 */
export function PaymentsFields({ business }: { business: Pick<Business, '_id' | 'payments' | 'payment_surcharge_pct'> }) {
  const id = useId();
  const client = useQueryClient();
  const [methods, setMethods] = useState<PaymentMethod[]>(business.payments ?? []);
  const [surcharge, setSurcharge] = useState(business.payment_surcharge_pct ? String(business.payment_surcharge_pct).replace('.', ',') : '');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () =>
      apiFetch<Payments>(apiPath(API.paymentsSet, { id: business._id }), { method: 'PUT', body: { methods, surcharge_pct: surchargeOf(surcharge) } }),
    onSuccess: (answer) => {
      client.setQueryData(businessQuery(business._id).queryKey, (b: Business | undefined) =>
        b ? { ...b, payments: answer.payments, payment_surcharge_pct: answer.payment_surcharge_pct ?? undefined } : b,
      );
      setNotice({ ok: true, text: T.saved });
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.requestError }),
  });
  const toggle = (m: PaymentMethod, on: boolean) => setMethods((now) => PAYMENT_METHODS.filter((x) => (x === m ? on : now.includes(x))));

  return (
    <div className="pay-fields">
      <div role="group" aria-label={T.heading} style={{ display: 'grid', gap: '0.25rem', margin: '0.25rem 0 0.5rem' }}>
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className="checkbox">
            <input type="checkbox" checked={methods.includes(m)} onChange={(e) => toggle(m, e.target.checked)} />
            <span>
              {PAYMENT_LABELS[m]}
              {PAYMENT_HELP[m] && <small> ({PAYMENT_HELP[m]})</small>}
            </span>
          </label>
        ))}
      </div>
      <label className="field__label" htmlFor={`${id}-surcharge`}>
        {T.surcharge}
      </label>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        <input
          id={`${id}-surcharge`}
          className="field__input"
          style={{ maxWidth: '7rem' }}
          inputMode="decimal"
          value={surcharge}
          aria-describedby={`${id}-help`}
          onChange={(e) => setSurcharge(e.target.value)}
          placeholder={`0–${PAYMENT_SURCHARGE_MAX}`}
        />
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={save.isPending}
          onClick={() => {
            setNotice(null);
            save.mutate();
          }}
        >
          {save.isPending ? T.saving : T.save}
        </button>
      </div>
      <p id={`${id}-help`} className="field__hint">
        {T.surchargeHelp}
      </p>
      {notice && (
        <p className={notice.ok ? 'alert alert--success' : 'alert alert--error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
