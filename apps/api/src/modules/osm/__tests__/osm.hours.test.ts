import { afterEach, describe, expect, it } from 'vitest';
import { cubaClock, openNowAt, type WeeklyHours } from '@guia/contracts';
import { cubanPublicHolidays, osmHours, readOpeningHours } from '../osm.hours';

const EXTRACT = '2026-11-20';
const hoursOf = (value: string, date = EXTRACT): WeeklyHours => {
  const r = osmHours(value, date);
  if (!('hours' in r)) throw new Error(`not structured: ${JSON.stringify(r)}`);
  return r.hours;
};
/** open at Havana's wall-clock time `local` ('2026-12-07T10:00'), with Havana's offset on that date */
const openAt = (hours: WeeklyHours, instant: string) => openNowAt(hours, cubaClock(new Date(instant)));

describe('opening_hours → the guide hours (issue 24 §2)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads a regular week: Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off', () => {
    const h = hoursOf('Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off');
    expect(h.week.mon).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(h.week.fri).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(h.week.sat).toEqual([{ open: '10:00', close: '14:00' }]);
    expect(h.week.sun).toEqual([]);
    expect(h.exceptions).toEqual([]);
  });

  it('reads split days, 24/7 and the days a rule does not name as closed', () => {
    expect(hoursOf('Mo-Fr 08:00-12:00,13:00-17:00').week.tue).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ]);
    expect(hoursOf('Mo-Fr 08:00-12:00,13:00-17:00').week.sat).toEqual([]);
    const always = hoursOf('24/7');
    for (const d of ['mon', 'wed', 'sun'] as const) expect(always.week[d]).toEqual([{ open: '00:00', close: '24:00' }]);
  });

  it('keeps a range past midnight on its day when it closes by 06:00 (the overnight rule), and is open after midnight', () => {
    const h = hoursOf('Mo-Sa 19:00-02:00');
    expect(h.week.sat).toEqual([{ open: '19:00', close: '02:00' }]);
    expect(h.week.sun).toEqual([]);
    // Sunday 01:30 in Havana (CST, UTC-5): Saturday's night is still on
    expect(openAt(h, '2026-12-06T06:30:00Z')).toBe(true);
    // Monday 01:30: Sunday is closed
    expect(openAt(h, '2026-12-07T06:30:00Z')).toBe(false);
  });

  it('keeps as text a value that is no regular week, and such a place is never open', () => {
    for (const v of ['Mo 20:00-08:00', 'sunrise-sunset', 'Jan-Mar Mo-Fr 09:00-12:00', '18:00+', 'según temporada', 'Mo-Fr 09:00-17:00; SH off', 'Mo-Fr 09:00-12:00 || "por cita"']) {
      const r = osmHours(v, EXTRACT);
      expect(r, v).toEqual({ hours_text: v });
      expect(openNowAt((r as { hours?: WeeklyHours }).hours, cubaClock(new Date('2026-12-07T15:00:00Z')))).toBeUndefined();
    }
    expect(osmHours(undefined, EXTRACT)).toEqual({});
    expect(osmHours('  ', EXTRACT)).toEqual({});
  });

  it('lists the Cuban public holidays, Good Friday included', () => {
    expect(cubanPublicHolidays(2027)).toEqual([
      '2027-01-01', '2027-01-02', '2027-03-26', '2027-05-01', '2027-07-25', '2027-07-26', '2027-07-27', '2027-10-10', '2027-12-25', '2027-12-31',
    ]);
    expect(cubanPublicHolidays(2026)).toContain('2026-04-03');
  });

  it('PH off: closed on each Cuban holiday of the year after the extract, open on the other weekdays', () => {
    const h = hoursOf('Mo-Fr 09:00-17:00; PH off');
    const dates = h.exceptions.map((e) => e.date);
    // weekday holidays only (a Saturday holiday is closed anyway), within a year of the extract
    expect(dates).toEqual(['2026-12-25', '2026-12-31', '2027-01-01', '2027-03-26', '2027-07-26', '2027-07-27']);
    expect(h.exceptions.every((e) => e.closed)).toBe(true);
    // Friday 25 December 2026, 11:00 in Havana: closed; Thursday 24th: open
    expect(openAt(h, '2026-12-25T16:00:00Z')).toBe(false);
    expect(openAt(h, '2026-12-24T16:00:00Z')).toBe(true);
    // Good Friday 2027
    expect(openAt(h, '2027-03-26T15:00:00Z')).toBe(false);
  });

  it('PH with its own hours, and Su,PH off', () => {
    const h = hoursOf('Mo-Fr 08:00-16:00; PH 10:00-12:00');
    expect(h.exceptions.find((e) => e.date === '2027-05-01')).toEqual({ date: '2027-05-01', closed: false, ranges: [{ open: '10:00', close: '12:00' }] });
    const s = hoursOf('Mo-Sa 10:00-20:00; Su,PH off');
    expect(s.week.sun).toEqual([]);
    expect(s.exceptions.map((e) => e.date)).toContain('2027-05-01');
    expect(s.exceptions.find((e) => e.date === '2027-07-25')).toBeUndefined(); // a Sunday: closed anyway
  });

  it('is the same hours whatever the machine time zone (the library reads the local clock)', () => {
    const values = ['Mo-Su 19:00-02:00', 'Mo-Fr 09:00-17:00; PH off', '24/7', 'Tu-Su 12:00-23:00'];
    const here = values.map((v) => osmHours(v, EXTRACT));
    for (const tz of ['Asia/Tokyo', 'America/New_York', 'Europe/Madrid', 'UTC']) {
      process.env.TZ = tz;
      // read again under this zone (uncached)
      expect(values.map((v) => readOpeningHours(v, EXTRACT)), tz).toEqual(here);
    }
  });

  it('on the day Havana moves its clocks (8 March 2026, 00:00 → 01:00) answers in Havana wall-clock time', () => {
    const h = hoursOf('Mo-Su 09:00-17:00');
    // 8 March 2026, 16:30 in Havana is 20:30 UTC (CDT, UTC-4, from that day): open
    expect(openAt(h, '2026-03-08T20:30:00Z')).toBe(true);
    // 17:30 Havana (21:30 UTC): closed, though with the winter offset it would be 16:30
    expect(openAt(h, '2026-03-08T21:30:00Z')).toBe(false);
    // the day before (CST, UTC-5): 16:30 Havana is 21:30 UTC: open
    expect(openAt(h, '2026-03-07T21:30:00Z')).toBe(true);
  });
});
