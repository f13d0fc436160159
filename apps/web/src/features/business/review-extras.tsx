import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, ROLES, apiPath, type ReportTarget, type ReviewItem } from '@guia/contracts';
import { ApiError, apiFetch } from '../../lib/api-client';
import { businessKeys } from '../../lib/api/business';
import { myClaimsQuery, ownedClaims } from '../../lib/api/my-claims';
import { useSession } from '../../lib/session/use-session';
import { useMsg } from '../../lib/i18n/messages';
import { useReviewText } from './review-text';
import './review-extras.css';

/** What went wrong: the server's own words, else 'Error en la solicitud' in the page's language. */
const failure = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback);

/** Whether the signed-in person may reply to this business's reviews: its owner (an approved request) or an admin. */
export function useCanReply(businessId: string): boolean {
  const session = useSession();
  const isAdmin = session.roleId === ROLES.ADMIN;
  const claims = useQuery({ ...myClaimsQuery(), enabled: session.isAuthenticated && !isAdmin });
  return isAdmin || ownedClaims(claims.data).some((c) => c.business_id === businessId);
}

interface ReviewExtrasProps {
  businessId: string;
  review: ReviewItem;
  canReply: boolean;
}

/**
 * Under a review (issue 21 §5): the owner's reply ('Respuesta del propietario'), the owner's
 * 'Responder' / 'Editar respuesta', and 'Denunciar' (the review, and the reply) for anyone signed in.
 */
export function ReviewExtras({ businessId, review, canReply }: ReviewExtrasProps) {
  const T = useReviewText();
  const session = useSession();
  const [open, setOpen] = useState<null | 'answer' | ReportTarget>(null);
  const [note, setNote] = useState<string | null>(null);
  if (!review._id) return review.reply ? <Reply text={review.reply.content} /> : null;
  const start = (what: 'answer' | ReportTarget) => {
    setNote(null);
    setOpen(what);
  };
  const close = (message?: string) => {
    setOpen(null);
    if (message) setNote(message);
  };
  return (
    <>
      {review.reply && <Reply text={review.reply.content} />}
      {note && (
        <p className="review-extras__note" role="status">
          {note}
        </p>
      )}
      {session.isAuthenticated && open === null && (
        <div className="review-extras__actions">
          {canReply && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => start('answer')}>
              {review.reply ? T.editReply : T.reply}
            </button>
          )}
          <button type="button" className="review-extras__link" onClick={() => start('review')}>
            {T.report}
          </button>
          {review.reply && (
            <button type="button" className="review-extras__link" onClick={() => start('reply')}>
              {T.reportReply}
            </button>
          )}
        </div>
      )}
      {open === 'answer' && <ReplyForm businessId={businessId} review={review} onDone={close} />}
      {(open === 'review' || open === 'reply') && <ReportForm reviewId={review._id} target={open} onDone={close} />}
    </>
  );
}

function Reply({ text }: { text: string }) {
  const T = useReviewText();
  return (
    <div className="review-reply">
      <p className="review-reply__title">{T.ownerReply}</p>
      <p className="review-reply__text">{text}</p>
    </div>
  );
}

function ReplyForm({ businessId, review, onDone }: { businessId: string; review: ReviewItem; onDone(message?: string): void }) {
  const T = useReviewText();
  const msg = useMsg();
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState(review.reply?.content ?? '');
  const save = useMutation({
    mutationFn: () =>
      apiFetch(apiPath(API.reviewsReply, { id: businessId, reviewId: review._id! }), { method: 'PUT', body: { content: text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.comments(businessId) }),
  });
  return (
    <form
      className="review-extras__form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(undefined, { onSuccess: () => onDone(T.replySaved) });
      }}
    >
      <label className="field__label" htmlFor={id}>
        {T.replyLabel}
      </label>
      <textarea id={id} className="field__input review-extras__text" value={text} onChange={(e) => setText(e.target.value)} rows={3} />
      {save.isError && (
        <p className="review-form__error" role="alert">
          {failure(save.error, msg.requestError)}
        </p>
      )}
      <div className="review-extras__buttons">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDone()}>
          {T.cancel}
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
          {save.isPending ? T.publishing : T.publishReply}
        </button>
      </div>
    </form>
  );
}

function ReportForm({ reviewId, target, onDone }: { reviewId: string; target: ReportTarget; onDone(message?: string): void }) {
  const T = useReviewText();
  const msg = useMsg();
  const id = useId();
  const [reason, setReason] = useState('');
  const send = useMutation({ mutationFn: () => apiFetch(apiPath(API.reportsCreate), { method: 'POST', body: { review_id: reviewId, target, reason } }) });
  return (
    <form
      className="review-extras__form"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(undefined, { onSuccess: () => onDone(T.reportSent) });
      }}
    >
      <label className="field__label" htmlFor={id}>
        {T.reportLabel}
      </label>
      <textarea id={id} className="field__input review-extras__text" value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
      {send.isError && (
        <p className="review-form__error" role="alert">
          {failure(send.error, msg.requestError)}
        </p>
      )}
      <div className="review-extras__buttons">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDone()}>
          {T.cancel}
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={send.isPending}>
          {send.isPending ? T.sending : T.sendReport}
        </button>
      </div>
    </form>
  );
}
