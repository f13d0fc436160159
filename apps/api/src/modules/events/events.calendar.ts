import { ICalCalendar, ICalCalendarMethod, type ICalLocation } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { TZDate } from '@date-fns/tz';
import { CUBA_TIME_ZONE, EVENT_MESSAGES } from '@guia/contracts';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../shared/errors';
import type { EventRecord } from './events.repository';

/**
 * Events out of the app (issue 22 §4): an iCalendar file (RFC 5545) for one event, and a feed of
 * the upcoming ones that calendar apps subscribe to (`/events.ics?category=…`).
 *
 * Times are written in Cuba's wall-clock time with `TZID=America/Havana` and the zone's VTIMEZONE
 * (its daylight-saving rules, from timezones-ical-library's copy of the tz database), so a phone
 * set to any zone shows the right hour and Outlook, which ignores a bare TZID, does too.
 * ical-generator formats a native Date with the machine's own zone, so each date goes in as a
 * TZDate (@date-fns/tz) that reads as Havana's clock wherever the server runs.
 */

/** events that ended up to this long ago stay in the feed, so a subscribed calendar keeps them */
const FEED_KEEPS_PAST_MS = 30 * 24 * 3600_000;
/** a feed never grows past this many events */
export const FEED_MAX_EVENTS = 500;
/** how often a subscribed calendar should ask again */
const FEED_REFRESH_SECONDS = 6 * 3600;

interface Venue {
  _id: string;
  name: string;
  address?: string;
  vicinity?: string;
  categories?: string[];
  location?: { coordinates: [number, number] };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase();

function havana(d: Date): TZDate {
  return new TZDate(d.getTime(), CUBA_TIME_ZONE);
}

/** LOCATION: the venue's name and address (and GEO, so a calendar app can open a map) */
function venueLocation(venues: Venue[]): ICalLocation | undefined {
  if (venues.length === 0) return undefined;
  if (venues.length > 1) return { title: venues.map((v) => v.name).join(' · ') };
  const [v] = venues;
  const address = v.address || v.vicinity;
  const coords = v.location?.coordinates;
  return {
    title: v.name,
    ...(address ? { address } : {}),
    ...(coords ? { geo: { lat: coords[1], lon: coords[0] } } : {}),
  };
}

function newCalendar(name: string, publicUrl: string): ICalCalendar {
  const cal = new ICalCalendar({
    name,
    prodId: { company: 'Guía Cuba', product: 'Eventos', language: 'ES' },
    url: publicUrl,
    method: ICalCalendarMethod.PUBLISH,
  });
  cal.timezone({ name: CUBA_TIME_ZONE, generator: (tz) => tzlib_get_ical_block(tz)[0] });
  return cal;
}

function addEvent(cal: ICalCalendar, e: EventRecord, venues: Venue[], publicUrl: string, host: string): void {
  const first = venues[0];
  const page = venues.length === 1 ? `${publicUrl}/business/${first._id}` : `${publicUrl}/`;
  cal.createEvent({
    id: `${e._id}@${host}`,
    sequence: e.version ?? 0,
    start: havana(e.start_date),
    end: havana(e.end_date),
    timezone: CUBA_TIME_ZONE,
    stamp: havana(e.created_at ?? e.start_date),
    summary: e.title || 'Evento',
    description: `${e.description}\n\nHora de Cuba. Más en Guía Cuba: ${page}`,
    location: venueLocation(venues),
    url: page,
  });
}

/** `evento-noche-de-salsa.ics`: a file name a person recognises in their downloads */
export function calendarFileName(title: string): string {
  const slug = fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `evento-${slug || 'guia-cuba'}.ics`;
}

export function createEventsCalendar(ctx: Pick<AppContext, 'store' | 'config'>) {
  const publicUrl = ctx.config.publicUrl;
  const host = new URL(publicUrl).hostname || 'guia-cuba';

  async function venuesOf(events: EventRecord[]): Promise<Map<string, Venue>> {
    const ids = [...new Set(events.flatMap((e) => e.business_ids))];
    const found = ids.length ? ((await ctx.store.businesses.findByIds(ids)) as unknown as Venue[]) : [];
    return new Map(found.map((b) => [String(b._id), b]));
  }

  /** the names a category parameter stands for (its Spanish and English names), or a 400 */
  async function categoryNames(param: string): Promise<{ label: string; names: Set<string> }> {
    const wanted = fold(param);
    const category = (await ctx.store.categories.list()).find(
      (c) => c._id.toLowerCase() === wanted || fold(c.nombre) === wanted || fold(c.name) === wanted,
    );
    if (!category) throw badRequest(EVENT_MESSAGES.unknownCalendarCategory);
    return { label: category.nombre, names: new Set([fold(category.nombre), fold(category.name)]) };
  }

  return {
    /** one event as a file to open in the phone's calendar */
    async forEvent(id: string): Promise<{ body: string; fileName: string }> {
      const event = await ctx.store.events.findById(id);
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      const venues = await venuesOf([event]);
      const cal = newCalendar('Guía Cuba', publicUrl);
      addEvent(cal, event, event.business_ids.map((b) => venues.get(b)).filter((v): v is Venue => Boolean(v)), publicUrl, host);
      return { body: cal.toString(), fileName: calendarFileName(event.title) };
    },

    /**
     * The feed: events that have not ended (and those that ended in the last 30 days), soonest
     * first, at most FEED_MAX_EVENTS; with `category`, those held at a place of that category.
     */
    async feed(category?: string): Promise<string> {
      const chosen = category ? await categoryNames(category) : undefined;
      const events = await ctx.store.events.list({ endingAfter: new Date(Date.now() - FEED_KEEPS_PAST_MS) });
      const venues = await venuesOf(events);
      const cal = newCalendar(chosen ? `Guía Cuba · Eventos · ${chosen.label}` : 'Guía Cuba · Eventos', publicUrl);
      cal.description('Eventos de Guía Cuba, en hora de Cuba.');
      cal.ttl(FEED_REFRESH_SECONDS);
      let added = 0;
      for (const e of events) {
        if (added >= FEED_MAX_EVENTS) break;
        const at = e.business_ids.map((b) => venues.get(b)).filter((v): v is Venue => Boolean(v));
        if (chosen && !at.some((v) => (v.categories ?? []).some((c) => chosen.names.has(fold(c))))) continue;
        addEvent(cal, e, at, publicUrl, host);
        added++;
      }
      return cal.toString();
    },
  };
}
