import { placeTypeName, type Category } from '@guia/contracts';

/**
 * A stored category label as the admin reads it (issue 20, Spanish text): the guide's own category
 * by its identifier ('lodging' → 'Alojamiento'), else the one table of place types
 * ('night_club' → 'Vida Nocturna', 'store' → 'Compras'), else as stored.
 */
export function categoryLabelOf(label: string, known: readonly Category[] = []): string {
  const key = label.trim().toLowerCase();
  const own = known.find((c) => c.name.trim().toLowerCase() === key);
  return own ? own.nombre : placeTypeName(label);
}

/** The labels as read, blanks and repeats out ('Comer y beber' next to 'restaurant' shows once). */
export function categoryLabelsOf(labels: readonly string[], known: readonly Category[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of labels) {
    const shown = categoryLabelOf(raw, known);
    const key = shown.toLowerCase();
    if (!shown || seen.has(key)) continue;
    seen.add(key);
    out.push(shown);
  }
  return out;
}

/** Two labels are the same one whatever their case and surrounding spaces. */
export const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A business's label names this category by its name or by its identifier (the seed stores both: 'Comer y beber', 'restaurant'). */
export const labelsCategory = (category: Pick<Category, 'nombre' | 'name'>, label: string) =>
  sameLabel(category.nombre, label) || sameLabel(category.name, label);
