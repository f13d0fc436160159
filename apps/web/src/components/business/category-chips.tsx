import { HOME_CATEGORIES } from '@guia/contracts';
import './business.css';
import { PLACE_TEXT } from './place-text';

/** English home-category types ('night_club') → the Spanish name visitors read ('Vida Nocturna'). */
const SPANISH: Record<string, string> = Object.fromEntries(HOME_CATEGORIES.map((c) => [c.name, c.nombre]));

/** A category label as shown: the Spanish name of a home type, otherwise the label as stored. */
export function categoryLabel(label: string): string {
  const trimmed = label.trim();
  return SPANISH[trimmed.toLowerCase()] ?? trimmed;
}

/**
 * A business's categories as chips. `categories`: the labels as stored; `max`: show at most this
 * many (Tops shows 3, spec §9). Home types are shown by their Spanish name; blanks and repeats
 * (also 'night_club' next to 'Vida Nocturna') are skipped.
 */
export function CategoryChips({ categories, max }: { categories?: string[] | null; max?: number }) {
  const seen = new Set<string>();
  const labels = (categories ?? [])
    .map(categoryLabel)
    .filter((c) => {
      const key = c.toLowerCase();
      if (!c || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max ?? Infinity);
  if (labels.length === 0) return null;
  return (
    <ul className="category-chips" aria-label={PLACE_TEXT.categories}>
      {labels.map((label) => (
        <li key={label} className="category-chips__chip">
          {label}
        </li>
      ))}
    </ul>
  );
}
