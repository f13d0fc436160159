import { describe, expect, it } from 'vitest';
import { inWindow, windowRange } from './event-windows';

// instants written with Havana's offset: -05:00 in winter, -04:00 from the second Sunday of March
const iso = (s: string) => new Date(s).toISOString();
const range = (kind: 'tonight' | 'weekend', now: string) => {
  const r = windowRange(kind, new Date(now))!;
  return [new Date(r.from).toISOString(), new Date(r.to).toISOString()];
};

describe("'Esta noche' and 'Este fin de semana' in Cuba's time (issue 22 §4), whatever the phone's zone", () => {
  it('tonight is 18:00 to 06:00; after midnight it is the night under way', () => {
    expect(range('tonight', '2026-11-25T15:00:00-05:00')).toEqual([iso('2026-11-25T18:00:00-05:00'), iso('2026-11-26T06:00:00-05:00')]);
    expect(range('tonight', '2026-11-26T02:00:00-05:00')).toEqual([iso('2026-11-25T18:00:00-05:00'), iso('2026-11-26T06:00:00-05:00')]);
  });

  it('the weekend is Friday 18:00 to Monday 06:00: the next one on a Wednesday, this one on a Saturday or early Monday', () => {
    // Wednesday 25 November 2026
    expect(range('weekend', '2026-11-25T12:00:00-05:00')).toEqual([iso('2026-11-27T18:00:00-05:00'), iso('2026-11-30T06:00:00-05:00')]);
    expect(range('weekend', '2026-11-28T12:00:00-05:00')).toEqual([iso('2026-11-27T18:00:00-05:00'), iso('2026-11-30T06:00:00-05:00')]);
    expect(range('weekend', '2026-11-30T03:00:00-05:00')).toEqual([iso('2026-11-27T18:00:00-05:00'), iso('2026-11-30T06:00:00-05:00')]);
    expect(range('weekend', '2026-11-30T09:00:00-05:00')).toEqual([iso('2026-12-04T18:00:00-05:00'), iso('2026-12-07T06:00:00-05:00')]);
  });

  it('across the March change the weekend keeps Havana’s wall-clock hours', () => {
    // Friday 6 March 2026 (UTC−5) to Monday 9 March (UTC−4, summer time from Sunday 8)
    expect(range('weekend', '2026-03-04T12:00:00-05:00')).toEqual([iso('2026-03-06T18:00:00-05:00'), iso('2026-03-09T06:00:00-04:00')]);
  });

  it('keeps the events still on that overlap the window', () => {
    const now = new Date('2026-11-25T15:00:00-05:00');
    const events = [
      { title: 'Esta noche', start_date: iso('2026-11-25T21:00:00-05:00'), end_date: iso('2026-11-25T23:00:00-05:00') },
      { title: 'Mañana por la tarde', start_date: iso('2026-11-26T16:00:00-05:00'), end_date: iso('2026-11-26T18:00:00-05:00') },
      { title: 'Ya terminó', start_date: iso('2026-11-25T10:00:00-05:00'), end_date: iso('2026-11-25T12:00:00-05:00') },
      { title: 'Sábado', start_date: iso('2026-11-28T20:00:00-05:00'), end_date: iso('2026-11-28T23:00:00-05:00') },
      { title: 'Toda la semana', start_date: iso('2026-11-23T10:00:00-05:00'), end_date: iso('2026-11-29T20:00:00-05:00') },
    ];
    const times = (e: (typeof events)[number]) => ({ start: e.start_date, end: e.end_date });
    expect(inWindow(events, 'tonight', now, times).map((e) => e.title)).toEqual(['Esta noche', 'Toda la semana']);
    expect(inWindow(events, 'weekend', now, times).map((e) => e.title)).toEqual(['Sábado', 'Toda la semana']);
    expect(inWindow(events, 'all', now, times)).toHaveLength(5);
  });
});
