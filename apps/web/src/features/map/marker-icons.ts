/**
 * Marker icons chosen by category keyword (spec §2): the fifteen icons, the keywords that pick
 * each one, and the HTML of a marker (a Leaflet divIcon, or a Google marker's content).
 */
export const MARKER_ICON_KEYS = [
  'restaurant',
  'shop',
  'cafe',
  'hotel',
  'bar',
  'entertainment',
  'gas',
  'bank',
  'health',
  'park',
  'transport',
  'school',
  'worship',
  'beauty',
  'gym',
] as const;
export type MarkerIconKey = (typeof MARKER_ICON_KEYS)[number];

/** SVG path data (24×24, stroked) of each icon. */
export const MARKER_ICON_PATHS: Record<MarkerIconKey, string> = {
  restaurant: 'M7 3v8m-3-8v5a3 3 0 0 0 6 0V3M7 11v10M17 21V3c-2.2 0-4 2.7-4 6v4h4',
  shop: 'M5 8h14l-1 13H6L5 8ZM9 8V6a3 3 0 0 1 6 0v2',
  cafe: 'M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9ZM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3m4-3v3',
  hotel: 'M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6M7 12.5a1.5 1.5 0 1 0 0-.01',
  bar: 'M5 4h14l-7 8-7-8ZM12 12v8M8 20h8',
  entertainment: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5l-5.3 2.9 1.2-6-4.5-4.1 6-.7L12 3Z',
  gas: 'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 7l3 3v7a1.5 1.5 0 0 0 3 0V9l-3-3',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  health: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6V4Z',
  park: 'M12 3l5 7h-3l4 6H6l4-6H7l5-7ZM12 16v5',
  transport: 'M6 4h12a2 2 0 0 1 2 2v12H4V6a2 2 0 0 1 2-2ZM4 11h16M7 18v3M17 18v3M8 15h.01M16 15h.01',
  school: 'M2 9l10-5 10 5-10 5L2 9ZM6 11v5c3 2 9 2 12 0v-5',
  worship: 'M12 2v4M10 4h4M6 21V11l6-4 6 4v10M10 21v-4h4v4',
  beauty: 'M6 4a3 3 0 1 0 0 6 3 3 0 1 0 0-6ZM6 14a3 3 0 1 0 0 6 3 3 0 1 0 0-6ZM8.6 8.6 20 20M8.6 15.4 20 4',
  gym: 'M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12',
};

/** Icons that name a specific kind of place: they win over a business's broader home category. */
const SPECIFIC: [MarkerIconKey, string[]][] = [
  ['hotel', ['hotel', 'hoteles', 'lodging', 'hostal', 'alojamiento', 'casa particular']],
  ['gas', ['gas', 'gas_station', 'gasolinera', 'servicentro', 'combustible']],
  ['bank', ['bank', 'banco', 'atm', 'cajero', 'cadeca', 'finance']],
  ['worship', ['worship', 'place_of_worship', 'church', 'iglesia', 'catedral', 'cathedral', 'templo', 'synagogue', 'sinagoga', 'mosque']],
  ['school', ['school', 'escuela', 'university', 'universidad', 'colegio', 'academia']],
  ['transport', ['transport', 'transporte', 'bus_station', 'bus', 'taxi', 'train_station', 'transit_station', 'airport', 'aeropuerto', 'ferry']],
  ['gym', ['gym', 'gimnasio', 'fitness']],
];

/** The rest, tried on the business's tags in their order (the first category is its home tile). */
const GENERAL: [MarkerIconKey, string[]][] = [
  ['beauty', ['beauty', 'beauty_salon', 'belleza', 'peluqueria', 'barberia', 'hair_care', 'salon de belleza']],
  ['cafe', ['cafe', 'cafes', 'cafeteria', 'cafe y te', 'coffee', 'heladeria', 'bakery', 'panaderia']],
  ['bar', ['bar', 'bars', 'night_club', 'vida nocturna', 'club', 'cabaret', 'discoteca', 'nightlife', 'jazz']],
  ['restaurant', ['restaurant', 'restaurante', 'restaurantes', 'comer y beber', 'paladar', 'comida', 'food', 'meal_takeaway', 'meal_delivery']],
  ['shop', ['store', 'shop', 'tienda', 'compras', 'mercado', 'market', 'supermarket', 'shopping_mall', 'centro comercial', 'artesania']],
  ['health', ['health', 'salud', 'salud y bienestar', 'bienestar', 'pharmacy', 'farmacia', 'hospital', 'clinica', 'doctor', 'dentist', 'spa']],
  ['park', ['park', 'parque', 'plaza', 'jardin', 'garden', 'playa', 'beach']],
  ['entertainment', ['entertainment', 'point_of_interest', 'que hacer', 'tourist_attraction', 'museum', 'museo', 'teatro', 'theater', 'cine', 'movie_theater', 'art_gallery', 'arte']],
];

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim();

const names = (tag: string, keywords: string[]) => keywords.some((k) => tag === k || ` ${tag} `.includes(` ${k} `));

/** The icon for a business's categories and types (spec §2's fifteen); a star when nothing matches. */
export function markerIconFor(tags: (string | null | undefined)[]): MarkerIconKey {
  const key = tags.join('\u0000');
  let icon = iconCache.get(key);
  if (icon === undefined) {
    icon = findMarkerIcon(tags);
    if (iconCache.size > 500) iconCache.clear();
    iconCache.set(key, icon);
  }
  return icon;
}

/** Tags already matched (the same categories come back on every list and marker). */
const iconCache = new Map<string, MarkerIconKey>();

function findMarkerIcon(tags: (string | null | undefined)[]): MarkerIconKey {
  const list = tags.filter((t): t is string => typeof t === 'string').map(normalize).filter(Boolean);
  for (const [key, keywords] of SPECIFIC) if (list.some((t) => names(t, keywords))) return key;
  for (const tag of list) for (const [key, keywords] of GENERAL) if (names(tag, keywords)) return key;
  return 'entertainment';
}

/**
 * The inner HTML of a marker: a coloured pin (own or external) with the category icon; an
 * OpenStreetMap place (`source` 'osm') is an external one with its own class, `map-pin--osm`.
 */
export function markerHtml(icon: MarkerIconKey, kind: 'own' | 'external', highlighted = false, source?: 'osm'): string {
  const classes = ['map-pin', `map-pin--${kind}`, source ? `map-pin--${source}` : '', highlighted ? 'map-pin--highlighted' : ''].filter(Boolean).join(' ');
  return (
    `<span class="${classes}" data-icon="${icon}">` +
    `<svg class="map-pin__icon" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${MARKER_ICON_PATHS[icon]}"/></svg>` +
    `</span>`
  );
}

/** Clusters grow a little with their count: 2–9, 10–99, 100 and more. */
export function clusterSize(count: number): number {
  return count < 10 ? 38 : count < 100 ? 44 : 52;
}

/**
 * The inner HTML of a cluster marker (issue 24 §3): a round badge with the count (already
 * formatted), coloured as the places inside (`tone`: the guide's own orange, OpenStreetMap's
 * green, external blue); it fills the marker, whose size is `clusterSize`. The accessible name is
 * on the marker element.
 */
export function clusterHtml(countText: string, tone: 'own' | 'osm' | 'external'): string {
  return `<span class="map-cluster__badge map-cluster__badge--${tone}" aria-hidden="true">${countText}</span>`;
}
