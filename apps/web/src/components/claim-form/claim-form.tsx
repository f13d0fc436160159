import { API, apiPath } from '@guia/contracts';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_LIMITS, claimBodySchema, type ClaimBody } from '@guia/contracts';
import type { z } from 'zod';
import { paths } from '../../config/paths';
import { ApiError, apiFetch } from '../../lib/api-client';
import { myClaimsKey } from '../../lib/api/my-claims';
import type { LoginNavState } from '../../lib/nav-state';
import { useSession } from '../../lib/session/use-session';
import { useMsg } from '../../lib/i18n/messages';
import { messageIn } from '../../lib/i18n/message-in';
import { useClaimFormText } from './claim-form-text';
import './claim-form.css';

type FormIn = z.input<typeof claimBodySchema>;

export type ClaimFormProps = (
  | { businessId: string; osmPageId?: undefined }
  /** issue 24 §4: an OpenStreetMap place's page id ('osm-node-123'); an approved request adds it to the guide */
  | { osmPageId: string; businessId?: undefined }
) & {
  /** the business's name, said in the lead ('Pide gestionar «…»') */
  businessName?: string;
};

/**
 * '¿Es tu negocio?' (issue 21 §1): a signed-in person asks to manage a business with a contact
 * number and a short note; an admin reviews it in 'Solicitudes'. Self-contained (contracts, lib and
 * its own text and CSS only) so the business page can load it on demand, when the button is pressed:
 *
 *   const ClaimForm = lazy(() => import('…/claim-form').then((m) => ({ default: m.ClaimForm })));
 */
export function ClaimForm({ businessId, osmPageId, businessName }: ClaimFormProps) {
  const T = useClaimFormText();
  const msg = useMsg();
  const session = useSession();
  const location = useLocation();
  const id = useId();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (body: ClaimBody) =>
      apiFetch(osmPageId !== undefined ? apiPath(API.osmClaimsAsk, { id: osmPageId }) : apiPath(API.claimsAsk, { id: businessId }), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: myClaimsKey }),
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormIn, unknown, ClaimBody>({
    resolver: zodResolver(claimBodySchema),
    defaultValues: { phone: '', note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';

  const send = async (body: ClaimBody) => {
    setFailure(null);
    try {
      await ask.mutateAsync(body.note ? body : { phone: body.phone });
    } catch (err) {
      setFailure(err instanceof ApiError && err.serverMessage ? err.serverMessage : msg.requestError);
    }
  };

  const lead = businessName ? (osmPageId ? T.leadPlace(businessName) : T.lead(businessName)) : T.leadNoName;
  const titleId = `${id}-title`;

  if (!session.isAuthenticated) {
    return (
      <section className="claim-form" aria-labelledby={titleId}>
        <h2 id={titleId} className="claim-form__title">
          {T.title}
        </h2>
        <p className="claim-form__lead">{lead}</p>
        <p>
          <Link to={paths.login} state={{ from: location } satisfies LoginNavState}>
            {T.signInLink}
          </Link>
          {T.signInAfter}
        </p>
      </section>
    );
  }

  if (ask.isSuccess) {
    return (
      <section className="claim-form" aria-labelledby={titleId}>
        <h2 id={titleId} className="claim-form__title">
          {T.title}
        </h2>
        <p className="alert alert--success" role="status">
          {T.sent}
        </p>
        <Link to={paths.myBusinesses}>{T.seeRequests}</Link>
      </section>
    );
  }

  const fieldErrors = [[useClaimFormText.es.errors, T.errors]] as const;
  const phoneError = messageIn(errors.phone?.message, fieldErrors);
  const noteError = messageIn(errors.note?.message, fieldErrors);
  return (
    <section className="claim-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="claim-form__title">
        {T.title}
      </h2>
      <p className="claim-form__lead">{lead}</p>
      <form className="claim-form__form" noValidate onSubmit={handleSubmit(send)}>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-phone`}>
            {T.phone}
          </label>
          <input
            id={`${id}-phone`}
            className="field__input"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={T.phonePlaceholder}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ''}`}
            {...register('phone')}
          />
          <p id={`${id}-phone-hint`} className="claim-form__hint">
            {T.phoneHint}
          </p>
          {phoneError && (
            <p id={`${id}-phone-error`} className="claim-form__error">
              {phoneError}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {T.note}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input claim-form__note"
            rows={3}
            placeholder={T.notePlaceholder}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={`${id}-note-count${noteError ? ` ${id}-note-error` : ''}`}
            {...register('note')}
          />
          <p id={`${id}-note-count`} className="claim-form__hint claim-form__count">
            {T.counter(note.length, CLAIM_LIMITS.note)}
          </p>
          {noteError && (
            <p id={`${id}-note-error`} className="claim-form__error">
              {noteError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={ask.isPending}>
          {ask.isPending ? T.sending : T.send}
        </button>
      </form>
    </section>
  );
}
