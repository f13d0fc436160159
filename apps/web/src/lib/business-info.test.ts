import { describe, expect, it } from 'vitest';
import { MSG } from '@guia/contracts';
import { ratingText, statusText } from './business-info';
import { todayHours } from './opening-status';

const WEEK = ['lunes: 9:00–17:00', 'martes: 9:00–18:00', 'miércoles: 9:00–19:00', 'jueves: 9:00–20:00', 'viernes: 9:00–21:00', 'sábado: 10:00–22:00', 'domingo: Cerrado'];

describe('todayHours (spec §9)', () => {
  // 2026-11-16 is a Monday; the seven days that follow cover the week (noon in Havana, UTC−5).
  const havanaNoon = (day: number) => new Date(`2026-11-${day}T12:00:00-05:00`);
  it.each(WEEK.map((line, i) => [havanaNoon(16 + i), line] as const))('on %s shows that day\'s line', (date, line) => {
    expect(todayHours({ weekday_text: WEEK }, date)).toBe(line);
  });

  it("is Havana's day whatever the device's zone: late Sunday evening in Havana is Monday in Tokyo and in UTC", () => {
    const sundayNight = new Date('2026-11-22T21:00:00-05:00');
    expect(todayHours({ weekday_text: WEEK }, sundayNight)).toBe('domingo: Cerrado');
  });

  it('falls back to open_now, then to "Horario no disponible"', () => {
    const sunday = havanaNoon(22);
    expect(todayHours({ open_now: true }, sunday)).toBe(MSG.openNow);
    expect(todayHours({ open_now: false, weekday_text: [] }, sunday)).toBe(MSG.closedNow);
    expect(todayHours(undefined, sunday)).toBe(MSG.hoursUnavailable);
    expect(todayHours({ weekday_text: WEEK.slice(0, 3) }, sunday)).toBe(MSG.hoursUnavailable);
  });
});

describe('statusText and ratingText', () => {
  it('maps the statuses of §4', () => {
    expect(statusText('OPERATIONAL')).toBe('Abierto');
    expect(statusText('CLOSED_TEMPORARILY')).toBe('Cerrado temporalmente');
    expect(statusText('CLOSED_PERMANENTLY')).toBe('Cerrado permanentemente');
    expect(statusText(undefined)).toBe('Desconocido');
  });

  it('shows "Sin calificaciones" for 0 and one decimal otherwise', () => {
    expect(ratingText(0)).toBe('Sin calificaciones');
    expect(ratingText(4.62)).toBe('4,6');
  });
});
