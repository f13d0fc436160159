import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CUBA_TIME_ZONE, STATS_WEEKS, type WeekStats } from '@guia/contracts';
import { weeklyStatsQuery } from './api';
import { OWNER_TEXT as T } from './owner-text';
import './weekly-stats.css';

const number = (n: number) => new Intl.NumberFormat('es-ES').format(n);

// a week is named by its Monday, a calendar date: read at noon UTC, it is that same date in Havana
const at = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T12:00:00Z`) + plusDays * 86_400_000);
const dayOnly = new Intl.DateTimeFormat('es-ES', { day: 'numeric', timeZone: CUBA_TIME_ZONE });
const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: CUBA_TIME_ZONE });
const monthOf = new Intl.DateTimeFormat('en-US', { month: 'numeric', timeZone: CUBA_TIME_ZONE });

/** '16–22 nov', '26 oct–1 nov' (Monday to Sunday) */
export function weekRangeText(week: string): string {
  const monday = at(week);
  const sunday = at(week, 6);
  const sameMonth = monthOf.format(monday) === monthOf.format(sunday);
  return T.weekRange(sameMonth ? dayOnly.format(monday) : dayMonth.format(monday), dayMonth.format(sunday));
}

const weekName = (i: number, week: string) => (i === 0 ? T.thisWeek : i === 1 ? T.lastWeek : weekRangeText(week));

const KINDS = [
  { key: 'visits', label: T.weeklyVisits },
  { key: 'reservations', label: T.weeklyReservations },
  { key: 'favorites', label: T.weeklyFavorites },
] as const satisfies readonly { key: keyof Omit<WeekStats, 'week'>; label: string }[];

/**
 * The dashboard's figures per week (issue 21 §6): this week beside last week, then a table of this
 * week and the eight before it (Monday to Sunday in Cuba's time), with a bar per week's visits
 * drawn beside its number — the number says it, the bar only shows the shape.
 */
export function WeeklyStats({ businessId }: { businessId: string }) {
  const id = useId();
  const stats = useQuery(weeklyStatsQuery(businessId, STATS_WEEKS.default));
  const weeks = stats.data?.weeks ?? [];
  const most = Math.max(1, ...weeks.map((w) => w.visits));
  return (
    <section className="owner-weekly" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="owner-today__title">
        {T.weeklyTitle}
      </h4>
      {stats.isPending && <p className="owner-muted">{T.weeklyLoading}</p>}
      {/* no live region: a figure that did not load is no reason to interrupt the owner's form work */}
      {stats.isError && <p className="alert alert--error">{T.weeklyError}</p>}
      {weeks.length > 0 && (
        <>
          <ul className="owner-weekly__compare" aria-label={T.weeklyCompare}>
            {KINDS.map(({ key, label }) => (
              <li key={key}>
                <span className="owner-weekly__label">{label}</span>
                <span className="owner-weekly__now">{number(weeks[0]![key])}</span>
                {weeks[1] && <span className="owner-weekly__before">{T.lastWeekValue(number(weeks[1][key]))}</span>}
              </li>
            ))}
          </ul>
          <div className="owner-weekly__scroll">
            <table className="owner-weekly__table">
              <caption>{T.weeklyCaption(weeks.length - 1)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.weekColumn}</th>
                  {KINDS.map(({ key, label }) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((w, i) => (
                  <tr key={w.week} className={i === 0 ? 'owner-weekly__current' : undefined}>
                    <th scope="row">{weekName(i, w.week)}</th>
                    <td>
                      <span className="owner-weekly__bar" aria-hidden="true" style={{ inlineSize: `${Math.round((w.visits / most) * 100)}%` }} />
                      <span className="owner-weekly__value">{number(w.visits)}</span>
                    </td>
                    <td>{number(w.reservations)}</td>
                    <td>{number(w.favorites)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="owner-muted owner-weekly__note">{T.weeklyNote}</p>
        </>
      )}
    </section>
  );
}
