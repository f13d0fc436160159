import { z } from './zod';

/**
 * Text rules for every field a person types (issue 9 §5): NFKC-normalised, trimmed, no control or
 * invisible characters, and a maximum length with its own Spanish message. Lengths count UTF-16
 * units after normalisation, as `String.length` does.
 */
export const TEXT_LIMITS = {
  personName: 100,
  username: 30,
  email: 254,
  categoryName: 60,
  eventTitle: 200,
  eventDescription: 5000,
  businessName: 200,
  businessAddress: 500,
  businessDescription: 5000,
  businessStatus: 40,
  phone: 60,
  website: 500,
  vicinity: 500,
  placeId: 300,
  reference: 1000,
  icon: 2000,
  /** each category or type label */
  label: 100,
  /** each line of opening hours */
  hoursLine: 200,
  plusCode: 200,
  review: 2000,
  search: 200,
} as const;

const tooLong = (what: string, max: number) => `${what} no puede superar los ${max} caracteres`;

export const TEXT_MESSAGES = {
  invalidCharacters: 'El texto contiene caracteres de control o invisibles, que no están permitidos',
  lineBreaks: 'Este campo debe ocupar una sola línea',
  usernameCharacters: 'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  personNameTooLong: tooLong('El nombre', TEXT_LIMITS.personName),
  usernameTooLong: tooLong('El nombre de usuario', TEXT_LIMITS.username),
  emailTooLong: tooLong('El correo electrónico', TEXT_LIMITS.email),
  categoryNameTooLong: tooLong('El nombre de la categoría', TEXT_LIMITS.categoryName),
  eventTitleTooLong: tooLong('El título del evento', TEXT_LIMITS.eventTitle),
  eventDescriptionTooLong: tooLong('La descripción del evento', TEXT_LIMITS.eventDescription),
  eventDescriptionEnTooLong: tooLong('La descripción en inglés del evento', TEXT_LIMITS.eventDescription),
  businessNameTooLong: tooLong('El nombre del negocio', TEXT_LIMITS.businessName),
  businessAddressTooLong: tooLong('La dirección del negocio', TEXT_LIMITS.businessAddress),
  businessDescriptionTooLong: tooLong('La descripción del negocio', TEXT_LIMITS.businessDescription),
  /** issue 22 §1: the optional English description, with the Spanish one's limit */
  businessDescriptionEnTooLong: tooLong('La descripción en inglés del negocio', TEXT_LIMITS.businessDescription),
  businessStatusTooLong: tooLong('El estado del negocio', TEXT_LIMITS.businessStatus),
  phoneTooLong: tooLong('El teléfono', TEXT_LIMITS.phone),
  websiteTooLong: tooLong('El sitio web', TEXT_LIMITS.website),
  vicinityTooLong: tooLong('La zona', TEXT_LIMITS.vicinity),
  placeIdTooLong: tooLong('El identificador de Google (place_id)', TEXT_LIMITS.placeId),
  referenceTooLong: tooLong('La referencia', TEXT_LIMITS.reference),
  iconTooLong: tooLong('La URL del icono', TEXT_LIMITS.icon),
  labelTooLong: tooLong('Cada categoría o tipo', TEXT_LIMITS.label),
  hoursLineTooLong: tooLong('Cada línea del horario', TEXT_LIMITS.hoursLine),
  plusCodeTooLong: tooLong('El código plus', TEXT_LIMITS.plusCode),
  reviewTooLong: tooLong('El comentario', TEXT_LIMITS.review),
  searchTooLong: tooLong('La búsqueda', TEXT_LIMITS.search),
} as const;

/**
 * The optional English description's field (issue 22 §1) in the admin's business and event forms
 * and the owner's 'Editar ficha': one label and one hint, written once (each screen's text file
 * names them).
 */
export const DESCRIPTION_EN_FIELD = {
  label: 'Descripción en inglés (opcional)',
  hint: 'Para visitantes que leen la guía en inglés. Si la dejas vacía, verán la descripción en español.',
} as const;

/* eslint-disable no-control-regex */
/** C0 and C1 controls except tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What breaks a line. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/* eslint-enable no-control-regex */
/**
 * Invisible or direction-changing characters: every format character (zero-width space and
 * joiners, bidi overrides and isolates, BOM, soft hyphen, tags …), private-use code points, lone
 * surrogates, and letters or marks that draw nothing (Hangul fillers, Khmer inherent vowels,
 * combining grapheme joiner, Mongolian variation selectors, braille blank).
 */
// eslint-disable-next-line no-misleading-character-class -- the combining grapheme joiner on its own, by intent
const INVISIBLE = /[\p{Cf}\p{Co}\p{Cs}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFFA0]/u;
/** The joiner inside an emoji sequence (👩‍💻) and the tags of a subdivision flag are visible emoji, not hidden text. */
// eslint-disable-next-line no-misleading-character-class -- skin-tone modifiers and VS16 on their own, by intent
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007F}]/gu;
/** Variation selectors: harmless after an emoji in free text, never in a username. */
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;

/** true when `s` has no control character (line breaks allowed only when `multiline`) and nothing invisible. */
export function isCleanText(s: string, multiline = false): boolean {
  if (CONTROL.test(s)) return false;
  if (!multiline && LINE_BREAK.test(s)) return false;
  return !INVISIBLE.test(s.replace(EMOJI_JOINER, '').replace(FLAG_TAGS, ''));
}

/** true when `s` has no control character at all (passwords: bcrypt stops at the first NUL). */
export const hasControlCharacters = (s: string) => /\p{Cc}/u.test(s);

interface TextOptions {
  max: number;
  /** message of a too-long value */
  tooLong: string;
  /** when set the value must not be blank; also the message of a missing or non-text value */
  required?: string;
  /** line breaks allowed (descriptions, reviews) */
  multiline?: boolean;
}

/**
 * A typed text: NFKC (so full-width 'ａｄｍｉｎ' is 'admin' and a no-break space is a space), trimmed,
 * refused with TEXT_MESSAGES.invalidCharacters when it carries control or invisible characters,
 * then its length checks.
 */
export function cleanText({ max, tooLong: tooLongMessage, required, multiline = false }: TextOptions) {
  const base = required ? z.string({ error: required }) : z.string();
  const checked = base
    .normalize('NFKC')
    .trim()
    .refine((s) => isCleanText(s, true), TEXT_MESSAGES.invalidCharacters)
    .refine((s) => multiline || !LINE_BREAK.test(s), TEXT_MESSAGES.lineBreaks);
  return (required ? checked.min(1, required) : checked).max(max, tooLongMessage);
}

/** Letters (any script), digits, '.', '_' and '-'; nothing invisible. */
const USERNAME = /^[\p{L}\p{M}\p{N}._-]+$/u;

/** A username: cleanText plus the username alphabet (look-alikes are the API's to refuse). */
export function usernameText(required: string) {
  return cleanText({ max: TEXT_LIMITS.username, tooLong: TEXT_MESSAGES.usernameTooLong, required }).refine(
    (s) => s === '' || (USERNAME.test(s) && !VARIATION_SELECTOR.test(s)),
    TEXT_MESSAGES.usernameCharacters,
  );
}

/** A plain decimal number as text: digits with an optional sign and one '.' or ',' — never '0x10', '1e3', 'Infinity'. */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Strict number reading for query strings and form fields: a finite number stays; a decimal text
 * (trimmed) becomes its value; anything else (booleans, arrays, '0x10', '[5]', 'true', blank) is NaN.
 */
export function strictNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  if (typeof v !== 'string') return Number.NaN;
  const t = v.trim();
  return DECIMAL.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

/** A whole number given as a number or as digits only ('12'); anything else is NaN. */
export function strictInteger(v: unknown): number {
  if (typeof v === 'number') return Number.isInteger(v) ? v : Number.NaN;
  if (typeof v !== 'string') return Number.NaN;
  const t = v.trim();
  return /^[+-]?\d+$/.test(t) ? Number(t) : Number.NaN;
}
