import './business.css';
import { PLACE_TEXT, usePlaceText } from './place-text';

/** A category label as shown: the name of a home type ('night_club') in the page's language (Spanish by default: 'Vida Nocturna'), otherwise the label as stored. */
export function categoryLabel(label: string, nameOf: (id: string) => string | undefined = PLACE_TEXT.categoryName): string {
  const trimmed = label.trim();
  return nameOf(trimmed.toLowerCase()) ?? trimmed;
}

/**
 * A business's categories as chips. `categories`: the labels as stored; `max`: show at most this
 * many (Tops shows 3, spec §9). Home types are shown by their Spanish name; blanks and repeats
 * (also 'night_club' next to 'Vida Nocturna') are skipped.
 */
export function CategoryChips({ categories, max }: { categories?: string[] | null; max?: number }) {
  const text = usePlaceText();
  const seen = new Set<string>();
  const labels = (categories ?? [])
    .map((c) => categoryLabel(c, text.categoryName))
    .filter((c) => {
      const key = c.toLowerCase();
      if (!c || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max ?? Infinity);
  if (labels.length === 0) return null;
  return (
    <ul className="category-chips" aria-label={text.categories}>
      {labels.map((label) => (
        <li key={label} className="category-chips__chip">
          {label}
        </li>
      ))}
    </ul>
  );
}
