import { afterEach, describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  CLOSING_SOON_MINUTES,
  CUBA_TIME_ZONE,
  HOURS_MESSAGES,
  HOURS_OVERNIGHT_LIMIT,
  WEEKDAYS,
  businessJsonFields,
  businessSchema,
  cubaClock,
  hhmmSchema,
  hoursExceptionSchema,
  hoursRangeSchema,
  isOpenAt,
  nearbyBusinessSchema,
  nearbyQuerySchema,
  openNowAt,
  openState,
  openStateText,
  parseWeekdayText,
  searchQuerySchema,
  weekdayLines,
  weeklyHoursSchema,
  type WeeklyHours,
  type WeeklyHoursInput,
} from '../index';
import { firstMessage } from './helpers';

const hours = (input: WeeklyHoursInput): WeeklyHours => weeklyHoursSchema.parse(input);
const everyDay = (ranges: { open: string; close: string }[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, ranges]));
/** La Guarida: 12:00–16:00 and 19:00–00:00 every day */
const guarida = hours({ week: everyDay([{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }]) });
/** a Havana wall-clock moment; November 2026 is standard time (UTC−5), June daylight time (UTC−4) */
const at = (iso: string) => new Date(iso);
const text = (h: WeeklyHours | null | undefined, iso: string, status?: string) => openStateText(openState(h, at(iso), status));

describe('the constants', () => {
  it('name Havana, past midnight up to 06:00 and closing soon within an hour', () => {
    expect(CUBA_TIME_ZONE).toBe('America/Havana');
    expect(HOURS_OVERNIGHT_LIMIT).toBe('06:00');
    expect(CLOSING_SOON_MINUTES).toBe(60);
    expect(WEEKDAYS).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});

describe('hhmmSchema', () => {
  it('accepts 00:00 to 23:59 and 24:00, refuses anything else with the Spanish message', () => {
    for (const ok of ['00:00', '09:30', '23:59', '24:00']) expect(hhmmSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['9:00', '24:01', '25:00', '12:60', '12:00:00', '', 'mediodía', 1200]) {
      expect(firstMessage(hhmmSchema, bad)).toBe(HOURS_MESSAGES.invalidTime);
    }
  });
});

describe('hoursRangeSchema', () => {
  it('accepts a plain range, one ending at midnight (00:00 or 24:00) and one past midnight up to 06:00', () => {
    for (const r of [
      { open: '12:00', close: '16:00' },
      { open: '19:00', close: '00:00' },
      { open: '19:00', close: '24:00' },
      { open: '19:00', close: '02:00' },
      { open: '12:00', close: '06:00' },
      { open: '00:00', close: '00:00' },
    ]) {
      expect(hoursRangeSchema.safeParse(r).success, JSON.stringify(r)).toBe(true);
    }
  });
  it('when the range ends before it starts and not past midnight (after 06:00), answers the Spanish error', () => {
    expect(firstMessage(hoursRangeSchema, { open: '18:00', close: '10:00' })).toBe(HOURS_MESSAGES.endsBeforeStart('18:00', '10:00'));
    expect(firstMessage(hoursRangeSchema, { open: '12:00', close: '06:01' })).toMatch(/termina antes de empezar/);
    expect(firstMessage(hoursRangeSchema, { open: '10:00', close: '10:00' })).toMatch(/termina antes de empezar/);
  });
  it('refuses 24:00 as an opening time', () => {
    expect(firstMessage(hoursRangeSchema, { open: '24:00', close: '02:00' })).toBe(HOURS_MESSAGES.openIs24);
  });
});

describe('weeklyHoursSchema', () => {
  it('accepts several ranges, closed days (missing or []) and dated exceptions; exceptions default to none', () => {
    const parsed = weeklyHoursSchema.parse({ week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '02:00' }], tue: [] } });
    expect(parsed).toEqual({ week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '02:00' }], tue: [] }, exceptions: [] });
  });
  it('when two ranges of one day overlap, answers the Spanish error naming the day', () => {
    const input = { week: { thu: [{ open: '10:00', close: '14:00' }, { open: '13:00', close: '18:00' }] } };
    expect(firstMessage(weeklyHoursSchema, input)).toBe('Los horarios del jueves se solapan');
  });
  it('touching ranges (one ends when the next starts) do not overlap', () => {
    expect(weeklyHoursSchema.safeParse({ week: { thu: [{ open: '10:00', close: '14:00' }, { open: '14:00', close: '18:00' }] } }).success).toBe(true);
  });
  it("when the previous day's past-midnight tail runs into the next day's first range, names the next day (Sunday into Monday too)", () => {
    expect(firstMessage(weeklyHoursSchema, { week: { mon: [{ open: '20:00', close: '03:00' }], tue: [{ open: '02:00', close: '08:00' }] } })).toBe(
      HOURS_MESSAGES.overlap('tue'),
    );
    expect(firstMessage(weeklyHoursSchema, { week: { sun: [{ open: '22:00', close: '04:00' }], mon: [{ open: '01:00', close: '05:00' }] } })).toBe(
      'Los horarios del lunes se solapan',
    );
    expect(weeklyHoursSchema.safeParse({ week: { mon: [{ open: '20:00', close: '03:00' }], tue: [{ open: '03:00', close: '08:00' }] } }).success).toBe(true);
  });
  it('when a weekday key is unknown, answers "Día de la semana desconocido: …"', () => {
    expect(firstMessage(weeklyHoursSchema, { week: { lunes: [{ open: '10:00', close: '12:00' }] } })).toBe('Día de la semana desconocido: lunes');
  });
  it('refuses a range ending before it starts inside the week', () => {
    expect(firstMessage(weeklyHoursSchema, { week: { sat: [{ open: '18:00', close: '10:00' }] } })).toBe(HOURS_MESSAGES.endsBeforeStart('18:00', '10:00'));
  });
  it('refuses two exceptions for one date, more than 60 exceptions and a bad date', () => {
    const e = { date: '2026-12-31', closed: true };
    expect(firstMessage(weeklyHoursSchema, { week: {}, exceptions: [e, e] })).toBe(HOURS_MESSAGES.duplicateException('2026-12-31'));
    const many = Array.from({ length: 61 }, (_, i) => ({ date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10), closed: true }));
    expect(firstMessage(weeklyHoursSchema, { week: {}, exceptions: many })).toBe(HOURS_MESSAGES.tooManyExceptions);
    expect(weeklyHoursSchema.safeParse({ week: {}, exceptions: many.slice(0, 60) }).success).toBe(true);
    for (const date of ['2026-02-30', '31/12/2026', '2026-13-01']) expect(firstMessage(hoursExceptionSchema, { date, closed: true })).toBe(HOURS_MESSAGES.invalidDate);
  });
  it('an exception note is at most 120 characters; overlapping special hours name the date', () => {
    expect(firstMessage(hoursExceptionSchema, { date: '2026-12-31', closed: true, note: 'x'.repeat(121) })).toBe(HOURS_MESSAGES.noteTooLong);
    expect(hoursExceptionSchema.parse({ date: '2026-12-31', closed: true, note: ' sin corriente hoy ' }).note).toBe('sin corriente hoy');
    expect(
      firstMessage(hoursExceptionSchema, { date: '2026-12-31', closed: false, ranges: [{ open: '10:00', close: '14:00' }, { open: '12:00', close: '15:00' }] }),
    ).toBe('Los horarios del 31/12/2026 se solapan');
  });
  it('keeps unparsed lines', () => {
    expect(weeklyHoursSchema.parse({ week: {}, unparsed: ['domingo: a veces'] }).unparsed).toEqual(['domingo: a veces']);
  });
  it('refuses a value that is not hours', () => {
    for (const bad of [null, 'lunes: 10:00–12:00', [], { exceptions: [] }]) expect(firstMessage(weeklyHoursSchema, bad)).toBe(HOURS_MESSAGES.invalidHours);
  });
});

describe('cubaClock', () => {
  it("reads Havana's wall clock, date and weekday", () => {
    expect(cubaClock(at('2026-11-25T09:00:00Z'))).toEqual({ date: '2026-11-25', weekday: 'wed', minutes: 4 * 60 });
    // 02:00 UTC on Thursday is still Wednesday 21:00 in Havana
    expect(cubaClock(at('2026-11-26T02:00:00Z'))).toEqual({ date: '2026-11-25', weekday: 'wed', minutes: 21 * 60 });
    // summer: UTC−4
    expect(cubaClock(at('2026-06-10T16:30:00Z'))).toEqual({ date: '2026-06-10', weekday: 'wed', minutes: 12 * 60 + 30 });
  });
  it('follows Cuba’s daylight saving: the second Sunday of March jumps 00:00 → 01:00', () => {
    expect(cubaClock(at('2026-03-08T04:59:00Z'))).toEqual({ date: '2026-03-07', weekday: 'sat', minutes: 23 * 60 + 59 });
    expect(cubaClock(at('2026-03-08T05:00:00Z'))).toEqual({ date: '2026-03-08', weekday: 'sun', minutes: 60 });
    expect(cubaClock(at('2026-03-08T16:00:00Z'))).toEqual({ date: '2026-03-08', weekday: 'sun', minutes: 12 * 60 });
  });
  it('and the first Sunday of November goes back 01:00 → 00:00 (the hour after midnight happens twice)', () => {
    expect(cubaClock(at('2026-11-01T04:30:00Z'))).toEqual({ date: '2026-11-01', weekday: 'sun', minutes: 30 });
    expect(cubaClock(at('2026-11-01T05:30:00Z'))).toEqual({ date: '2026-11-01', weekday: 'sun', minutes: 30 });
    expect(cubaClock(at('2026-11-01T17:00:00Z'))).toEqual({ date: '2026-11-01', weekday: 'sun', minutes: 12 * 60 });
    expect(cubaClock(at('2026-10-31T16:00:00Z'))).toEqual({ date: '2026-10-31', weekday: 'sat', minutes: 12 * 60 });
  });
});

describe('openState and openStateText', () => {
  it('at 04:00 on a Wednesday in Havana La Guarida is closed and opens today at 12:00; at 13:00 it is open until 16:00', () => {
    expect(openState(guarida, at('2026-11-25T09:00:00Z'))).toEqual({ kind: 'closed', opensAt: { time: '12:00', day: 'today' } });
    expect(text(guarida, '2026-11-25T09:00:00Z')).toBe('Cerrado · abre hoy a las 12:00');
    expect(openState(guarida, at('2026-11-25T18:00:00Z'))).toEqual({ kind: 'open', closesAt: '16:00' });
    expect(text(guarida, '2026-11-25T18:00:00Z')).toBe('Abierto · cierra a las 16:00');
    expect(isOpenAt(guarida, at('2026-11-25T09:00:00Z'))).toBe(false);
    expect(isOpenAt(guarida, at('2026-11-25T18:00:00Z'))).toBe(true);
  });
  it('within an hour of closing says "Cierra pronto" (and counts as open)', () => {
    expect(text(guarida, '2026-11-25T20:00:00Z')).toBe('Cierra pronto · 16:00'); // 15:00, 60 minutes left
    expect(text(guarida, '2026-11-25T19:59:00Z')).toBe('Abierto · cierra a las 16:00'); // 14:59, 61 minutes left
    expect(isOpenAt(guarida, at('2026-11-25T20:30:00Z'))).toBe(true);
    expect(text(guarida, '2026-11-26T04:30:00Z')).toBe('Cierra pronto · 00:00'); // 23:30
  });
  it('between two ranges says when it opens again today; at 16:00 sharp it is closed', () => {
    expect(text(guarida, '2026-11-25T21:00:00Z')).toBe('Cerrado · abre hoy a las 19:00');
    expect(text(guarida, '2026-11-25T22:30:00Z')).toBe('Cerrado · abre hoy a las 19:00');
  });
  it('after the last range says tomorrow, and further days by their name', () => {
    const weekdays = hours({ week: { mon: [{ open: '12:00', close: '16:00' }], tue: [{ open: '12:00', close: '16:00' }] } });
    // Monday 2026-11-23 17:00 Havana
    expect(text(weekdays, '2026-11-23T22:00:00Z')).toBe('Cerrado · abre mañana a las 12:00');
    // Wednesday 2026-11-25 10:00 Havana → next Monday
    expect(text(weekdays, '2026-11-25T15:00:00Z')).toBe('Cerrado · abre el lunes a las 12:00');
    expect(openState(weekdays, at('2026-11-25T15:00:00Z')).opensAt).toEqual({ time: '12:00', day: 'mon' });
  });
  it("a range past midnight counts the next day until it closes (yesterday's 22:00–02:00 at 01:00)", () => {
    const club = hours({ week: { thu: [{ open: '22:00', close: '02:00' }] } });
    // Friday 2026-11-27 01:00 Havana
    expect(text(club, '2026-11-27T06:00:00Z')).toBe('Cierra pronto · 02:00');
    // Friday 00:30 → 90 minutes left
    expect(openState(club, at('2026-11-27T05:30:00Z'))).toEqual({ kind: 'open', closesAt: '02:00' });
    // Friday 02:00 → closed, next Thursday
    expect(text(club, '2026-11-27T07:00:00Z')).toBe('Cerrado · abre el jueves a las 22:00');
    // Thursday 21:00 → opens today
    expect(text(club, '2026-11-27T02:00:00Z')).toBe('Cerrado · abre hoy a las 22:00');
  });
  it('ranges that run into each other across midnight keep it open until the last one closes', () => {
    const h = hours({ week: { wed: [{ open: '19:00', close: '24:00' }], thu: [{ open: '00:00', close: '03:00' }] } });
    // Wednesday 22:00 Havana → closes Thursday 03:00
    expect(openState(h, at('2026-11-26T03:00:00Z'))).toEqual({ kind: 'open', closesAt: '03:00' });
  });
  it('a place open around the clock says "Abierto las 24 horas"', () => {
    const always = hours({ week: everyDay([{ open: '00:00', close: '24:00' }]) });
    expect(openState(always, at('2026-11-25T09:00:00Z'))).toEqual({ kind: 'open' });
    expect(text(always, '2026-11-25T09:00:00Z')).toBe('Abierto las 24 horas');
  });
  it('business_status closures override the hours', () => {
    expect(openState(guarida, at('2026-11-25T18:00:00Z'), 'CLOSED_TEMPORARILY')).toEqual({ kind: 'closed_temporarily' });
    expect(text(guarida, '2026-11-25T18:00:00Z', 'CLOSED_TEMPORARILY')).toBe('Cerrado temporalmente');
    expect(text(guarida, '2026-11-25T18:00:00Z', 'CLOSED_PERMANENTLY')).toBe('Cerrado permanentemente');
    expect(text(null, '2026-11-25T18:00:00Z', 'CLOSED_PERMANENTLY')).toBe('Cerrado permanentemente');
    expect(isOpenAt(guarida, at('2026-11-25T18:00:00Z'), 'CLOSED_TEMPORARILY')).toBe(false);
    expect(isOpenAt(guarida, at('2026-11-25T18:00:00Z'), 'OPERATIONAL')).toBe(true);
  });
  it('no hours, empty hours or only unread text is "Horario no disponible", never open', () => {
    for (const h of [null, undefined, hours({ week: {} }), hours({ week: {}, unparsed: ['todos los días: cuando hay corriente'] })]) {
      expect(openState(h, at('2026-11-25T18:00:00Z'))).toEqual({ kind: 'unknown' });
      expect(isOpenAt(h, at('2026-11-25T18:00:00Z'))).toBe(false);
    }
    expect(text(null, '2026-11-25T18:00:00Z')).toBe('Horario no disponible');
  });
  it('a day whose line could not be read is unknown, not closed', () => {
    const partial = hours({ week: { mon: [{ open: '09:00', close: '17:00' }] }, unparsed: ['miércoles: según el día'] });
    expect(openState(partial, at('2026-11-25T18:00:00Z')).kind).toBe('unknown');
    expect(text(partial, '2026-11-23T15:00:00Z')).toBe('Abierto · cierra a las 17:00');
  });
  it("a closed exception for today's Havana date closes the place and carries its note", () => {
    const h = hours({ ...guarida, exceptions: [{ date: '2026-11-25', closed: true, note: 'sin corriente hoy' }] });
    expect(openState(h, at('2026-11-25T18:00:00Z'))).toEqual({ kind: 'closed', opensAt: { time: '12:00', day: 'tomorrow' }, note: 'sin corriente hoy' });
    expect(text(h, '2026-11-25T18:00:00Z')).toBe('Cerrado · abre mañana a las 12:00 · sin corriente hoy');
    // the day before, the exception is only a future closing
    expect(text(h, '2026-11-24T18:00:00Z')).toBe('Abierto · cierra a las 16:00');
    // 24/11 23:30: open until midnight; 25/11 00:30: closed all day, opens on the 26th
    expect(text(h, '2026-11-25T04:30:00Z')).toBe('Cierra pronto · 00:00');
    expect(text(h, '2026-11-25T05:30:00Z')).toBe('Cerrado · abre mañana a las 12:00 · sin corriente hoy');
  });
  it('with nothing else ahead, the note follows "Cerrado" ("Cerrado · sin corriente hoy")', () => {
    const h = hours({ week: {}, exceptions: [{ date: '2026-11-25', closed: true, note: 'sin corriente hoy' }] });
    expect(text(h, '2026-11-25T18:00:00Z')).toBe('Cerrado · sin corriente hoy');
  });
  it('special hours on a date replace that day’s ranges', () => {
    const h = hours({ ...guarida, exceptions: [{ date: '2026-12-31', closed: false, ranges: [{ open: '12:00', close: '02:00' }], note: 'Nochevieja' }] });
    // 31/12 17:00 Havana: normally between ranges, today open past midnight
    expect(text(h, '2026-12-31T22:00:00Z')).toBe('Abierto · cierra a las 02:00 · Nochevieja');
    // 01/01 01:00 Havana: still open from the 31st
    expect(openState(h, at('2027-01-01T06:00:00Z'))).toEqual({ kind: 'closing_soon', closesAt: '02:00' });
  });
  it("uses the Havana date for exceptions, not UTC's (23:00 on the 24th in Havana is the 25th in UTC)", () => {
    const h = hours({ week: everyDay([{ open: '00:00', close: '24:00' }]), exceptions: [{ date: '2026-11-25', closed: true }] });
    expect(text(h, '2026-11-25T04:00:00Z')).toBe('Cierra pronto · 00:00'); // 24/11 23:00 Havana
    expect(text(h, '2026-11-26T03:00:00Z')).toBe('Cerrado · abre mañana a las 00:00'); // 25/11 22:00 Havana, 26/11 in UTC
  });
});

describe('openState on the days Cuba changes its clock', () => {
  const night = hours({ week: { sat: [{ open: '20:00', close: '02:00' }], sun: [{ open: '12:00', close: '16:00' }] } });
  const earlySunday = hours({ week: { sun: [{ open: '00:00', close: '01:00' }] } });
  it('March (00:00 → 01:00): Saturday night still open at 01:30 Sunday; the skipped hour does not crash', () => {
    expect(openState(night, at('2026-03-08T05:30:00Z'))).toEqual({ kind: 'closing_soon', closesAt: '02:00' });
    expect(openState(night, at('2026-03-08T04:30:00Z'))).toEqual({ kind: 'open', closesAt: '02:00' }); // Saturday 23:30
    expect(text(night, '2026-03-08T07:00:00Z')).toBe('Cerrado · abre hoy a las 12:00'); // Sunday 03:00
    // 00:00–01:00 on the Sunday that skips it: closed from 01:00 on, no crash
    expect(openState(earlySunday, at('2026-03-08T05:00:00Z'))).toEqual({ kind: 'closed', opensAt: { time: '00:00', day: 'sun' } });
    expect(openState(earlySunday, at('2026-03-08T04:59:00Z')).kind).toBe('closed'); // Saturday 23:59
  });
  it('November (01:00 → 00:00): the repeated 00:30 gives the same answer both times', () => {
    const first = openState(night, at('2026-11-01T04:30:00Z'));
    const second = openState(night, at('2026-11-01T05:30:00Z'));
    expect(first).toEqual({ kind: 'open', closesAt: '02:00' });
    expect(second).toEqual(first);
  });
  it('every quarter hour around both changes answers without throwing', () => {
    for (const start of ['2026-03-07T12:00:00Z', '2026-10-31T12:00:00Z']) {
      for (let i = 0; i < 24 * 4; i += 1) {
        const now = new Date(Date.parse(start) + i * 15 * 60_000);
        const c = cubaClock(now);
        expect(c.minutes).toBeGreaterThanOrEqual(0);
        expect(c.minutes).toBeLessThan(1440);
        expect(() => openStateText(openState(night, now)) + openStateText(openState(earlySunday, now))).not.toThrow();
      }
    }
  });
});

describe('whatever the machine’s time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  const moments = ['2026-11-25T09:00:00Z', '2026-11-25T18:00:00Z', '2026-11-26T04:30:00Z', '2026-03-08T05:30:00Z', '2026-11-01T05:30:00Z', '2026-06-10T03:30:00Z'];
  const answers = () => moments.map((m) => [cubaClock(at(m)), openStateText(openState(guarida, at(m)))]);

  it('gives identical answers under UTC and Asia/Tokyo', () => {
    process.env.TZ = 'UTC';
    expect(new Date('2026-06-10T00:00:00Z').getTimezoneOffset()).toBe(0);
    const utc = answers();
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date('2026-06-10T00:00:00Z').getTimezoneOffset()).toBe(-540);
    const tokyo = answers();
    expect(tokyo).toEqual(utc);
    expect(utc[0]).toEqual([{ date: '2026-11-25', weekday: 'wed', minutes: 240 }, 'Cerrado · abre hoy a las 12:00']);
  });
});

describe('weekdayLines', () => {
  it('writes seven Spanish lines, Monday first, as the seed’s weekday_text', () => {
    const h = hours({ week: { ...everyDay([{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }]), tue: [], sun: [{ open: '00:00', close: '24:00' }] } });
    expect(weekdayLines(h)).toEqual([
      'Lunes: 12:00–16:00, 19:00–00:00',
      'Martes: Cerrado',
      'Miércoles: 12:00–16:00, 19:00–00:00',
      'Jueves: 12:00–16:00, 19:00–00:00',
      'Viernes: 12:00–16:00, 19:00–00:00',
      'Sábado: 12:00–16:00, 19:00–00:00',
      'Domingo: Abierto 24 horas',
    ]);
  });
  it('a missing day is closed; with unread lines it is "Horario no disponible" instead', () => {
    expect(weekdayLines(hours({ week: { mon: [{ open: '09:00', close: '17:00' }] } }))[2]).toBe('Miércoles: Cerrado');
    expect(weekdayLines(hours({ week: { mon: [{ open: '09:00', close: '17:00' }] }, unparsed: ['x'] }))[2]).toBe('Miércoles: Horario no disponible');
  });
});

describe('parseWeekdayText', () => {
  it("reads the seed's Spanish lines (lower or upper case, 0:00 midnight, past midnight, closed, 24 hours)", () => {
    const { hours: h, unparsed } = parseWeekdayText([
      'lunes: 12:00–16:00, 19:00–0:00',
      'Martes: Cerrado',
      'miércoles: Abierto 24 horas',
      'jueves: 22:00–1:00',
      'viernes: 8:00–18:00',
      'sábado: 12:00–6:00',
      'domingo: Cerrado',
    ]);
    expect(unparsed).toEqual([]);
    expect(h).toEqual({
      week: {
        mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }],
        tue: [],
        wed: [{ open: '00:00', close: '24:00' }],
        thu: [{ open: '22:00', close: '01:00' }],
        fri: [{ open: '08:00', close: '18:00' }],
        sat: [{ open: '12:00', close: '06:00' }],
        sun: [],
      },
      exceptions: [],
    });
    expect(weeklyHoursSchema.safeParse(h).success).toBe(true);
  });
  it("reads Google's English lines with AM/PM, narrow spaces and a shared meridiem", () => {
    const { hours: h, unparsed } = parseWeekdayText([
      'Monday: 9:00\u202fAM\u2009–\u20095:00\u202fPM',
      'Tuesday: 11:30 AM – 2:30 PM, 5:00 – 10:00 PM',
      'Wednesday: Closed',
      'Thursday: Open 24 hours',
      'Friday: 6:00 PM – 2:00 AM',
      'Saturday: 12:00 PM – 12:00 AM',
    ]);
    expect(unparsed).toEqual([]);
    expect(h.week).toEqual({
      mon: [{ open: '09:00', close: '17:00' }],
      tue: [{ open: '11:30', close: '14:30' }, { open: '17:00', close: '22:00' }],
      wed: [],
      thu: [{ open: '00:00', close: '24:00' }],
      fri: [{ open: '18:00', close: '02:00' }],
      sat: [{ open: '12:00', close: '00:00' }],
    });
  });
  it("reads Google's Spanish 12-hour lines and ranges joined by 'y'", () => {
    expect(parseWeekdayText(['lunes: 9:00\u00a0a.\u00a0m.–5:00\u00a0p.\u00a0m.', 'martes: 12:00–16:00 y 19:00–0:00', 'miércoles: Abierto las 24 horas']).hours.week).toEqual({
      mon: [{ open: '09:00', close: '17:00' }],
      tue: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }],
      wed: [{ open: '00:00', close: '24:00' }],
    });
  });
  it('reads day spans ("lunes a viernes")', () => {
    expect(parseWeekdayText(['lunes a viernes: 9:00 a 17:00']).hours.week).toEqual(
      Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ open: '09:00', close: '17:00' }]])),
    );
  });
  it('keeps every line it cannot read in unparsed (also in hours.unparsed), never drops it', () => {
    const lines = ['lunes: 10:00–14:00', 'martes: cuando hay corriente', 'sábado: 18:00–10:00', 'Horario de verano', 'jueves: 10:00–14:00, 13:00–15:00'];
    const { hours: h, unparsed } = parseWeekdayText(lines);
    expect(unparsed).toEqual(['martes: cuando hay corriente', 'sábado: 18:00–10:00', 'Horario de verano', 'jueves: 10:00–14:00, 13:00–15:00']);
    expect(h.unparsed).toEqual(unparsed);
    expect(h.week).toEqual({ mon: [{ open: '10:00', close: '14:00' }] });
    expect(weeklyHoursSchema.safeParse(h).success).toBe(true);
  });
  it('round-trips weekdayLines', () => {
    expect(parseWeekdayText(weekdayLines(guarida)).hours).toEqual({ ...guarida, week: everyDay([{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }]) });
  });
});

describe('openNowAt (the cheap check the API runs for every business of a list)', () => {
  it('agrees with isOpenAt every quarter hour of a week, overnight ranges, exceptions and closures included; undefined when unknown', () => {
    const h = hours({
      week: { ...everyDay([{ open: '12:00', close: '16:00' }, { open: '19:00', close: '02:00' }]), tue: [] },
      exceptions: [{ date: '2026-11-27', closed: true }, { date: '2026-11-28', closed: false, ranges: [{ open: '10:00', close: '11:00' }] }],
    });
    for (let i = 0; i < 7 * 24 * 4; i += 1) {
      const now = new Date(Date.parse('2026-11-23T05:00:00Z') + i * 15 * 60_000);
      const clock = cubaClock(now);
      for (const status of [undefined, 'OPERATIONAL', 'CLOSED_TEMPORARILY']) expect(openNowAt(h, clock, status)).toBe(isOpenAt(h, now, status));
    }
    expect(openNowAt(null, cubaClock(new Date()))).toBeUndefined();
    expect(openNowAt(null, cubaClock(new Date()), 'CLOSED_PERMANENTLY')).toBe(false);
  });
});

describe('hours in the business contracts', () => {
  it('open_now on nearby and search is exactly true or false (absent: no filter), anything else the Spanish message', () => {
    const base = { lat: '23.1', lon: '-82.3' };
    expect(nearbyQuerySchema.parse({ ...base, open_now: 'true' }).open_now).toBe(true);
    expect(nearbyQuerySchema.parse({ ...base, open_now: 'false' }).open_now).toBe(false);
    expect(nearbyQuerySchema.parse(base).open_now).toBeUndefined();
    expect(searchQuerySchema.parse({ q: 'pizza', open_now: 'true' }).open_now).toBe(true);
    for (const bad of ['yes', '1', 'TRUE', '', ['true', 'true'], 1]) {
      expect(firstMessage(nearbyQuerySchema, { ...base, open_now: bad })).toBe(BUSINESS_MESSAGES.openNowInvalid);
      expect(firstMessage(searchQuerySchema, { q: 'pizza', open_now: bad })).toBe(BUSINESS_MESSAGES.openNowInvalid);
    }
  });
  it('a business and a nearby business may carry structured hours; the form field is weeklyHoursSchema', () => {
    expect(businessSchema.shape.hours.safeParse(guarida).success).toBe(true);
    expect(nearbyBusinessSchema.shape.hours.safeParse(guarida).success).toBe(true);
    expect(firstMessage(businessJsonFields.hours, { week: { lunes: [] } })).toBe('Día de la semana desconocido: lunes');
  });
});
