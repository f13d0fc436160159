import type { OsmCategory } from '@guia/contracts';

/**
 * THE mapping from OpenStreetMap tags to the guide (issue 24 §1): one table, read top to bottom.
 * Every rule that matches adds its category (and the raw `key=value` to `types`); an element no
 * rule matches is not a place for the guide. `values: '*'` matches any value except `except`.
 * Lifecycle prefixes (`disused:shop=*`, `was:amenity=*`) never match: they are other keys.
 */
export interface TagRule {
  key: string;
  values: readonly string[] | '*';
  except?: readonly string[];
  category: OsmCategory;
}

export const OSM_TAG_RULES: readonly TagRule[] = [
  // Comer y beber
  { key: 'amenity', values: ['restaurant', 'fast_food', 'food_court', 'ice_cream'], category: 'restaurant' },
  // Café y Té
  { key: 'amenity', values: ['cafe'], category: 'cafe' },
  { key: 'shop', values: ['coffee', 'tea'], category: 'cafe' },
  // Vida nocturna
  { key: 'amenity', values: ['bar', 'pub', 'nightclub', 'biergarten', 'casino'], category: 'night_club' },
  // Salud y bienestar
  { key: 'amenity', values: ['pharmacy', 'hospital', 'clinic', 'doctors', 'dentist'], category: 'health' },
  { key: 'healthcare', values: '*', except: ['no'], category: 'health' },
  { key: 'leisure', values: ['fitness_centre', 'sports_centre', 'spa', 'sauna'], category: 'health' },
  // Alojamiento (casas particulares: tourism=guest_house, see isCasaParticular)
  { key: 'tourism', values: ['hotel', 'guest_house', 'hostel', 'motel', 'apartment', 'chalet', 'camp_site'], category: 'lodging' },
  // Qué hacer
  { key: 'tourism', values: ['museum', 'attraction', 'viewpoint', 'gallery', 'zoo', 'aquarium', 'theme_park', 'artwork'], category: 'point_of_interest' },
  { key: 'amenity', values: ['theatre', 'cinema', 'arts_centre', 'community_centre'], category: 'point_of_interest' },
  { key: 'historic', values: '*', except: ['no', 'boundary_stone', 'milestone', 'district'], category: 'point_of_interest' },
  {
    key: 'leisure',
    values: '*',
    except: ['no', 'pitch', 'track', 'playground', 'picnic_table', 'slipway', 'swimming_pool', 'garden', 'common', 'outdoor_seating', 'firepit', 'bleachers', 'fitness_station', 'dog_park', 'fishing', 'fitness_centre', 'sports_centre', 'spa', 'sauna'],
    category: 'point_of_interest',
  },
  { key: 'natural', values: ['beach'], category: 'point_of_interest' },
  // Compras (after the cafés: shop=coffee is both)
  { key: 'shop', values: '*', except: ['no', 'vacant', 'yes'], category: 'store' },
];

/** The order categories are listed in (the first is the place's main one). */
const CATEGORY_ORDER: readonly OsmCategory[] = ['restaurant', 'cafe', 'night_club', 'lodging', 'store', 'health', 'point_of_interest'];

/** tourism=guest_house with guest_house=casa_particular, or a name saying 'casa particular'. */
export function isCasaParticular(tags: Record<string, string>): boolean {
  if (tags.tourism !== 'guest_house' && tags.tourism !== 'apartment') return false;
  if (tags.guest_house === 'casa_particular') return true;
  const names = [tags.name, tags['name:es'], tags['name:en']].filter(Boolean).join(' ');
  return /casa\s+particular/i.test(names.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}

/** The guide's categories and the raw kinds of an element's tags; null when no rule matches. */
export function categorize(tags: Record<string, string>): { categories: OsmCategory[]; types: string[] } | null {
  const categories = new Set<OsmCategory>();
  const types: string[] = [];
  for (const rule of OSM_TAG_RULES) {
    const value = tags[rule.key];
    if (value === undefined || value === '') continue;
    const ok = rule.values === '*' ? !(rule.except ?? []).includes(value) : rule.values.includes(value);
    if (!ok) continue;
    categories.add(rule.category);
    const kind = `${rule.key}=${value}`;
    if (!types.includes(kind)) types.push(kind);
  }
  if (categories.size === 0) return null;
  if (isCasaParticular(tags)) types.push('guest_house=casa_particular');
  return { categories: CATEGORY_ORDER.filter((c) => categories.has(c)), types };
}

const clean = (v: string | undefined) => {
  const t = v?.replace(/\s+/g, ' ').trim();
  return t ? t : undefined;
};
/** The first value of a `;`-list ('+53 7 1234567;+53 5 …' → the first). */
const first = (v: string | undefined) => clean(v?.split(';')[0]);
const list = (v: string | undefined) =>
  v
    ?.split(';')
    .map((x) => x.trim().replace(/_/g, ' '))
    .filter(Boolean);

/** 'Calle 23 No. 456, Vedado, La Habana' from addr:*; addr:full wins when given. */
export function addressOf(tags: Record<string, string>): string | undefined {
  const full = clean(tags['addr:full']);
  if (full) return full;
  const street = [clean(tags['addr:street']), clean(tags['addr:housenumber'])].filter(Boolean).join(' ');
  const place = clean(tags['addr:place']);
  const area = clean(tags['addr:suburb']) ?? clean(tags['addr:district']) ?? clean(tags['addr:neighbourhood']);
  const city = clean(tags['addr:city']);
  const parts = [street || place, area, city].filter((p): p is string => !!p);
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length ? unique.join(', ') : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The descriptive fields of a place from its tags (hours are read separately: osm.hours.ts). */
export function fieldsOf(tags: Record<string, string>) {
  const payment = Object.entries(tags)
    .filter(([k, v]) => k.startsWith('payment:') && v === 'yes')
    .map(([k]) => k.slice('payment:'.length))
    .sort();
  const wheelchair = tags.wheelchair;
  const checkDate = clean(tags.check_date) ?? clean(tags['check_date:opening_hours']) ?? clean(tags.survey_date) ?? clean(tags['survey:date']);
  const cuisine = list(tags.cuisine);
  return {
    name: clean(tags.name) ?? clean(tags['name:es']) ?? clean(tags['name:en']),
    name_es: clean(tags['name:es']),
    name_en: clean(tags['name:en']),
    address: addressOf(tags),
    phone: first(tags.phone) ?? first(tags['contact:phone']) ?? first(tags['contact:mobile']) ?? first(tags.mobile),
    website: first(tags.website) ?? first(tags['contact:website']) ?? first(tags.url),
    cuisine: cuisine && cuisine.length ? cuisine : undefined,
    payment: payment.length ? payment : undefined,
    wheelchair: wheelchair === 'yes' || wheelchair === 'no' || wheelchair === 'limited' ? wheelchair : undefined,
    check_date: checkDate && DATE.test(checkDate.slice(0, 10)) ? checkDate.slice(0, 10) : undefined,
  };
}
