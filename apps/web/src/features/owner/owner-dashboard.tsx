import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MSG, TODAY_STATUS_KINDS, TODAY_STATUS_TEXT, updatedAgoText, type Business, type TodayStatusKind } from '@guia/contracts';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { commentAuthor, commentText } from '../../lib/business-info';
import { useNow } from '../../lib/use-now';
import { latestReviewsQuery, todayStatusQuery, useSetTodayStatus } from './api';
import { OWNER_TEXT as T } from './owner-text';
import { WeeklyStats } from './weekly-stats';

const failure = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.requestError);
const number = (n: number) => new Intl.NumberFormat('es-ES').format(n);

/**
 * 'Hoy' (issue 21 §4): the owner says what holds today only — 'Sin corriente — cerrado' … — with a
 * select and 'Guardar estado'; 'Quitar aviso' gives the word back to the hours.
 */
export function TodayStatusEditor({ businessId }: { businessId: string }) {
  const id = useId();
  const now = useNow();
  const current = useQuery(todayStatusQuery(businessId));
  const save = useSetTodayStatus(businessId);
  const [kind, setKind] = useState<TodayStatusKind | ''>('');
  const [done, setDone] = useState<string | null>(null);
  const status = current.data?.today_status ?? null;
  const run = (value: TodayStatusKind | null, message: string) => {
    setDone(null);
    save.mutate(value, { onSuccess: () => setDone(message) });
  };
  return (
    <section className="owner-today" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="owner-today__title">
        {T.todayTitle}
      </h4>
      <p className={status ? 'owner-today__now' : 'owner-muted'}>
        {status ? T.todayNow(`${TODAY_STATUS_TEXT[status.kind]} · ${updatedAgoText(status.set_at, now)}`) : T.todayNone}
      </p>
      <form
        className="owner-today__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (kind) run(kind, T.todaySaved);
        }}
      >
        <label className="field__label" htmlFor={id}>
          {T.todayLabel}
        </label>
        <div className="owner-today__row">
          <select id={id} className="field__input owner-today__select" value={kind} onChange={(e) => setKind(e.target.value as TodayStatusKind | '')}>
            <option value="">{T.todayChoose}</option>
            {TODAY_STATUS_KINDS.map((k) => (
              <option key={k} value={k}>
                {TODAY_STATUS_TEXT[k]}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--primary btn--sm" disabled={!kind || save.isPending}>
            {save.isPending ? T.todaySaving : T.todaySave}
          </button>
          {status && (
            <button type="button" className="btn btn--ghost btn--sm" disabled={save.isPending} onClick={() => run(null, T.todayCleared)}>
              {T.todayClear}
            </button>
          )}
        </div>
        <p className="owner-muted owner-today__hint">{T.todayHint}</p>
        {done && (
          <p className="owner-complete" role="status">
            {done}
          </p>
        )}
        {save.isError && (
          <p className="alert alert--error" role="alert">
            {failure(save.error)}
          </p>
        )}
      </form>
    </section>
  );
}

/**
 * The dashboard's figures (issue 21 §6): visits and WhatsApp reservations counted by the guide since
 * the start, the same and favourites per week (WeeklyStats), and the latest reviews with whether
 * they have a reply.
 */
export function BusinessFigures({ business }: { business: Business }) {
  const id = useId();
  const reviews = useQuery(latestReviewsQuery(business._id));
  return (
    <section className="owner-figures" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="owner-today__title">
        {T.figuresTitle}
      </h4>
      <dl className="owner-figures__list">
        <div>
          <dt>{T.visits}</dt>
          <dd>{number(business.visits_count ?? 0)}</dd>
        </div>
        <div>
          <dt>{T.reservations}</dt>
          <dd>{number(business.reservations_count ?? 0)}</dd>
        </div>
      </dl>
      <p className="owner-muted">{T.figuresNote}</p>
      <WeeklyStats businessId={business._id} />
      <h4 className="owner-today__title">{T.latestReviews}</h4>
      {reviews.data && reviews.data.items.length === 0 && <p className="owner-muted">{T.noReviews}</p>}
      {reviews.data && reviews.data.items.length > 0 && (
        <ul className="owner-reviews">
          {reviews.data.items.map((r, i) => (
            <li key={r._id ?? i} className="owner-reviews__item">
              <span className="owner-reviews__author">{commentAuthor(r.name?.trim() ? r.name : r.username)}</span>
              {typeof r.rating === 'number' && <span className="owner-muted"> · {r.rating}/5</span>}
              <p className="owner-reviews__text">{commentText(r.content)}</p>
              <span className={`owner-badge owner-badge--${r.reply ? 'approved' : 'pending'}`}>{r.reply ? T.replied : T.notReplied}</span>
            </li>
          ))}
        </ul>
      )}
      {reviews.data && reviews.data.items.some((r) => !r.reply) && (
        <Link className="owner-reviews__link" to={`${paths.businessDetail(business._id)}#business-reviews`}>
          {T.answerOnPage}
        </Link>
      )}
    </section>
  );
}
