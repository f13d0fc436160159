import { useId, useState } from 'react';
import { todayHoursOf, upcomingExceptionLines, weekLinesOf, weekdayIndex, type HoursSource } from '../../lib/opening-status';
import { useNow } from '../../lib/use-now';
import { ChevronDownIcon } from '../icons/icons';
import { ClockIcon } from '../icons/place-icons';
import './business.css';
import { usePlaceText } from './place-text';
import { useHoursWords } from '../../lib/hours-text';

/** 'lunes: 9:00–17:00' → 'Lunes: 9:00–17:00' (Google sends the day in lower case). */
const capitalize = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

export interface OpeningHoursProps {
  /** The business (its structured `hours`) or the Google place (its `opening_hours.weekday_text`). */
  business: HoursSource;
  /** "Now", for tests; defaults to the current minute (the server's while hydrating), kept current. */
  now?: Date;
}

/**
 * Today's opening hours, today being Havana's whatever the phone's zone: an own business's line
 * from its hours (today's dated exception first: 'Hoy: cerrado (sin corriente hoy)'), a Google
 * place's by the rule of spec §9; and the whole week on demand, today marked, with the coming
 * exceptions.
 */
export function OpeningHours({ business, now }: OpeningHoursProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = useNow();
  const at = now ?? current;
  const words = useHoursWords();
  const text = usePlaceText();
  const week = weekLinesOf(business, words);
  const exceptions = upcomingExceptionLines(business, at, 5, words);
  const today = weekdayIndex(at);
  return (
    <div className="opening-hours">
      <p className="opening-hours__today">
        <ClockIcon className="opening-hours__icon" />
        <span>
          <span className="visually-hidden">{words.t.todayHours} </span>
          {capitalize(todayHoursOf(business, at, words))}
        </span>
      </p>
      {week.length > 1 && (
        <>
          <button
            type="button"
            className="link-button opening-hours__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? text.hideWeek : text.showWeek}
            <ChevronDownIcon className={`opening-hours__chevron${open ? ' opening-hours__chevron--open' : ''}`} />
          </button>
          <div id={listId} hidden={!open}>
            <ul className="opening-hours__week">
              {week.map((line, i) => (
                <li key={i} className={i === today ? 'opening-hours__day opening-hours__day--today' : 'opening-hours__day'} aria-current={i === today ? 'date' : undefined}>
                  {capitalize(line)}
                </li>
              ))}
            </ul>
            {exceptions.length > 0 && (
              <ul className="opening-hours__week opening-hours__exceptions" aria-label={text.specialDays}>
                {exceptions.map((line) => (
                  <li key={line} className="opening-hours__day">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
