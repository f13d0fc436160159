import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, RATE_MAX_AGE_DAYS, RATE_MESSAGES, rateBodySchema, type Rate } from '@guia/contracts';
import type { z } from 'zod';
import { AdminPage, ListState } from '../../components/admin-list/admin-page';
import { failureText } from '../../components/admin-list/list-tools';
import { FlashMessage, type Flash } from '../../components/flash/flash';
import { Pager } from '../../components/pager/pager';
import { paths } from '../../config/paths';
import { GUIDE_TIME_ZONE } from '../../lib/format';
import { ADMIN_RATES_TEXT as T } from './admin-rates-text';
import { latestRateQuery, ratesQuery, useAddRate } from './api';
import './admin-rates.css';

/** Today on Cuba's calendar, YYYY-MM-DD (en-CA writes dates that way), whatever the device's zone. */
export const cubaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: GUIDE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** '2026-11-23' → '23/11/2026' (a calendar day: no time zone involved) */
const dayText = (date: string) => date.split('-').reverse().join('/');
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const ageText = (date: string) => {
  const days = daysBetween(date, cubaToday());
  return days <= 0 ? T.today : days === 1 ? T.yesterday : T.daysAgo(days);
};
const cup = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });

/** The API's rule, plus the one the API checks on its side: not after today in Cuba. */
const formSchema = rateBodySchema.extend({
  date: rateBodySchema.shape.date.refine((d) => d <= cubaToday(), RATE_MESSAGES.badDate),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/** /tasa-del-dia (admin, issue 21 §2): the guide's reference rate, a form for the day's one, and the history. */
export function RatesScreen() {
  const latest = useQuery(latestRateQuery());
  const [page, setPage] = useState(1);
  const history = useQuery(ratesQuery(page));
  const [flash, setFlash] = useState<Flash | null>(null);

  return (
    <AdminPage
      className="rates"
      eyebrow={T.eyebrow}
      title={T.title}
      lead={T.lead}
      related={{ label: T.related, links: [{ to: paths.claims, label: T.claimsLink }, { to: paths.changes, label: T.changesLink }, { to: paths.reports, label: T.reportsLink }] }}
    >

      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      <div className="rates__top">
        <section className="rates__current admin-card" aria-labelledby="rates-current-title">
          <h2 id="rates-current-title" className="rates__subtitle">
            {T.current}
          </h2>
          {latest.isPending ? (
            <p role="status">{MSG.loading}</p>
          ) : latest.isError ? (
            <p className="alert alert--error" role="alert">
              {T.loadError}
            </p>
          ) : latest.data.rate ? (
            <CurrentRate rate={latest.data.rate} stale={latest.data.stale} />
          ) : (
            <p className="alert alert--warning">{T.none}</p>
          )}
        </section>

        <RateForm onSaved={() => setFlash({ kind: 'success', text: T.saved })} onFailed={(text) => setFlash({ kind: 'error', text })} />
      </div>

      <section className="rates__history" aria-labelledby="rates-history-title">
        <h2 id="rates-history-title" className="rates__subtitle">
          {T.history}
        </h2>
        <ListState
          query={history}
          error={T.loadError}
          retry={T.retry}
          empty={history.data && history.data.items.length === 0 ? T.historyNone : null}
        >
          <table className="admin-table rates__table">
            <caption className="visually-hidden">{T.history}</caption>
            <thead>
              <tr>
                <th scope="col">{T.historyDate}</th>
                <th scope="col">{T.historyUsd}</th>
                <th scope="col">{T.historyEur}</th>
                <th scope="col">{T.historySource}</th>
              </tr>
            </thead>
            <tbody>
              {history.data?.items.map((rate) => (
                <tr key={rate._id}>
                  <th scope="row" data-label={T.historyDate}>
                    {dayText(rate.date)}
                  </th>
                  <td data-label={T.historyUsd}>{cup.format(rate.usd)} CUP</td>
                  <td data-label={T.historyEur}>{cup.format(rate.eur)} CUP</td>
                  <td data-label={T.historySource}>{rate.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.data && (
            <Pager page={page} pageCount={Math.max(1, Math.ceil(history.data.total / history.data.limit))} onPage={setPage} label={T.pages} />
          )}
        </ListState>
      </section>
    </AdminPage>
  );
}

function CurrentRate({ rate, stale }: { rate: Rate; stale: boolean }) {
  return (
    <>
      <p className="rates__figures">
        <span>{T.perUnit('USD', cup.format(rate.usd))}</span>
        <span>{T.perUnit('EUR', cup.format(rate.eur))}</span>
      </p>
      <p className="rates__meta">{T.dated(dayText(rate.date), ageText(rate.date), rate.source)}</p>
      {stale && (
        <p className="alert alert--warning" role="alert">
          {T.stale(RATE_MAX_AGE_DAYS)}
        </p>
      )}
    </>
  );
}

function RateForm({ onSaved, onFailed }: { onSaved: () => void; onFailed: (text: string) => void }) {
  const add = useAddRate();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: { usd: '', eur: '', date: cubaToday(), source: '' },
  });

  const save = async (body: FormOut) => {
    try {
      await add.mutateAsync(body);
      reset({ usd: '', eur: '', date: getValues('date'), source: '' });
      onSaved();
    } catch (err) {
      onFailed(failureText(err, MSG.requestError));
    }
  };

  const field = (name: keyof FormIn, label: string, input: Record<string, unknown>, hint?: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name]?.message;
    const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
          {...register(name)}
        />
        {hint && (
          <p id={`${inputId}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="field__error">
            {String(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="rates__form admin-card" aria-labelledby={`${id}-title`} noValidate onSubmit={handleSubmit(save)}>
      <h2 id={`${id}-title`} className="rates__subtitle">
        {T.formTitle}
      </h2>
      <p className="field__hint">{T.formHint}</p>
      <fieldset className="rates__fields" disabled={add.isPending}>
        {field('usd', T.usd, { type: 'text', inputMode: 'decimal', autoComplete: 'off', placeholder: T.usdPlaceholder })}
        {field('eur', T.eur, { type: 'text', inputMode: 'decimal', autoComplete: 'off', placeholder: T.eurPlaceholder })}
        {field('date', T.date, { type: 'date', max: cubaToday() }, T.dateHint)}
        {field('source', T.source, { type: 'text', autoComplete: 'off', placeholder: T.sourcePlaceholder })}
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {add.isPending ? T.saving : T.save}
      </button>
    </form>
  );
}
