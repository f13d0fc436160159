import request from 'supertest';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Event, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';
import { makeBusiness } from './fixtures';

/**
 * 'Añadir al calendario' and the events feed (issue 22 §4), read back by a kept parser (ical.js)
 * the way a calendar app reads them: the local times must be Havana's, on both sides of Cuba's
 * daylight-saving changes, whatever zone the server runs in.
 */

type Auth = Record<string, string>;
let t: TestApp;
let admin: Auth;
const savedTz = process.env.TZ;

beforeEach(async () => {
  t = createTestApp();
  admin = (await createAdmin(t)).auth;
});
afterEach(() => {
  process.env.TZ = savedTz;
});

async function createEvent(fields: { title: string; start: string; end: string; businessIds?: string[] }): Promise<Event> {
  const res = await request(t.app)
    .post('/api/events')
    .set(admin)
    .field('title', fields.title)
    .field('description', 'Orquesta en vivo, entrada libre')
    .field('start_time', fields.start)
    .field('end_time', fields.end)
    .field('business_ids', JSON.stringify(fields.businessIds ?? []));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Event;
}

/** the calendar as a calendar app sees it: its zone registered, its events */
function readCalendar(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { cal, events };
}

const localTime = (t: ICAL.Time) => t.toString().slice(0, 16); // 2026-03-08T20:00

describe('GET /api/events/:id/calendar.ics', () => {
  it('answers an .ics file to download, named after the event, with the venue and its address', async () => {
    const venue = await makeBusiness(t, 'Fábrica de Arte Cubano');
    const e = await createEvent({ title: 'Noche de salsa', start: '2027-01-15T21:00:00-05:00', end: '2027-01-15T23:30:00-05:00', businessIds: [venue._id] });

    const res = await request(t.app).get(`/api/events/${e._id}/calendar.ics`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="evento-noche-de-salsa.ics"');
    const { events } = readCalendar(res.text);
    expect(events).toHaveLength(1);
    expect(events[0].summary).toBe('Noche de salsa');
    expect(events[0].location).toContain('Fábrica de Arte Cubano');
    expect(events[0].location).toContain('Calle 26 y 11, Vedado');
    expect(events[0].description).toContain('Orquesta en vivo');
    expect(events[0].description).toContain(`/business/${venue._id}`);
    expect(events[0].uid).toContain(e._id);
  });

  it.each([
    ['the day before daylight saving starts (UTC−5)', '2026-03-07T20:00:00-05:00', '2026-03-08T01:00:00.000Z'],
    ['the day daylight saving starts (UTC−4)', '2026-03-08T20:00:00-04:00', '2026-03-09T00:00:00.000Z'],
    ['the day before it ends (UTC−4)', '2026-10-31T20:00:00-04:00', '2026-11-01T00:00:00.000Z'],
    ['the day it ends (UTC−5)', '2026-11-01T20:00:00-05:00', '2026-11-02T01:00:00.000Z'],
  ])('on %s an event at 20:00 in Havana reads 20:00 with Havana’s zone, whatever the server’s zone', async (_when, start, utc) => {
    process.env.TZ = 'Asia/Tokyo';
    const end = new Date(Date.parse(start) + 2 * 3600_000).toISOString();
    const e = await createEvent({ title: 'Concierto', start, end });

    const res = await request(t.app).get(`/api/events/${e._id}/calendar.ics`);

    const { cal, events } = readCalendar(res.text);
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Havana');
    expect(events[0].startDate.zone?.tzid).toBe('America/Havana');
    expect(localTime(events[0].startDate)).toBe(start.slice(0, 16));
    expect(events[0].startDate.toJSDate().toISOString()).toBe(utc);
    expect(localTime(events[0].endDate)).toBe(`${start.slice(0, 11)}22:00`);
  });

  it('answers 404 with the Spanish message for an unknown event, and 400 for a malformed id', async () => {
    const missing = await request(t.app).get('/api/events/665f1c2e8b3a4d0012345678/calendar.ics');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(EVENT_MESSAGES.notFound);

    const malformed = await request(t.app).get('/api/events/no-es-un-id/calendar.ics');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(API_MSG.invalidId);
  });
});

describe('GET /events.ics (the subscription feed)', () => {
  it('lists the events that have not ended, soonest first, with a name and a refresh interval for calendar apps', async () => {
    await createEvent({ title: 'Más tarde', start: '2027-02-10T20:00:00-05:00', end: '2027-02-10T22:00:00-05:00' });
    await createEvent({ title: 'Antes', start: '2027-02-01T20:00:00-05:00', end: '2027-02-01T22:00:00-05:00' });
    await createEvent({ title: 'Hace tiempo', start: '2025-01-01T20:00:00-05:00', end: '2025-01-01T22:00:00-05:00' });

    const res = await request(t.app).get('/events.ics');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    const { cal, events } = readCalendar(res.text);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Guía Cuba · Eventos');
    expect(res.text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT6H/);
    expect(events.map((e) => e.summary)).toEqual(['Antes', 'Más tarde']);
  });

  it('with ?category= keeps the events held at a place of that category, by Spanish name (any accents or case) or id', async () => {
    const categories = (await request(t.app).get('/api/categories/')).body as { _id: string; nombre: string; name: string }[];
    const club = await t.store.categories.create({ nombre: 'Música en vivo', name: 'Live music' });
    const venue = await makeBusiness(t, 'Jazz Café');
    await t.store.businesses.update(venue._id, { categories: ['Música en vivo'] });
    const other = await makeBusiness(t, 'Otro lugar');
    await createEvent({ title: 'Jazz', start: '2027-02-01T21:00:00-05:00', end: '2027-02-01T23:00:00-05:00', businessIds: [venue._id] });
    await createEvent({ title: 'Otra cosa', start: '2027-02-02T21:00:00-05:00', end: '2027-02-02T23:00:00-05:00', businessIds: [other._id] });
    expect(categories.some((c) => c.nombre === 'Música en vivo')).toBe(false);

    for (const param of ['musica en vivo', 'Música en vivo', 'LIVE MUSIC', club._id]) {
      const res = await request(t.app).get('/events.ics').query({ category: param });
      expect(res.status, param).toBe(200);
      const { cal, events } = readCalendar(res.text);
      expect(events.map((e) => e.summary), param).toEqual(['Jazz']);
      expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Guía Cuba · Eventos · Música en vivo');
    }
  });

  it('answers 400 with a Spanish message for a category the guide does not have', async () => {
    const res = await request(t.app).get('/events.ics').query({ category: 'Submarinismo lunar' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EVENT_MESSAGES.unknownCalendarCategory);
  });
});
