import { deviceOffsetMinutes, havanaOffsetMinutes } from '../lib/format';
import { useHydrated } from '../lib/render-hints';
import './cuba-time-note.css';
import { CUBA_TIME_TEXT, useCubaTimeText } from './cuba-time-note-text';
import type { Catalog } from '../lib/i18n/text';

/** The note's lead (Spanish, sentence case); the difference with the device follows when it is one. */
export const CUBA_TIME_NOTE_TEXT = CUBA_TIME_TEXT.lead;

type Instant = string | number | Date | null | undefined;

/** '5 h', '30 min', '5 h 30 min' */
function span(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

/**
 * How far Cuba's clock is from the device's at those instants (now when none): null when they
 * match at every one (a phone in Havana, or in New York in winter), else the note's text. Offsets
 * are compared at each instant, never zone names: both sides may observe daylight saving time.
 */
export function cubaTimeDifference(instants: Instant[] = [], t: Catalog<typeof CUBA_TIME_TEXT> = CUBA_TIME_TEXT): string | null {
  const dates = instants.map((v) => (v == null || v === '' ? null : new Date(v))).filter((d): d is Date => !!d && !Number.isNaN(d.getTime()));
  const diffs = new Set((dates.length ? dates : [new Date()]).map((d) => havanaOffsetMinutes(d) - deviceOffsetMinutes(d)));
  diffs.delete(0);
  if (diffs.size === 0) return null;
  if (diffs.size > 1) return t.lead;
  const [diff] = [...diffs] as [number];
  return `${t.lead}: ${span(Math.abs(diff))} ${diff < 0 ? t.behind : t.ahead}`;
}

export interface CubaTimeNoteProps {
  /** The instants the screen shows (events' start and end); the comparison is made now when none. */
  at?: Instant[];
  className?: string;
}

/**
 * 'Horas en hora de Cuba: 5 h menos que en este dispositivo', once per screen, only where the
 * device's clock differs from Havana's. Drawn after hydration: the server (which does not know the
 * device) and the hydrating page draw nothing, so both match.
 */
export function CubaTimeNote({ at, className }: CubaTimeNoteProps) {
  const hydrated = useHydrated();
  const words = useCubaTimeText();
  const text = hydrated ? cubaTimeDifference(at, words) : null;
  if (!text) return null;
  return (
    <p className={['cuba-time-note', className].filter(Boolean).join(' ')} data-testid="cuba-time-note">
      <svg className="cuba-time-note__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
