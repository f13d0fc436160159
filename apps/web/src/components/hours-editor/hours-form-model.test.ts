import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES } from '@guia/contracts';
import { closesNextDay, emptyHoursInput, hoursInputOf, hoursProblems, weeklyHoursOf } from './hours-form-model';

describe('the hours editor model', () => {
  it('starts a business with structured hours from them: closed days ticked, midnight shown as 00:00, exceptions and unread lines kept', () => {
    const input = hoursInputOf({
      week: { mon: [{ open: '12:00', close: '24:00' }], sun: [] },
      exceptions: [{ date: '2026-12-31', closed: true, note: 'Fin de año' }],
      unparsed: ['Lun a Vie: mañanas'],
    });
    expect(input.days[0]).toEqual({ closed: false, ranges: [{ open: '12:00', close: '00:00' }] });
    expect(input.days[1]).toEqual({ closed: false, ranges: [{ open: '', close: '' }] });
    expect(input.days[6]!.closed).toBe(true);
    expect(input.exceptions).toEqual([{ date: '2026-12-31', closed: true, ranges: [{ open: '', close: '' }], note: 'Fin de año' }]);
    expect(input.unparsed).toEqual(['Lun a Vie: mañanas']);
  });

  it('reads an old record with only free text as the migration would, keeping what it cannot read', () => {
    const input = hoursInputOf(undefined, ['lunes: 12:00–16:00, 19:00–0:00', 'martes: Cerrado', 'miércoles: cuando hay luz']);
    expect(input.days[0]!.ranges).toEqual([
      { open: '12:00', close: '16:00' },
      { open: '19:00', close: '00:00' },
    ]);
    expect(input.days[1]!.closed).toBe(true);
    expect(input.unparsed).toEqual(['miércoles: cuando hay luz']);
  });

  it('sends closed days as [], leaves out days with nothing filled, drops blank rows', () => {
    const input = emptyHoursInput();
    input.days[2] = { closed: false, ranges: [{ open: '', close: '' }, { open: '09:00', close: '17:00' }] };
    input.days[6] = { closed: true, ranges: [{ open: '10:00', close: '12:00' }] };
    input.exceptions = [{ date: '2026-11-25', closed: true, ranges: [{ open: '', close: '' }], note: ' sin corriente hoy ' }];
    expect(weeklyHoursOf(input)).toEqual({
      week: { wed: [{ open: '09:00', close: '17:00' }], sun: [] },
      exceptions: [{ date: '2026-11-25', closed: true, note: 'sin corriente hoy' }],
    });
  });

  it('puts each problem next to its field, by the API rules: a range ending before it starts, an overlap, a missing date', () => {
    const input = emptyHoursInput();
    input.days[0] = { closed: false, ranges: [{ open: '', close: '' }, { open: '18:00', close: '10:00' }] };
    input.days[1] = { closed: false, ranges: [{ open: '09:00', close: '14:00' }, { open: '13:00', close: '18:00' }] };
    input.days[2] = { closed: false, ranges: [{ open: '19:00', close: '02:00' }] };
    input.exceptions = [{ date: '', closed: true, ranges: [], note: '' }];
    const problems = hoursProblems(input);
    expect(problems.get('day-0-range-1-close')).toBe(HOURS_MESSAGES.endsBeforeStart('18:00', '10:00'));
    expect(problems.get('day-1')).toBe(HOURS_MESSAGES.overlap('tue'));
    expect(problems.get('exception-0-date')).toBe(HOURS_MESSAGES.invalidDate);
    expect([...problems.keys()].some((k) => k.startsWith('day-2'))).toBe(false);
  });

  it('a half-filled range asks for the time', () => {
    const input = emptyHoursInput();
    input.days[4] = { closed: false, ranges: [{ open: '09:00', close: '' }] };
    expect(hoursProblems(input).get('day-4-range-0-close')).toBe(HOURS_MESSAGES.invalidTime);
  });

  it("says '(día siguiente)' for a close at or before the open time", () => {
    expect(closesNextDay({ open: '19:00', close: '02:00' })).toBe(true);
    expect(closesNextDay({ open: '19:00', close: '00:00' })).toBe(true);
    expect(closesNextDay({ open: '09:00', close: '17:00' })).toBe(false);
    // not past midnight: an error, not the next day
    expect(closesNextDay({ open: '18:00', close: '10:00' })).toBe(false);
    expect(closesNextDay({ open: '09:00', close: '' })).toBe(false);
  });
});
