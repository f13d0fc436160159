import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Itinerary } from '@guia/contracts';
import { paths } from '../../config/paths';
import { openWhatsapp, whatsappLink } from '../../lib/whatsapp';
import { sharePlan, unsharePlan } from './plans-api';
import { usePlansText } from './plans-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { usePlanMessage } from '../../components/plans/itinerary-text';

/** The read-only link of a shared plan, on this site's address. */
export const sharedPlanUrl = (token: string) => `${window.location.origin}${paths.sharedPlan(token)}`;

/**
 * 'Compartir plan' (issue 22 §3): PUT …/share makes the read-only link `/plan/{token}`, shown with
 * 'Copiar' and 'Enviar por WhatsApp' (no number: WhatsApp lets the person pick the chat);
 * 'Dejar de compartir' (DELETE …/share) makes the old link answer 'Este plan no existe o ya no se
 * comparte'.
 */
export function SharePanel({ plan, name, dirty = false, onChange }: { plan: Itinerary; name: string; dirty?: boolean; onChange(plan: Itinerary): void }) {
  const text = usePlansText();
  const lang = useLang();
  const say = usePlanMessage();
  const linkId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const share = useMutation({
    mutationFn: () => sharePlan(plan._id),
    onSuccess: (answer) => {
      setStatus('');
      onChange(answer);
      requestAnimationFrame(() => input.current?.focus());
    },
  });
  const unshare = useMutation({
    mutationFn: () => unsharePlan(plan._id),
    onSuccess: (answer) => {
      onChange(answer);
      setStatus(text.unshared);
    },
  });
  const token = plan.share_token;
  const url = token ? sharedPlanUrl(token) : '';
  const error = share.error ?? unshare.error;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text.copied);
    } catch {
      // no clipboard (an insecure page, an old browser): select it for a manual copy
      input.current?.select();
    }
  };

  return (
    <section className="plans-card plan-layout__share plan-share" aria-labelledby="plan-share-title">
      <h2 id="plan-share-title" className="plans__subtitle">
        {text.shareTitle}
      </h2>
      {token ? (
        <>
          <p className="plans__hint">{text.sharedNote}</p>
          {dirty && <p className="plan-share__unsaved">{text.sharedUnsaved}</p>}
          <div className="field">
            <label className="field__label" htmlFor={linkId}>
              {text.linkLabel}
            </label>
            <input ref={input} id={linkId} className="field__input" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="plan-share__actions">
            <button type="button" className="btn btn--primary btn--sm" onClick={() => void copy()}>
              {text.copy}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => openWhatsapp(whatsappLink({ text: fmt(lang, text.whatsappText, { name, url }) }))}>
              {text.whatsapp}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => unshare.mutate()} disabled={unshare.isPending}>
              {text.unshare}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="plans__hint">{text.privateNote}</p>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => share.mutate()} disabled={share.isPending}>
            {share.isPending ? text.sharing : text.share}
          </button>
        </>
      )}
      <p className="plan-share__status" role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {say(error.message)}
        </p>
      )}
    </section>
  );
}
