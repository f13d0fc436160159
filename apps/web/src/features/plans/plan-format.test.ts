import { describe, expect, it } from 'vitest';
import { planDateText, stopsText, walkText, walkingMetres } from './plan-format';
import { BODEGUITA, CATEDRAL, PLAZA_VIEJA } from './test-fixtures';

describe('plan texts', () => {
  it.each([
    ['2026-12-05', 'Sábado, 5 de diciembre de 2026'],
    ['2027-01-01', 'Viernes, 1 de enero de 2027'],
    [null, 'Sin fecha'],
  ])('the day %s reads %s (whatever the phone’s zone)', (date, text) => expect(planDateText(date)).toBe(text));

  it.each([
    [0, 'Sin paradas'],
    [1, '1 parada'],
    [3, '3 paradas'],
  ])('%i stops read %s', (n, text) => expect(stopsText(n)).toBe(text));

  it.each([
    [0, null],
    [90, '90 m a pie · 1 min'],
    [1200, '1,2 km a pie · unos 15 min'],
    [6000, '6 km a pie · 1 h 15 min'],
    [12_345, '12,3 km a pie · unos 2 h 34 min'],
  ])('%i m read %s at 4.8 km/h', (m, text) => expect(walkText(m)).toBe(text));

  it('walks the stops in order in a straight line, skipping those without a place', () => {
    const there = walkingMetres([CATEDRAL, null, BODEGUITA]);
    expect(there).toBeGreaterThan(50);
    expect(there).toBeLessThan(80);
    expect(walkingMetres([CATEDRAL, PLAZA_VIEJA])).toBeGreaterThan(600);
    expect(walkingMetres([CATEDRAL])).toBe(0);
  });
});
