import { describe, expect, it } from 'vitest';
import { EVENT_ADMIN_TEXTS, type Event } from '@guia/contracts';
import {
  businessIdsOf,
  eventDateText,
  eventSummary,
  eventThumbnails,
  fromDateTimeLocal,
  matchesEvent,
  toDateTimeLocal,
} from './event-display';

describe('event display rules', () => {
  it('the summary is the first non-blank line, cut at 100 characters', () => {
    expect(eventSummary({ description: '\n  \nPrimera línea\nSegunda' })).toBe('Primera línea');
    expect(eventSummary({ description: 'x'.repeat(100) })).toBe('x'.repeat(100));
    expect(eventSummary({ description: 'x'.repeat(101) })).toBe(`${'x'.repeat(100)}...`);
    expect(eventSummary({ description: ' \n ' })).toBe(EVENT_ADMIN_TEXTS.noDescription);
  });

  it("dates read es-ES day/month/year hour:minute in Cuba's time, else 'Fecha no disponible'", () => {
    // 09:07 in Havana (UTC−5 in January), whatever the zone the suite runs in
    expect(eventDateText('2030-01-05T14:07:00.000Z')).toBe('05/01/2030, 09:07');
    expect(eventDateText(undefined)).toBe(EVENT_ADMIN_TEXTS.noDate);
    expect(eventDateText('mañana')).toBe(EVENT_ADMIN_TEXTS.noDate);
  });

  it("thumbnails: the first 3 and how many more ('+N')", () => {
    const images = ['1', '2', '3', '4'];
    expect(eventThumbnails({ images, thumbnails: ['t1', 't2', 't3', 't4'] })).toEqual({
      shown: [
        { full: '1', src: 't1' },
        { full: '2', src: 't2' },
        { full: '3', src: 't3' },
      ],
      more: 1,
    });
    expect(eventThumbnails({ images: [] }).shown).toEqual([]);
  });

  it("a datetime-local value is Cuba's wall clock: it goes to the API as the ISO instant and comes back the same", () => {
    const iso = fromDateTimeLocal('2030-06-01T21:00');
    expect(iso).toBe('2030-06-02T01:00:00.000Z'); // 21:00 in Havana, UTC−4 in June
    expect(toDateTimeLocal(iso)).toBe('2030-06-01T21:00');
    expect(toDateTimeLocal('no')).toBe('');
  });

  it('business ids may come as ids or as objects with _id (spec §3)', () => {
    const ids = ['65f0a1b2c3d4000000000001', { _id: '65f0a1b2c3d4000000000002' }] as unknown as Event['business_ids'];
    expect(businessIdsOf({ business_ids: ids })).toEqual(['65f0a1b2c3d4000000000001', '65f0a1b2c3d4000000000002']);
  });

  it('the search looks at title and description, ignoring case', () => {
    const event = { title: 'Festival de Jazz', description: 'En el Vedado' };
    expect(matchesEvent(event, 'jazz')).toBe(true);
    expect(matchesEvent(event, 'VEDADO')).toBe(true);
    expect(matchesEvent(event, 'salsa')).toBe(false);
    expect(matchesEvent(event, '  ')).toBe(true);
  });
});
