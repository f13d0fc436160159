import { describe, expect, it } from 'vitest';
import { categoryLabelOf, labelsCategory, sameLabel } from './category-labels';
import { CATEGORIES } from './test-fixtures';

describe('category labels', () => {
  it('two labels are the same whatever their case and surrounding spaces', () => {
    expect(sameLabel(' Comer y beber ', 'comer Y BEBER')).toBe(true);
    expect(sameLabel('Bar', 'Bares')).toBe(false);
  });

  it('a label names a category by its Spanish name or by its identifier, nothing else', () => {
    const food = { nombre: 'Comer y beber', name: 'restaurant' };
    expect(labelsCategory(food, 'comer y beber')).toBe(true);
    expect(labelsCategory(food, ' Restaurant')).toBe(true);
    expect(labelsCategory(food, 'cafe')).toBe(false);
  });

  it("a stored label reads as the guide's category, else as the place type's Spanish name", () => {
    const own = CATEGORIES[0]!;
    expect(categoryLabelOf(own.name, CATEGORIES)).toBe(own.nombre);
    expect(categoryLabelOf('night_club')).toBe('Vida Nocturna');
  });
});
