import { describe, expect, it } from 'vitest';
import { cubaClock, openNowWithStatus, updatedAgoText, type WeeklyHours } from '../index';

/** Issue 21 §4: today's status overrides the hours for Havana's day it was set on, and only that day. */

// Wednesday 25 November 2026; Havana is UTC−5
const at = (hhmm: string, day = '25') => cubaClock(new Date(`2026-11-${day}T${hhmm}:00-05:00`));
const HOURS: WeeklyHours = { week: { wed: [{ open: '12:00', close: '22:00' }], thu: [{ open: '12:00', close: '22:00' }] }, exceptions: [] };
const today = (kind: 'open' | 'closed' | 'generator' | 'no_power' | 'takeaway', date = '2026-11-25') => ({ kind, date });

describe('openNowWithStatus', () => {
  it('without a status for today, the hours decide (an older status means nothing)', () => {
    expect(openNowWithStatus(HOURS, at('13:00'), undefined, null)).toBe(true);
    expect(openNowWithStatus(HOURS, at('13:00'), undefined, today('no_power', '2026-11-24'))).toBe(true);
    expect(openNowWithStatus(null, at('13:00'), undefined, undefined)).toBeUndefined();
  });

  it("'Cerrado hoy' and 'Sin corriente — cerrado' close the place all day, whatever the hours", () => {
    expect(openNowWithStatus(HOURS, at('13:00'), undefined, today('closed'))).toBe(false);
    expect(openNowWithStatus(HOURS, at('13:00'), undefined, today('no_power'))).toBe(false);
    expect(openNowWithStatus(null, at('13:00'), undefined, today('no_power'))).toBe(false);
  });

  it('the open statuses keep the hours of a day that has them, and open a day that has none', () => {
    for (const kind of ['open', 'generator', 'takeaway'] as const) {
      expect(openNowWithStatus(HOURS, at('13:00'), undefined, today(kind))).toBe(true);
      expect(openNowWithStatus(HOURS, at('08:00'), undefined, today(kind))).toBe(false);
      // no hours at all, or a day the hours close (Friday 27th): open all that day
      expect(openNowWithStatus(null, at('08:00'), undefined, today(kind))).toBe(true);
      expect(openNowWithStatus(HOURS, at('09:00', '27'), undefined, today(kind, '2026-11-27'))).toBe(true);
    }
  });

  it('a status ends at midnight in Havana, whatever the clock of the machine', () => {
    // 00:30 on Thursday in Havana is 05:30 UTC: Wednesday's status no longer counts
    expect(openNowWithStatus(HOURS, cubaClock(new Date('2026-11-26T05:30:00Z')), undefined, today('open'))).toBe(false);
  });

  it("an admin's closure of the business wins over any status", () => {
    expect(openNowWithStatus(HOURS, at('13:00'), 'CLOSED_TEMPORARILY', today('open'))).toBe(false);
  });
});

describe('updatedAgoText', () => {
  const now = new Date('2026-11-25T18:00:00Z');
  it("says 'actualizado hace 2 h', '… 25 min', '… un momento'", () => {
    expect(updatedAgoText('2026-11-25T16:00:00Z', now)).toBe('actualizado hace 2 h');
    expect(updatedAgoText('2026-11-25T17:35:00Z', now)).toBe('actualizado hace 25 min');
    expect(updatedAgoText('2026-11-25T17:59:40Z', now)).toBe('actualizado hace un momento');
  });
});
