import { describe, expect, it } from 'vitest';
import { aBusiness } from './test-fixtures';
import { buildBusinessFormData, emptyFormValues, hoursFromWeekdayText, lenientNumber, uniqueLabels, weekdayTextFromHours } from './business-form-model';

describe('the business form model', () => {
  it('reads weekday_text lines by their own day name, Spanish or English, else by position', () => {
    expect(hoursFromWeekdayText(['Monday: 9:00 – 17:00', 'sábado: 10:00–14:00', 'Domingo: Cerrado'])).toEqual([
      '9:00 – 17:00',
      '',
      '',
      '',
      '',
      '10:00–14:00',
      'Cerrado',
    ]);
    expect(hoursFromWeekdayText(['Abierto 24 horas'])).toEqual(['Abierto 24 horas', '', '', '', '', '', '']);
    expect(hoursFromWeekdayText(undefined)).toEqual(['', '', '', '', '', '', '']);
  });

  it('writes seven Monday-first lines, a blank day as Cerrado, and none when every day is blank', () => {
    expect(weekdayTextFromHours(['', '', '', '', '', '', ''])).toEqual([]);
    expect(weekdayTextFromHours([' 9:00–18:00 ', '', '', '', '', '', ''])).toEqual([
      'lunes: 9:00–18:00',
      'martes: Cerrado',
      'miércoles: Cerrado',
      'jueves: Cerrado',
      'viernes: Cerrado',
      'sábado: Cerrado',
      'domingo: Cerrado',
    ]);
  });

  it('latitude and longitude: blank is not sent, a comma decimal is read, anything unparsable is 0 (spec §5)', () => {
    expect(lenientNumber('  ')).toBeUndefined();
    expect(lenientNumber('23,5')).toBe(23.5);
    expect(lenientNumber('abc')).toBe(0);
    const blank = buildBusinessFormData({ ...emptyFormValues(), name: 'A', address: 'B' }, { photos: [], icon: null });
    expect(blank.has('geometry')).toBe(false);
    const one = buildBusinessFormData({ ...emptyFormValues(), latitude: '23.1' }, { photos: [], icon: null });
    expect(JSON.parse(one.get('geometry') as string)).toEqual({ location: { lat: 23.1, lng: 0 } });
  });

  it('labels are trimmed, non-empty and unique regardless of case, first spelling kept', () => {
    expect(uniqueLabels([' Bar ', '', 'bar', 'Terraza', '  '])).toEqual(['Bar', 'Terraza']);
  });

  it('an edit sends back the version the form loaded, so a concurrent change answers 409 instead of being overwritten', () => {
    const form = buildBusinessFormData({ ...emptyFormValues(), name: 'A' }, { photos: [], icon: null, version: 3 });
    expect(form.get('version')).toBe('3');
    expect(buildBusinessFormData({ ...emptyFormValues(), name: 'A' }, { photos: [], icon: null }).has('version')).toBe(false);
  });

  it('an edit of a business without an icon never sends an icon field', () => {
    const form = buildBusinessFormData({ ...emptyFormValues(), name: aBusiness().name }, { photos: [], icon: null });
    expect(form.has('icon')).toBe(false);
  });
});
