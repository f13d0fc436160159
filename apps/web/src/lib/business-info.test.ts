import { describe, expect, it } from 'vitest';
import { MSG } from '@guia/contracts';
import { ratingText, statusText, todayHours } from './business-info';

const WEEK = ['lunes: 9:00–17:00', 'martes: 9:00–18:00', 'miércoles: 9:00–19:00', 'jueves: 9:00–20:00', 'viernes: 9:00–21:00', 'sábado: 10:00–22:00', 'domingo: Cerrado'];

describe('todayHours (spec §9)', () => {
  // 2026-11-16 is a Monday; the seven days that follow cover the week.
  it.each(WEEK.map((line, i) => [new Date(2026, 10, 16 + i, 12), line] as const))('on %s shows that day\'s line', (date, line) => {
    expect(todayHours({ weekday_text: WEEK }, date)).toBe(line);
  });

  it('falls back to open_now, then to "Horario no disponible"', () => {
    const sunday = new Date(2026, 10, 22, 12);
    expect(todayHours({ open_now: true }, sunday)).toBe(MSG.openNow);
    expect(todayHours({ open_now: false, weekday_text: [] }, sunday)).toBe(MSG.closedNow);
    expect(todayHours(undefined, sunday)).toBe(MSG.hoursUnavailable);
    expect(todayHours({ weekday_text: WEEK.slice(0, 3) }, sunday)).toBe(MSG.hoursUnavailable);
  });
});

describe('statusText and ratingText', () => {
  it('maps the statuses of §4', () => {
    expect(statusText('OPERATIONAL')).toBe('Abierto');
    expect(statusText('CLOSED_TEMPORARILY')).toBe('Cerrado Temp.');
    expect(statusText('CLOSED_PERMANENTLY')).toBe('Cerrado Perm.');
    expect(statusText(undefined)).toBe('Desconocido');
  });

  it('shows "Sin calificaciones" for 0 and one decimal otherwise', () => {
    expect(ratingText(0)).toBe('Sin calificaciones');
    expect(ratingText(4.62)).toBe('4,6');
  });
});
