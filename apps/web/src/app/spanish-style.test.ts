import { describe, expect, it } from 'vitest';
import * as contracts from '@guia/contracts';

/**
 * The style rule of docs/STYLE.md, where a machine can check it, over every text a person reads:
 * each feature's `*-text.ts` (found by name, so a new one is checked without touching this file)
 * and the contracts' MSG and `*_MESSAGES`. The spelling itself is `pnpm lint:spelling` (cspell).
 */

type Found = { where: string; text: string };

/** Every string inside a value: objects and arrays walked, functions called with sample arguments. */
function collect(value: unknown, where: string, out: Found[]): Found[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${where}[${i}]`, out));
  else if (typeof value === 'function') {
    // a message with a value in it ('Sí, puesto 3', 'Borrar (12 MB)'): drawn with sample values
    for (const sample of [['12 MB', '3 MB'], [3, 4]] as unknown[][]) {
      try {
        const text: unknown = (value as (...args: unknown[]) => unknown)(...sample);
        if (typeof text === 'string' && !/NaN|undefined|\[object/.test(text)) {
          out.push({ where: `${where}()`, text });
          break;
        }
      } catch {
        // this sample does not fit: try the next one
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, `${where}.${k}`, out);
  }
  return out;
}

const textModules = import.meta.glob<Record<string, unknown>>('../**/*-text.ts', { eager: true });

/**
 * The home categories' stored names ('Vida Nocturna', 'Qué Hacer' are spec §2's own; renaming them
 * needs a data migration), which a text object may carry to translate them: not the style's to judge.
 */
const STORED_NAMES = /\.placeTypes\./;

const TEXTS: Found[] = [
  ...Object.entries(textModules)
    .flatMap(([file, mod]) => collect(mod, file.replace(/^\.\.\//, ''), []))
    .filter((t) => !STORED_NAMES.test(t.where)),
  ...Object.entries(contracts)
    .filter(([name]) => name === 'MSG' || name.endsWith('_MSG') || name.endsWith('_MESSAGES'))
    .flatMap(([name, value]) => collect(value, name, [])),
];

const offending = (test: (text: string) => boolean) => TEXTS.filter((t) => test(t.text)).map((t) => `${t.where}: ${t.text}`);

const count = (text: string, char: string) => text.split(char).length - 1;

/** '¡…!' and '¿…?' in pairs, the opening sign first. */
function unpaired(text: string): boolean {
  for (const [open, close] of [
    ['¡', '!'],
    ['¿', '?'],
  ] as const) {
    if (count(text, open) !== count(text, close)) return true;
    let depth = 0;
    for (const c of text) {
      if (c === open) depth += 1;
      if (c === close) depth -= 1;
      if (depth < 0) return true;
    }
  }
  return false;
}

/**
 * Words a sentence may capitalise in its middle: names of places, brands and the guide, and the
 * pages and buttons a text names (those are quoted «…» and skipped anyway).
 */
const PROPER_NOUNS = new Set(
  (
    'Guía Cuba Habana La Vieja Santiago Trinidad Viñales Varadero Vedado Centro Miramar Cienfuegos Camagüey Holguín Baracoa Matanzas Pinar Río Malecón Capitolio ' +
    'OpenStreetMap WhatsApp Google Maps Facebook Android iPhone iPad Safari Chrome Edge Samsung Internet App Store Play Transfermóvil EnZona Visa Mastercard OsmAnd MongoDB Docker Compose ODbL JSON JPEG PNG WebP GIF AVIF URL URLs MB PWA ' +
    'Tops Ayuda Obispo Floridita'
  ).split(' '),
);

/**
 * A capitalised common word in the middle of a sentence (English title case: 'Explora lo que Te
 * Espera', 'Ver Todo', 'Iniciar Sesión'). A sentence starts the text and follows . ! ? ¡ ¿ : ( —
 * or a line break; quoted names («Cambiar contraseña») and codes in capitals (BASIC, HH:MM) are skipped.
 */
function midSentenceCapitals(text: string): string[] {
  const unquoted = text.replace(/«[^»]*»/g, '«»');
  const found: string[] = [];
  const tokens = unquoted.split(/(\s+)/);
  let sentenceStart = true;
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (token.includes('\n')) sentenceStart = true;
      continue;
    }
    const word = token.replace(/^[«"'(¡¿—-]+/, '').replace(/[».,;:!?)"'…]+$/, '');
    const startsHere = sentenceStart || /^[(¡¿—]/.test(token);
    // a capital inside the word (WhatsApp, iPhone, NaN) makes it a name or a code, not title case
    if (!startsHere && /^\p{Lu}\p{Ll}+$/u.test(word) && !PROPER_NOUNS.has(word)) found.push(word);
    if (token.length > 0) sentenceStart = /[.!?:…—]$/.test(token) || token === '—' || token === '·';
  }
  return found;
}

describe('the style of every text a person reads (docs/STYLE.md)', () => {
  it('finds the texts: every feature text file and the contracts messages', () => {
    expect(Object.keys(textModules).length).toBeGreaterThanOrEqual(8);
    expect(TEXTS.length).toBeGreaterThan(400);
    expect(TEXTS.some((t) => t.where.startsWith('MSG.'))).toBe(true);
  });

  it("pairs every '¡…!' and '¿…?', the opening sign first ('¡Reserva ya!', never 'Reserva Ya!')", () => {
    expect(offending(unpaired)).toEqual([]);
    expect(unpaired('Reserva Ya!')).toBe(true);
    expect(unpaired('¡Reserva ya!')).toBe(false);
  });

  it("says 'con éxito', never 'exitosamente' nor 'con exito'", () => {
    expect(offending((t) => /exitosamente|\bexito\b/i.test(t))).toEqual([]);
  });

  it("writes 'Iniciar sesión' and 'Cerrar sesión' in sentence case, never 'Iniciar Sesión' or 'Inicia Sesión'", () => {
    expect(offending((t) => /\b(?:Iniciar|Inicia|Cerrar|Cierra)\s+Sesión/.test(t))).toEqual([]);
  });

  it("uses sentence case: no capitalised common word mid-sentence ('Explora lo que Te Espera', 'Ver Todo', 'Nuevo Evento')", () => {
    expect(midSentenceCapitals('Explora lo que Te Espera')).toEqual(['Te', 'Espera']);
    expect(midSentenceCapitals('Ver Todo')).toEqual(['Todo']);
    expect(midSentenceCapitals('Un paseo por La Habana Vieja con Guía Cuba. Luego, «Ver todo».')).toEqual([]);
    expect(offending((t) => midSentenceCapitals(t).length > 0)).toEqual([]);
  });

  it('shows no English enum values or field names (OPERATIONAL, business_status, point_of_interest)', () => {
    const leftovers = /\b(?:OPERATIONAL|CLOSED_TEMPORARILY|CLOSED_PERMANENTLY|business_status|vicinity|point_of_interest|night_club|place_id)\b/;
    // the API's own validation messages may name the field a client sent ('(place_id)'): only the web's texts are checked
    expect(TEXTS.filter((t) => t.where.includes('-text.ts') && leftovers.test(t.text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });
});
