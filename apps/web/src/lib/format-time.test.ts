import { afterAll, describe, expect, it } from 'vitest';
import { cubaTimeDifference } from '../components/cuba-time-note';
import { formatDateTime, formatLongDate, fromCubaDateTimeLocal, havanaOffsetMinutes, toCubaDateTimeLocal } from './format';
import { eventReservationText } from './event-reservation';
import { SUITE_TIME_ZONE, inDeviceZone, setDeviceZone } from '../test/time-zone';

// Issue 16 §1: every time of a place or an event is Havana's, whatever the device's zone. Cuba
// keeps daylight saving time (UTC−4) from the second Sunday of March at 00:00 (clocks go to 01:00)
// to the first Sunday of November at 01:00 (clocks go back to 00:00): in 2026, 8 March and 1 November.

const SUITE_ZONE = SUITE_TIME_ZONE;
afterAll(() => setDeviceZone(SUITE_ZONE));

describe('the web suite runs far from Havana', () => {
  it("in Asia/Tokyo (UTC+9, vitest.config's test.env), so a device-zone slip shows", () => {
    expect(SUITE_ZONE).toBe('Asia/Tokyo');
    expect(new Date('2026-11-28T01:00:00Z').getTimezoneOffset()).toBe(-540);
    expect(new Date('2026-11-28T01:00:00Z').getHours()).toBe(10);
  });
});

describe.each(['UTC', 'Asia/Tokyo', 'Europe/Madrid'])("Cuba's time on a device in %s", (zone) => {
  const inZone = (run: () => void) => () => inDeviceZone(zone, run);

  it(
    'the device is really there (TZ switches the zone at run time)',
    inZone(() => {
      const expected = { UTC: 0, 'Asia/Tokyo': -540, 'Europe/Madrid': -60 }[zone];
      expect(new Date('2026-11-28T01:00:00Z').getTimezoneOffset()).toBe(expected);
    }),
  );

  it(
    "'Noche de salsa' at 01:00 UTC on 28/11 reads 27/11 20:00, as the server writes it",
    inZone(() => {
      expect(formatDateTime('2026-11-28T01:00:00.000Z')).toBe('27/11/2026, 20:00');
      expect(formatDateTime(new Date('2026-11-28T01:00:00.000Z'))).toBe('27/11/2026, 20:00');
      expect(formatDateTime(Date.parse('2026-11-28T01:00:00.000Z'))).toBe('27/11/2026, 20:00');
    }),
  );

  it(
    'the WhatsApp reservation names Havana’s time and says so',
    inZone(() => {
      expect(eventReservationText('Noche de salsa', '2026-11-28T01:00:00.000Z')).toBe(
        'Hola, quiero reservar para el evento "Noche de salsa" del 27/11/2026, 20:00 (hora de Cuba). ¿Tienen disponibilidad?',
      );
    }),
  );

  it(
    "a review's day is Havana's day",
    inZone(() => {
      expect(formatLongDate('2026-11-28T02:30:00Z')).toBe('27 de noviembre de 2026');
      expect(formatLongDate('no')).toBeNull();
    }),
  );

  it(
    'around the March change: 23:59 (UTC−5), then 01:00 (UTC−4)',
    inZone(() => {
      expect(havanaOffsetMinutes(new Date('2026-03-08T04:59:00Z'))).toBe(-300);
      expect(havanaOffsetMinutes(new Date('2026-03-08T05:00:00Z'))).toBe(-240);
      expect(formatDateTime('2026-03-08T04:59:00Z')).toBe('07/03/2026, 23:59');
      expect(formatDateTime('2026-03-08T05:00:00Z')).toBe('08/03/2026, 01:00');
      expect(formatDateTime('2026-03-09T00:00:00Z')).toBe('08/03/2026, 20:00');
    }),
  );

  it(
    'around the November change: 00:30 happens twice, an hour apart',
    inZone(() => {
      expect(havanaOffsetMinutes(new Date('2026-11-01T04:59:00Z'))).toBe(-240);
      expect(havanaOffsetMinutes(new Date('2026-11-01T05:00:00Z'))).toBe(-300);
      expect(formatDateTime('2026-11-01T04:30:00Z')).toBe('01/11/2026, 00:30');
      expect(formatDateTime('2026-11-01T05:30:00Z')).toBe('01/11/2026, 00:30');
      expect(formatDateTime('2026-11-01T00:00:00Z')).toBe('31/10/2026, 20:00');
      expect(formatDateTime('2026-11-02T00:00:00Z')).toBe('01/11/2026, 19:00');
    }),
  );

  it(
    "a datetime-local field shows and saves Havana's wall clock on each side of both changes",
    inZone(() => {
      const cases: [string, string][] = [
        ['2026-03-07T23:30', '2026-03-08T04:30:00.000Z'],
        ['2026-03-08T01:30', '2026-03-08T05:30:00.000Z'],
        ['2026-03-08T21:00', '2026-03-09T01:00:00.000Z'],
        ['2026-10-31T23:30', '2026-11-01T03:30:00.000Z'],
        ['2026-11-01T01:30', '2026-11-01T06:30:00.000Z'],
        ['2026-11-27T20:00', '2026-11-28T01:00:00.000Z'],
        ['2026-12-31T23:59', '2027-01-01T04:59:00.000Z'],
      ];
      for (const [wall, instant] of cases) {
        expect(fromCubaDateTimeLocal(wall)).toBe(instant);
        expect(toCubaDateTimeLocal(instant)).toBe(wall);
      }
    }),
  );

  it(
    'an hour that does not exist moves forward; one that happens twice is the first',
    inZone(() => {
      // 00:30 on 8 March 2026 never shows on a Havana clock: it is 01:30 (UTC−4)
      expect(fromCubaDateTimeLocal('2026-03-08T00:30')).toBe('2026-03-08T05:30:00.000Z');
      // 00:30 on 1 November 2026 shows twice: the first (still UTC−4)
      expect(fromCubaDateTimeLocal('2026-11-01T00:30')).toBe('2026-11-01T04:30:00.000Z');
      expect(fromCubaDateTimeLocal('')).toBeNull();
      expect(fromCubaDateTimeLocal('2026-02-30T10:00')).toBeNull();
      expect(toCubaDateTimeLocal('no')).toBe('');
      expect(toCubaDateTimeLocal(null)).toBe('');
    }),
  );
});

describe("the 'hora de Cuba' note compares offsets at the instant, not zone names", () => {
  const on = (zone: string, instants: string[]) => inDeviceZone(zone, () => cubaTimeDifference(instants));
  const winter = ['2026-11-28T01:00:00Z'];
  const summer = ['2026-07-10T01:00:00Z'];

  it('says how far Havana is from the device', () => {
    expect(on('UTC', winter)).toBe('Horas en hora de Cuba: 5 h menos que en este dispositivo');
    expect(on('UTC', summer)).toBe('Horas en hora de Cuba: 4 h menos que en este dispositivo');
    expect(on('Asia/Tokyo', winter)).toBe('Horas en hora de Cuba: 14 h menos que en este dispositivo');
    expect(on('America/Los_Angeles', winter)).toBe('Horas en hora de Cuba: 3 h más que en este dispositivo');
    expect(on('Asia/Kolkata', winter)).toBe('Horas en hora de Cuba: 10 h 30 min menos que en este dispositivo');
  });

  it('says nothing where the clocks agree: Havana, and New York in winter and in summer', () => {
    expect(on('America/Havana', winter)).toBeNull();
    expect(on('America/New_York', winter)).toBeNull();
    expect(on('America/New_York', summer)).toBeNull();
  });

  it('says only that times are Cuba’s when the difference changes between the times shown', () => {
    // Madrid: 6 h ahead in November, 6 h in July, but 5 h in the week both change at different dates
    expect(on('Europe/Madrid', ['2026-03-01T12:00:00Z', '2026-03-10T12:00:00Z'])).toBe('Horas en hora de Cuba');
  });
});
