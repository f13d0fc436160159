import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CLAIM_STATUS_TEXT, MSG, claimDecisionSchema, ownWhatsappNumber, phoneDigits, type Claim } from '@guia/contracts';
import { AdminPage, FilterTabs, ListState } from '../../components/admin-list/admin-page';
import { failureText } from '../../components/admin-list/list-tools';
import { useConfirmedAction } from '../../components/admin-list/use-confirmed-action';
import { FlashMessage, type Flash } from '../../components/flash/flash';
import { FormModal } from '../../components/modal/form-modal';
import { Pager } from '../../components/pager/pager';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { whatsappLink } from '../../lib/whatsapp';
import { ADMIN_CLAIMS_TEXT as T } from './admin-claims-text';
import { claimsQuery, useDecision, type ClaimFilter } from './api';
import './admin-claims.css';

const FILTERS: ClaimFilter[] = ['pending', 'approved', 'refused', 'revoked', 'all'];
const FILTER_OPTIONS = FILTERS.map((value) => ({ value, label: T.tabs[value] }));
const isFilter = (v: string | null): v is ClaimFilter => FILTERS.includes(v as ClaimFilter);

type Asking = { claim: Claim; action: 'refuse' | 'revoke' };

const businessOf = (c: Claim) => c.business_name ?? T.goneBusiness;
/** issue 24: a request for an OpenStreetMap place links to the place's page until an approval made it a guide business */
const pageOf = (c: Claim) => (c.osm_page_id && (c.status === 'pending' || c.status === 'refused') ? c.osm_page_id : c.business_id);
const when = (iso: string) => formatDateTime(iso) ?? iso;
/** '+53 5 234 5678' → 'tel:+5352345678'; null without digits */
const telHref = (phone: string) => (phoneDigits(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : null);

/**
 * /solicitudes (admin, issue 21 §1): who asks to manage which business, the pending ones first.
 * Each request shows the business, the person, a number to call or write to, the note and the
 * date in Cuba's time; 'Aprobar' at once, 'Rechazar' and 'Retirar' with an optional reason.
 */
export function ClaimsScreen() {
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado');
  const filter: ClaimFilter = isFilter(estado) ? estado : 'pending';
  const [page, setPage] = useState(1);
  const list = useQuery(claimsQuery(filter, page));
  const decision = useDecision();
  const [flash, setFlash] = useState<Flash | null>(null);
  const asked = useConfirmedAction<Asking>(setFlash);
  const asking = asked.pending;
  const [busyId, setBusyId] = useState<string | null>(null);

  const choose = (next: ClaimFilter) => {
    setPage(1);
    setFlash(null);
    setParams(next === 'pending' ? {} : { estado: next }, { replace: true });
  };

  const approve = async (claim: Claim) => {
    setBusyId(claim._id);
    try {
      await decision.mutateAsync({ id: claim._id, action: 'approve' });
      setFlash({ kind: 'success', text: T.approved(claim.user_name || `@${claim.username}`, businessOf(claim)), focus: true });
    } catch (err) {
      setFlash({ kind: 'error', text: failureText(err, MSG.requestError), focus: true });
    } finally {
      setBusyId(null);
    }
  };

  const decide = async (reason: string) => {
    if (!asking) return;
    await asked.run(() => decision.mutateAsync({ id: asking.claim._id, action: asking.action, reason }), {
      success: asking.action === 'refuse' ? T.refused : T.revoked,
      failure: MSG.requestError,
      focusFailure: true,
    });
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <AdminPage
      className="claims"
      eyebrow={T.eyebrow}
      title={T.title}
      lead={T.lead}
      related={{ label: T.related, links: [{ to: paths.rates, label: T.ratesLink }, { to: paths.changes, label: T.changesLink }, { to: paths.reports, label: T.reportsLink }] }}
    >
      <FilterTabs label={T.filterLabel} options={FILTER_OPTIONS} value={filter} onChange={choose} />

      <FlashMessage flash={flash} onClose={() => setFlash(null)} />
      <ListState query={list} error={T.loadError} retry={T.retry} empty={data && data.items.length === 0 ? T.empty[filter] : null}>
        <ul className="admin-cards">
          {data?.items.map((claim) => (
            <li key={claim._id}>
              <ClaimCard
                claim={claim}
                busy={busyId === claim._id}
                onApprove={() => void approve(claim)}
                onRefuse={() => asked.ask({ claim, action: 'refuse' })}
                onRevoke={() => asked.ask({ claim, action: 'revoke' })}
              />
            </li>
          ))}
        </ul>
      </ListState>
      <Pager page={page} pageCount={pageCount} onPage={setPage} label={T.pages} />

      {asking && <ReasonDialog asking={asking} onCancel={asked.cancel} onSend={decide} />}
    </AdminPage>
  );
}

interface CardProps {
  claim: Claim;
  busy: boolean;
  onApprove: () => void;
  onRefuse: () => void;
  onRevoke: () => void;
}

function ClaimCard({ claim, busy, onApprove, onRefuse, onRevoke }: CardProps) {
  const titleId = useId();
  const name = claim.user_name || `@${claim.username}`;
  const tel = telHref(claim.phone);
  const chat = ownWhatsappNumber(claim.phone);
  const chatUrl = chat ? whatsappLink({ phone: chat, text: T.whatsappMessage(name, businessOf(claim)) }) : null;
  return (
    <article className="admin-card-item claim-card" aria-labelledby={titleId}>
      <div className="claim-card__head">
        <h2 id={titleId} className="claim-card__title">
          {claim.business_name ? <Link to={paths.businessDetail(pageOf(claim))}>{claim.business_name}</Link> : T.goneBusiness}
        </h2>
        <span className={`admin-badge claim-card__status claim-card__status--${claim.status}`}>{CLAIM_STATUS_TEXT[claim.status]}</span>
      </div>
      {claim.osm_page_id && <p className="claim-card__source">{T.fromOsm}</p>}
      <p className="claim-card__person">{T.person(claim.user_name, claim.username)}</p>
      <p className="claim-card__contact">
        <span className="claim-card__label">{T.phone}:</span>{' '}
        {tel ? <a href={tel}>{claim.phone}</a> : claim.phone}
        {chatUrl && (
          <a className="claim-card__whatsapp" href={chatUrl} {...(chatUrl.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {T.whatsapp}
          </a>
        )}
      </p>
      {claim.note ? (
        <blockquote className="claim-card__note">
          <p>{claim.note}</p>
        </blockquote>
      ) : (
        <p className="claim-card__muted">{T.noNote}</p>
      )}
      <p className="claim-card__muted">{T.sent(when(claim.created_at))}</p>
      {claim.decided_at && <p className="claim-card__muted">{T.decided(when(claim.decided_at))}</p>}
      {claim.reason && (
        <p className="claim-card__reason">
          <span className="claim-card__label">{T.reason}:</span> {claim.reason}
        </p>
      )}
      {(claim.status === 'pending' || claim.status === 'approved') && (
        <div className="claim-card__actions">
          {claim.status === 'pending' ? (
            <>
              <button type="button" className="btn btn--primary btn--sm" onClick={onApprove} disabled={busy}>
                {busy ? T.approving : T.approve}
              </button>
              <button type="button" className="btn btn--ghost btn--sm admin-table__delete" onClick={onRefuse} disabled={busy}>
                {T.refuse}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--ghost btn--sm admin-table__delete" onClick={onRevoke}>
              {T.revoke}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

function ReasonDialog({ asking, onCancel, onSend }: { asking: Asking; onCancel: () => void; onSend: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const refuse = asking.action === 'refuse';
  const name = asking.claim.user_name || `@${asking.claim.username}`;
  const label = refuse ? T.refuse : T.revoke;

  const submit = async () => {
    const checked = claimDecisionSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MSG.requestError);
      field.current?.focus();
      return;
    }
    setBusy(true);
    await onSend(checked.data.reason ?? '');
  };

  return (
    <FormModal
      open
      title={refuse ? T.refuseTitle : T.revokeTitle}
      onClose={onCancel}
      formId={`${fieldId}-form`}
      saving={busy}
      cancelLabel={T.cancel}
      submitLabel={label}
      savingLabel={T.sending}
      danger
    >
      <form
        id={`${fieldId}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{refuse ? T.refuseIntro(name, businessOf(asking.claim)) : T.revokeIntro(name, businessOf(asking.claim))}</p>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {T.reasonLabel}
          </label>
          <textarea
            ref={field}
            id={fieldId}
            className="field__input claims__reason"
            rows={3}
            data-autofocus
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          <p id={`${fieldId}-hint`} className="field__hint">
            {T.reasonHint}
          </p>
          {error && (
            <p id={`${fieldId}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
      </form>
    </FormModal>
  );
}
