/**
 * Text and geometry helpers shared by both adapters and the service, so the memory store and
 * MongoDB agree exactly on what matches and how far things are.
 */
import { STORE_EARTH_M, foldName, haversineM } from '@guia/contracts';

/** Lower case, accents removed ('Café y Té' → 'cafe y te'), anything not a letter/digit/_ → one space (contracts' foldName, which OSM names use too). */
export const normalizeText = foldName;

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

/** The distinct words of normalised texts; a word joined by '_' ('night_club') also gives its parts. */
function wordsOf(texts: string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    for (const w of text.split(' ')) {
      if (!w) continue;
      out.add(w);
      if (w.includes('_')) for (const part of w.split('_')) if (part) out.add(part);
    }
  }
  return [...out].sort();
}

/**
 * What the search looks in (issue 17 §11): the distinct normalised words of the name
 * (`name_words`) and of the name, categories, types and description (`search_words`). On MongoDB
 * both are stored arrays with a multikey index, so a word prefix (`^word`) is an index range.
 */
export function searchWords(b: { name: string; categories?: string[]; types?: string[]; description?: string }) {
  const f = searchFields(b);
  return { name_words: wordsOf([f.name]), search_words: wordsOf([f.name, ...f.tags, f.description]) };
}

/** Every token is the start of one of `words` (a word prefix: 'pharm' finds 'pharmacy', 'rida' does not find 'guarida'). */
export function matchesWordPrefixes(words: readonly string[], tokens: string[]): boolean {
  return tokens.every((t) => words.some((w) => w.startsWith(t)));
}

/** The Earth radius MongoDB uses for GeoJSON distances, so both stores answer the same metres. */
export const EARTH_RADIUS_M = STORE_EARTH_M;

/** Great-circle distance in metres on the stores' sphere (contracts' haversineM). */
export const distanceM = (lat1: number, lng1: number, lat2: number, lng2: number): number => haversineM(lat1, lng1, lat2, lng2, STORE_EARTH_M);
