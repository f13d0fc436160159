import { describe, expect, it } from 'vitest';
import { aBusiness } from './test-fixtures';
import { buildBusinessFormData, emptyFormValues, lenientNumber, pointOf, uniqueLabels } from './business-form-model';

describe('the business form model', () => {
  it("the map picker's point: both coordinates read (a comma as decimal point too), none while either is blank or out of range", () => {
    expect(pointOf('23,1', ' -82.4 ')).toEqual({ lat: 23.1, lng: -82.4 });
    expect(pointOf('', '-82.4')).toBeNull();
    expect(pointOf('91', '0')).toBeNull();
    expect(pointOf('0', '-181')).toBeNull();
  });

  it("sends the hours editor's values as the `hours` JSON field (no free-text opening_hours)", () => {
    const values = emptyFormValues();
    values.hours.days[0] = { closed: false, ranges: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }] };
    values.hours.days[6] = { closed: true, ranges: [{ open: '', close: '' }] };
    const form = buildBusinessFormData({ ...values, name: 'A' }, { photos: [], icon: null });
    expect(form.has('opening_hours')).toBe(false);
    expect(JSON.parse(form.get('hours') as string)).toEqual({
      week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }], sun: [] },
      exceptions: [],
    });
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
