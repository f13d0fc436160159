import { DESCRIPTION_TRUNCATE, EVENT_ADMIN_TEXTS, EVENT_THUMBNAILS_SHOWN, type Event } from '@guia/contracts';
import { formatDateTime, fromCubaDateTimeLocal, includesText, toCubaDateTimeLocal, truncate } from '../../lib/format';

/** Spec §3: start_date is "also read as start_time" (and end_date as end_time). */
type LooseEvent = Event & { start_time?: string; end_time?: string };

/** The title, or 'Sin título'. */
export function eventTitle(event: Pick<Event, 'title'>): string {
  return event.title?.trim() || EVENT_ADMIN_TEXTS.noTitle;
}

/** The first line of the description cut at 100 characters plus '...', or 'Sin descripción'. */
export function eventSummary(event: Pick<Event, 'description'>): string {
  const firstLine = (event.description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find(Boolean);
  return firstLine ? truncate(firstLine, DESCRIPTION_TRUNCATE.events) : EVENT_ADMIN_TEXTS.noDescription;
}

/** es-ES day/month/year hour:minute in Cuba's time, or 'Fecha no disponible'. */
export function eventDateText(value: string | undefined | null): string {
  return (value ? formatDateTime(value) : null) ?? EVENT_ADMIN_TEXTS.noDate;
}

export const eventStart = (event: LooseEvent) => event.start_date ?? event.start_time;
export const eventEnd = (event: LooseEvent) => event.end_date ?? event.end_time;

export interface EventThumbnails {
  /** At most EVENT_THUMBNAILS_SHOWN: the thumbnail to show and the full image it stands for. */
  shown: { src: string; full: string }[];
  /** How many more images the event has ('+N'); 0 when none. */
  more: number;
}

/** Up to 3 thumbnails plus how many are left for '+N' (spec §2, §9). */
export function eventThumbnails(event: Pick<Event, 'images' | 'thumbnails'>): EventThumbnails {
  const images = (event.images ?? []).filter((url) => typeof url === 'string' && url);
  const shown = images.slice(0, EVENT_THUMBNAILS_SHOWN).map((full, i) => ({ full, src: event.thumbnails?.[i] || full }));
  return { shown, more: Math.max(0, images.length - EVENT_THUMBNAILS_SHOWN) };
}

/** The linked business ids; spec §3 allows ids or objects with _id. */
export function businessIdsOf(event: Pick<Event, 'business_ids'>): string[] {
  return (event.business_ids ?? [])
    .map((b: unknown) => (typeof b === 'string' ? b : typeof (b as { _id?: unknown })?._id === 'string' ? (b as { _id: string })._id : ''))
    .filter(Boolean);
}

/** Case-insensitive search over title and description. */
export function matchesEvent(event: Pick<Event, 'title' | 'description'>, query: string): boolean {
  const q = query.trim();
  if (!q) return true;
  return includesText(event.title ?? '', q) || includesText(event.description ?? '', q);
}

/** An ISO date as a datetime-local value: Cuba's wall clock, whatever the browser's zone ('' when not a date). */
export function toDateTimeLocal(value: string | undefined | null): string {
  return toCubaDateTimeLocal(value);
}

/** A datetime-local value (Cuba's wall clock) as ISO 8601 for the API; unchanged when it is not one. */
export function fromDateTimeLocal(value: string): string {
  return fromCubaDateTimeLocal(value) ?? value;
}

const instant = (value: string | undefined | null) => {
  const t = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(t) ? null : t;
};

/** An event is past once it has ended (its start, when it has no end); one without dates is not. */
export function isPastEvent(event: LooseEvent, now: number = Date.now()): boolean {
  const end = instant(eventEnd(event)) ?? instant(eventStart(event));
  return end !== null && end < now;
}

/**
 * The admin list's order (issue 20 §9): upcoming and running events first, soonest first; then the
 * past ones, the latest first; undated ones last. Instants compare alike in every zone; the dates
 * are shown in Cuba's time (formatDateTime).
 */
export function adminEventOrder(events: readonly Event[], now: number = Date.now()): Event[] {
  const rank = (e: Event) => (instant(eventStart(e)) === null && instant(eventEnd(e)) === null ? 2 : isPastEvent(e, now) ? 1 : 0);
  const start = (e: Event) => instant(eventStart(e)) ?? instant(eventEnd(e)) ?? 0;
  return [...events].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    return ra === 1 ? start(b) - start(a) : start(a) - start(b);
  });
}
