import { type ReactNode } from 'react';
import {
  DAY_LABELS,
  blankException,
  blankRange,
  closesNextDay,
  type DayInput,
  type ExceptionInput,
  type HoursInput,
  type RangeInput,
} from './hours-form-model';
import { HOURS_EDITOR_TEXT as T } from './hours-editor-text';
import './hours-editor.css';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {message}
    </p>
  );
}

function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="field__hint">
      {children}
    </p>
  );
}

/** The editor's problems by place ('day-0-range-1-close', see hours-form-model `hoursProblems`). */
export type HoursErrors = Partial<Record<string, { message?: string }>>;

interface HoursEditorProps {
  /** Prefix of the element ids. */
  id: string;
  value: HoursInput;
  onChange(next: HoursInput): void;
  errors?: HoursErrors;
}

const MAX_RANGES = 6;

function replaceAt<T>(list: T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

interface RangeRowsProps {
  idPrefix: string;
  /** 'Lunes' or 'Día especial 1': what each field's label starts with. */
  label: string;
  ranges: RangeInput[];
  onChange(next: RangeInput[]): void;
  errorOf(index: number, field: 'open' | 'close'): string | undefined;
  /** What goes after the ranges' own buttons (the day's 'Copiar a todos los días'). */
  extra?: ReactNode;
}

/** One or more open–close rows with time fields, '(día siguiente)' when the close is past midnight. */
function RangeRows({ idPrefix, label, ranges, onChange, errorOf, extra }: RangeRowsProps) {
  return (
    <>
      <ul className="hours-ranges">
        {ranges.map((range, j) => {
          const openId = `${idPrefix}-range-${j}-open`;
          const closeId = `${idPrefix}-range-${j}-close`;
          const openError = errorOf(j, 'open');
          const closeError = errorOf(j, 'close');
          const nextDay = closesNextDay(range);
          return (
            <li key={j} className="hours-range">
              <div className="hours-range__times">
                <label className="visually-hidden" htmlFor={openId}>
                  {T.openLabel(label, j + 1)}
                </label>
                <input
                  id={openId}
                  className="field__input hours-range__time"
                  type="time"
                  value={range.open}
                  aria-invalid={openError ? true : undefined}
                  aria-describedby={openError ? `${openId}-error` : undefined}
                  onChange={(event) => onChange(replaceAt(ranges, j, { ...range, open: event.target.value }))}
                />
                <span aria-hidden="true">–</span>
                <label className="visually-hidden" htmlFor={closeId}>
                  {T.closeLabel(label, j + 1)}
                </label>
                <input
                  id={closeId}
                  className="field__input hours-range__time"
                  type="time"
                  value={range.close}
                  aria-invalid={closeError ? true : undefined}
                  aria-describedby={[nextDay ? `${closeId}-next` : '', closeError ? `${closeId}-error` : ''].filter(Boolean).join(' ') || undefined}
                  onChange={(event) => onChange(replaceAt(ranges, j, { ...range, close: event.target.value }))}
                />
                {nextDay && (
                  <span id={`${closeId}-next`} className="hours-range__next-day">
                    {T.nextDay}
                  </span>
                )}
                {ranges.length > 1 && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm hours-range__remove"
                    aria-label={T.removeRange(j + 1, label)}
                    onClick={() => onChange(ranges.filter((_, k) => k !== j))}
                  >
                    {T.remove}
                  </button>
                )}
              </div>
              <FieldError id={openId} message={openError} />
              <FieldError id={closeId} message={closeError} />
            </li>
          );
        })}
      </ul>
      <div className="hours-day__actions">
        {ranges.length < MAX_RANGES && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={T.addRangeLabel(label)}
            onClick={() => onChange([...ranges, blankRange()])}
          >
            <span aria-hidden="true">+ </span>
            {T.addRange}
          </button>
        )}
        {extra}
      </div>
    </>
  );
}

/**
 * The hours editor (issue 16) of the admin's business form and of the owner's 'Editar ficha' (issue 21 §1): per weekday 'Cerrado' or time ranges (several,
 * past midnight shown as '(día siguiente)'), 'Copiar a todos los días', the dated exceptions
 * ('cerrado el 31/12', 'sin corriente hoy'), and the old text no one could read, read-only.
 */
export function HoursEditor({ id, value, onChange, errors = {} }: HoursEditorProps) {
  const message = (key: string) => errors[key]?.message;
  const setDay = (i: number, day: DayInput) => onChange({ ...value, days: replaceAt(value.days, i, day) });
  const setException = (k: number, e: ExceptionInput) => onChange({ ...value, exceptions: replaceAt(value.exceptions, k, e) });
  const copyToAll = (i: number) => {
    const day = value.days[i]!;
    onChange({ ...value, days: value.days.map(() => ({ closed: day.closed, ranges: day.ranges.map((r) => ({ ...r })) })) });
  };

  return (
    <div className="hours-editor">
      {value.unparsed.length > 0 && (
        <div className="alert alert--warning hours-editor__unparsed" role="note">
          <p>{T.unparsed(value.unparsed.map((line) => `«${line}»`).join(', '))}</p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ ...value, unparsed: [] })}>
            {T.unparsedDone}
          </button>
        </div>
      )}
      <FieldHint id={`${id}-hours`}>{T.hint}</FieldHint>
      <FieldError id={`${id}-hours`} message={message('hours')} />

      <div className="hours-days">
        {value.days.map((day, i) => {
          const label = DAY_LABELS[i]!;
          const dayId = `${id}-day-${i}`;
          return (
            <fieldset key={label} className="hours-day" aria-describedby={message(`day-${i}`) ? `${dayId}-error` : undefined}>
              <legend className="hours-day__name">{label}</legend>
              <label className="checkbox hours-day__closed">
                <input type="checkbox" checked={day.closed} onChange={(event) => setDay(i, { ...day, closed: event.target.checked })} aria-label={T.closedLabel(label)} />
                {T.closed}
              </label>
              <div className="hours-day__body">
                {!day.closed && (
                  <RangeRows
                    idPrefix={dayId}
                    label={label}
                    ranges={day.ranges.length ? day.ranges : [blankRange()]}
                    onChange={(ranges) => setDay(i, { ...day, ranges })}
                    errorOf={(j, field) => message(`day-${i}-range-${j}-${field}`)}
                    extra={
                      <button type="button" className="btn btn--ghost btn--sm" aria-label={T.copyToAllLabel(label.toLowerCase())} onClick={() => copyToAll(i)}>
                        {T.copyToAll}
                      </button>
                    }
                  />
                )}
                {day.closed && (
                  <div className="hours-day__actions">
                    <button type="button" className="btn btn--ghost btn--sm" aria-label={T.copyToAllLabel(label.toLowerCase())} onClick={() => copyToAll(i)}>
                      {T.copyToAll}
                    </button>
                  </div>
                )}
                <FieldError id={dayId} message={message(`day-${i}`)} />
              </div>
            </fieldset>
          );
        })}
      </div>

      <div className="hours-exceptions">
        <h3 className="hours-exceptions__title">{T.specialDays}</h3>
        <FieldHint id={`${id}-exceptions`}>{T.specialHint}</FieldHint>
        <FieldError id={`${id}-exceptions`} message={message('exceptions')} />
        {value.exceptions.length > 0 && (
          <ul className="hours-exceptions__list">
            {value.exceptions.map((e, k) => {
              const label = T.specialDay(k + 1);
              const exId = `${id}-exception-${k}`;
              const dateError = message(`exception-${k}-date`);
              const noteError = message(`exception-${k}-note`);
              return (
                <li key={k} className="hours-exception">
                  <div className="hours-exception__row">
                    <div className="field hours-exception__date">
                      <label className="field__label" htmlFor={`${exId}-date`}>
                        {T.dateLabel(label.toLowerCase())}
                      </label>
                      <input
                        id={`${exId}-date`}
                        className="field__input"
                        type="date"
                        value={e.date}
                        aria-invalid={dateError ? true : undefined}
                        aria-describedby={dateError ? `${exId}-date-error` : undefined}
                        onChange={(event) => setException(k, { ...e, date: event.target.value })}
                      />
                      <FieldError id={`${exId}-date`} message={dateError} />
                    </div>
                    <div className="field hours-exception__note">
                      <label className="field__label" htmlFor={`${exId}-note`}>
                        {T.noteLabel(label.toLowerCase())}
                      </label>
                      <input
                        id={`${exId}-note`}
                        className="field__input"
                        type="text"
                        value={e.note}
                        placeholder={T.notePlaceholder}
                        aria-invalid={noteError ? true : undefined}
                        aria-describedby={noteError ? `${exId}-note-error` : undefined}
                        onChange={(event) => setException(k, { ...e, note: event.target.value })}
                      />
                      <FieldError id={`${exId}-note`} message={noteError} />
                    </div>
                  </div>
                  <div className="hours-exception__row">
                    <label className="checkbox">
                      <input
                        type="checkbox"
                        checked={e.closed}
                        aria-label={T.closedAllDayLabel(label)}
                        onChange={(event) => setException(k, { ...e, closed: event.target.checked })}
                      />
                      {T.closedAllDay}
                    </label>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm hours-exception__remove"
                      aria-label={T.removeSpecial(label.toLowerCase())}
                      onClick={() => onChange({ ...value, exceptions: value.exceptions.filter((_, x) => x !== k) })}
                    >
                      {T.remove}
                    </button>
                  </div>
                  {!e.closed && (
                    <RangeRows
                      idPrefix={exId}
                      label={label}
                      ranges={e.ranges.length ? e.ranges : [blankRange()]}
                      onChange={(ranges) => setException(k, { ...e, ranges })}
                      errorOf={(j, field) => message(`exception-${k}-range-${j}-${field}`)}
                    />
                  )}
                  <FieldError id={exId} message={message(`exception-${k}`)} />
                </li>
              );
            })}
          </ul>
        )}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ ...value, exceptions: [...value.exceptions, blankException()] })}>
          <span aria-hidden="true">+ </span>
          {T.addSpecial}
        </button>
      </div>
    </div>
  );
}
