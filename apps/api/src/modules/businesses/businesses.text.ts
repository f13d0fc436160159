/**
 * Text and geometry helpers shared by both adapters and the service, so the memory store and
 * MongoDB agree exactly on what matches and how far things are.
 */

/** Lower case, accents removed ('Café y Té' → 'cafe y te'), anything not a letter/digit/_ → one space. */
export function normalizeText(s: string | undefined | null): string {
  if (!s) return '';
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim();
}

export function tokenize(s: string): string[] {
  return normalizeText(s).split(' ').filter(Boolean);
}

/** The normalised categories and types of a business: what a category filter compares with. */
export function normalizedTags(b: { categories?: string[]; types?: string[] }): string[] {
  const out = new Set<string>();
  for (const t of [...(b.categories ?? []), ...(b.types ?? [])]) {
    const n = normalizeText(t);
    if (n) out.add(n);
  }
  return [...out];
}

/** The normalised searchable fields of a business. */
export function searchFields(b: { name: string; categories?: string[]; types?: string[]; description?: string }) {
  return { name: normalizeText(b.name), tags: normalizedTags(b), description: normalizeText(b.description) };
}

/** Every token occurs (as a substring) in the name, a tag or the description. */
export function matchesTokens(f: ReturnType<typeof searchFields>, tokens: string[]): boolean {
  return tokens.every((t) => f.name.includes(t) || f.description.includes(t) || f.tags.some((tag) => tag.includes(t)));
}

/** The Earth radius MongoDB uses for GeoJSON distances, so both stores answer the same metres. */
export const EARTH_RADIUS_M = 6_378_100;

/** Great-circle distance in metres (haversine). */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
