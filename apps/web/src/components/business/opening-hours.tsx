import { useId, useState } from 'react';
import { todayHours, weekdayIndex, type OpeningHoursLike } from '../../lib/business-info';
import { GUIDE_TIME_ZONE, useHydrated } from '../../lib/render-hints';
import { ChevronDownIcon, ClockIcon } from './business-icons';
import './business.css';

/** 'lunes: 9:00–17:00' → 'Lunes: 9:00–17:00' (Google sends the day in lower case). */
const capitalize = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

export interface OpeningHoursProps {
  /** The business's opening_hours (weekday_text is Monday first, as Google sends it). */
  hours?: OpeningHoursLike | null;
  /** "Now", for tests; defaults to the current time. */
  now?: Date;
}

/**
 * Today's opening hours by the rule of spec §9 (today's weekday_text line, else 'Abierto ahora' /
 * 'Cerrado ahora', else 'Horario no disponible'), and the whole week on demand.
 */
export function OpeningHours({ hours, now }: OpeningHoursProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const week = (hours?.weekday_text ?? []).filter((line) => line.trim());
  // Cuba's day on the server and while hydrating (the page must match), then the device's
  const timeZone = useHydrated() ? undefined : GUIDE_TIME_ZONE;
  const today = weekdayIndex(now ?? new Date(), timeZone);
  return (
    <div className="opening-hours">
      <p className="opening-hours__today">
        <ClockIcon className="opening-hours__icon" />
        <span>
          <span className="visually-hidden">Horario de hoy: </span>
          {capitalize(todayHours(hours, now, timeZone))}
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
            {open ? 'Ocultar horario' : 'Ver horario de la semana'}
            <ChevronDownIcon className={`opening-hours__chevron${open ? ' opening-hours__chevron--open' : ''}`} />
          </button>
          <ul id={listId} className="opening-hours__week" hidden={!open}>
            {week.map((line, i) => (
              <li key={i} className={i === today ? 'opening-hours__day opening-hours__day--today' : 'opening-hours__day'} aria-current={i === today ? 'date' : undefined}>
                {capitalize(line)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
