import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { Category } from '@guia/contracts';
import './business.css';
import { PLACE_TEXT, usePlaceText } from './place-text';

type Known = readonly Pick<Category, 'name' | 'nombre'>[];

/**
 * A category label as shown, in the page's language: the name of a home type ('night_club') or,
 * in English, of any category (place-text.en.ts: 'art_gallery' → 'Art gallery', 'Museo' → 'Museum');
 * a Spanish name of one of the guide's categories (`known`) read through its identifier; otherwise
 * the label as stored, `translated` false.
 */
export function categoryName(label: string, nameOf: (id: string) => string | undefined = PLACE_TEXT.categoryName, known: Known = []) {
  const text = label.trim();
  const category = known.find((c) => c.nombre.trim().toLowerCase() === text.toLowerCase());
  const named = nameOf(text) ?? (category && nameOf(category.name));
  return { text: named ?? text, translated: !!named };
}

/**
 * The guide's categories this page already has (the map's list, home's grid: the ['categories']
 * key family of lib/api/categories.ts, not imported for the bytes): never fetched for the chips.
 */
function useKnownCategories(): Known {
  const client = useContext(QueryClientContext);
  return (client?.getQueriesData({ queryKey: ['categories'] }) ?? []).flatMap(([, data]) => (Array.isArray(data) ? (data as Category[]) : []));
}

/**
 * A business's categories as chips. `categories`: the labels as stored; `max`: show at most this
 * many (Tops shows 3, spec §9). Home types are shown by their Spanish name, every category by its
 * English on English pages; blanks and repeats (also 'night_club' next to 'Vida Nocturna') are
 * skipped. A label shown as stored (a business's own tag, 'Paladar') is marked Spanish: on an
 * English page it has no English.
 */
export function CategoryChips({ categories, max }: { categories?: string[] | null; max?: number }) {
  const text = usePlaceText();
  const known = useKnownCategories();
  const seen = new Set<string>();
  const labels = (categories ?? [])
    .map((c) => categoryName(c, text.categoryName, known))
    .filter((c) => {
      const k = c.text.toLowerCase();
      if (!c.text || seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, max ?? Infinity);
  if (labels.length === 0) return null;
  return (
    <ul className="category-chips" aria-label={text.categories}>
      {labels.map((label) => (
        <li key={label.text} className="category-chips__chip" lang={label.translated ? undefined : 'es'}>
          {label.text}
        </li>
      ))}
    </ul>
  );
}
