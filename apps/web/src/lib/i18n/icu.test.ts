import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fmt, icu, plural } from './icu';

describe('ICU messages (Lingui)', () => {
  it('writes what Lingui compiles the same ICU source to', () => {
    expect(plural('count', { one: '# opinión', other: '# opiniones' })).toEqual(compileMessage('{count, plural, one {# opinión} other {# opiniones}}'));
    expect(icu('Reservas con {name}')).toEqual(compileMessage('Reservas con {name}'));
    expect(plural('n', { '=0': 'ninguna', one: 'una', other: '# más' }, 'Hay ', '.')).toEqual(compileMessage('Hay {n, plural, =0 {ninguna} one {una} other {# más}}.'));
  });

  it('chooses the plural form by Intl.PluralRules and writes the number in the language', () => {
    const es = plural('count', { one: '# opinión', other: '# opiniones' });
    const en = plural('count', { one: '# review', other: '# reviews' });
    expect(fmt('es', es, { count: 1 })).toBe('1 opinión');
    expect(fmt('es', es, { count: 0 })).toBe('0 opiniones');
    expect(fmt('es', es, { count: 12345 })).toBe('12.345 opiniones');
    expect(fmt('en', en, { count: 1 })).toBe('1 review');
    expect(fmt('en', en, { count: 12345 })).toBe('12,345 reviews');
  });

  it('puts values in their places', () => {
    expect(fmt('en', icu('Bookings with {name}'), { name: 'La Guarida' })).toBe('Bookings with La Guarida');
  });
});
