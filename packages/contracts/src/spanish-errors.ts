/**
 * The Spanish error map (issue 9 §8): what zod says when a schema gives no message of its own.
 * zod.ts installs it with `z.config({ customError })`, so no English zod text ('Invalid input:
 * expected string, received number') can reach a person, from the API or from a web form.
 * Placeholders in braces are filled in; nothing from the input (values, keys, patterns) is echoed.
 */
export const VALIDATION_MESSAGES = {
  missing: 'Falta un dato obligatorio',
  expectedText: 'Se esperaba un texto',
  expectedNumber: 'Se esperaba un número',
  expectedInteger: 'Se esperaba un número entero',
  expectedBoolean: 'Se esperaba verdadero o falso',
  expectedList: 'Se esperaba una lista',
  expectedObject: 'Se esperaba un objeto con campos',
  expectedDate: 'Se esperaba una fecha',
  invalidValue: 'El valor no es válido',
  invalidOption: 'La opción elegida no es válida',
  invalidFormat: 'El formato no es válido',
  invalidEmail: 'El correo electrónico no es válido',
  empty: 'Este campo no puede estar vacío',
  textTooShort: 'El texto debe tener al menos {n} caracteres',
  textTooLong: 'El texto no puede superar los {n} caracteres',
  numberTooSmall: 'El número debe ser como mínimo {n}',
  numberTooBig: 'El número debe ser como máximo {n}',
  listTooShort: 'La lista debe tener al menos {n} elementos',
  listTooLong: 'La lista no puede tener más de {n} elementos',
  notMultiple: 'El número no es válido',
  unknownFields: 'La solicitud contiene campos no permitidos',
  invalid: 'Datos inválidos',
} as const;

const fill = (template: string, n: unknown) => template.replace('{n}', String(n));

/** The subset of a zod 4 raw issue that the map reads. */
interface RawIssue {
  code?: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
}

const EXPECTED: Record<string, string> = {
  string: VALIDATION_MESSAGES.expectedText,
  number: VALIDATION_MESSAGES.expectedNumber,
  int: VALIDATION_MESSAGES.expectedInteger,
  bigint: VALIDATION_MESSAGES.expectedInteger,
  boolean: VALIDATION_MESSAGES.expectedBoolean,
  array: VALIDATION_MESSAGES.expectedList,
  tuple: VALIDATION_MESSAGES.expectedList,
  set: VALIDATION_MESSAGES.expectedList,
  object: VALIDATION_MESSAGES.expectedObject,
  record: VALIDATION_MESSAGES.expectedObject,
  map: VALIDATION_MESSAGES.expectedObject,
  date: VALIDATION_MESSAGES.expectedDate,
};

/** The bound of a too_small / too_big issue, as a person reads it (exclusive bounds made inclusive for integers). */
function bound(value: unknown, inclusive: boolean | undefined, step: 1 | -1): string {
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  return String(inclusive === false && Number.isInteger(value) ? value + step : value);
}

/** A Spanish message for any zod issue without a message of its own. */
export function spanishIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return VALIDATION_MESSAGES.missing;
      return EXPECTED[String(issue.expected)] ?? VALIDATION_MESSAGES.invalidValue;
    }
    case 'too_small': {
      const n = bound(issue.minimum, issue.inclusive, 1);
      if (issue.origin === 'string') return n === '1' ? VALIDATION_MESSAGES.empty : fill(VALIDATION_MESSAGES.textTooShort, n);
      if (issue.origin === 'array' || issue.origin === 'set') return fill(VALIDATION_MESSAGES.listTooShort, n);
      if (issue.origin === 'number' || issue.origin === 'bigint') return fill(VALIDATION_MESSAGES.numberTooSmall, n);
      return VALIDATION_MESSAGES.invalidValue;
    }
    case 'too_big': {
      const n = bound(issue.maximum, issue.inclusive, -1);
      if (issue.origin === 'string') return fill(VALIDATION_MESSAGES.textTooLong, n);
      if (issue.origin === 'array' || issue.origin === 'set') return fill(VALIDATION_MESSAGES.listTooLong, n);
      if (issue.origin === 'number' || issue.origin === 'bigint') return fill(VALIDATION_MESSAGES.numberTooBig, n);
      return VALIDATION_MESSAGES.invalidValue;
    }
    case 'invalid_format':
      return issue.format === 'email' ? VALIDATION_MESSAGES.invalidEmail : VALIDATION_MESSAGES.invalidFormat;
    case 'invalid_value':
      return VALIDATION_MESSAGES.invalidOption;
    case 'not_multiple_of':
      return VALIDATION_MESSAGES.notMultiple;
    case 'unrecognized_keys':
      return VALIDATION_MESSAGES.unknownFields;
    default:
      // invalid_union, invalid_key, invalid_element, custom
      return VALIDATION_MESSAGES.invalid;
  }
}

/** Every fixed text of the map and a pattern for each templated one: what a test accepts as Spanish. */
export const VALIDATION_MESSAGE_PATTERNS: RegExp[] = Object.values(VALIDATION_MESSAGES).map(
  (m) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '-?\\d+(?:\\.\\d+)?')}$`),
);
