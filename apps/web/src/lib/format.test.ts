import { describe, expect, it } from 'vitest';
import { formatDateTime, includesText, truncate } from './format';

describe('formatting', () => {
  it("truncate cuts after the limit and adds '...'; shorter text is left alone", () => {
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`);
    expect(truncate('corto', 100)).toBe('corto');
  });

  it('formatDateTime shows es-ES day/month/year hour:minute, or null for a non-date', () => {
    expect(formatDateTime(new Date(2025, 7, 15, 21, 5))).toBe('15/08/2025, 21:05');
    expect(formatDateTime('no es una fecha')).toBeNull();
  });

  it('includesText ignores case and accents', () => {
    expect(includesText('Café en La Habana', 'CAFE')).toBe(true);
    expect(includesText('Café en La Habana', 'vedado')).toBe(false);
  });
});
