import { describe, expect, it } from 'vitest';
import { formatDateTime, includesText, truncate } from './format';

describe('formatting', () => {
  it("truncate cuts after the limit and adds '...'; shorter text is left alone", () => {
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`);
    expect(truncate('corto', 100)).toBe('corto');
  });

  it("formatDateTime shows es-ES day/month/year hour:minute in Cuba's time, or null for a non-date", () => {
    expect(formatDateTime('2025-08-16T01:05:00Z')).toBe('15/08/2025, 21:05'); // UTC−4 in August
    expect(formatDateTime('no es una fecha')).toBeNull();
  });

  it('includesText ignores case and accents', () => {
    expect(includesText('Café en La Habana', 'CAFE')).toBe(true);
    expect(includesText('Café en La Habana', 'vedado')).toBe(false);
  });
});
