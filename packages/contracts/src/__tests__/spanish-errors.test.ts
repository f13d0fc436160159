import { describe, expect, it } from 'vitest';
import { z as plainZod } from 'zod';
import * as contracts from '../index';
import { VALIDATION_MESSAGES, VALIDATION_MESSAGE_PATTERNS, spanishIssueMessage } from '../index';
import { z } from '../zod';

/** Words of zod's English messages ('Invalid input: expected string, received number', 'Too big' …). */
const ENGLISH = /\b(invalid|expected|received|must|string|input|option|required|too (big|small)|characters?|items?|array|object|number|unrecognized|keys?)\b/i;

/** Every fixed message the contracts export (MSG, *_MESSAGES, TEXT_MESSAGES, VALIDATION_MESSAGES …). */
function exportedMessages(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') out.add(v);
    else if (v && typeof v === 'object' && !(v instanceof z.ZodType) && depth < 3) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const [name, value] of Object.entries(contracts)) if (/MESSAGES$|_MSG$|^MSG$/.test(name)) walk(value, 0);
  return out;
}

const KNOWN = exportedMessages();
/** Messages that carry a value are known by pattern (VALIDATION_MESSAGE_PATTERNS, HOURS_MESSAGE_PATTERNS …). */
const PATTERNS = (Object.entries(contracts) as [string, unknown][]).flatMap(([name, v]) => (/MESSAGE_PATTERNS$/.test(name) && Array.isArray(v) ? (v as RegExp[]) : []));
const isKnownSpanish = (m: string) => KNOWN.has(m) || VALIDATION_MESSAGE_PATTERNS.some((p) => p.test(m)) || PATTERNS.some((p) => p.test(m));

/** Every zod schema the contracts export, by name. */
const SCHEMAS = (Object.entries(contracts) as [string, unknown][]).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType);

/** Wrong values of every JSON shape, plus the classic tricks of issue 9 (§8, §9). */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  5,
  -1.5,
  true,
  'x',
  '',
  '0x10',
  'true',
  '[5]',
  [],
  [5],
  ['a', 'b'],
  {},
  { $gt: '' },
  'a'.repeat(6000),
  'ok\u0000',
  'adm\u200Bin',
  '\uD800',
];

function inputsFor(schema: z.ZodType): unknown[] {
  const inputs = [...BAD_VALUES];
  // an object schema: each field in turn gets every bad value, the others a plausible text
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') {
    const keys = Object.keys(shape);
    for (const key of keys) {
      for (const bad of BAD_VALUES) {
        const input: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, 'texto']));
        input[key] = bad;
        inputs.push(input);
      }
    }
  }
  return inputs;
}

describe('the Spanish error map (issue 9 §8)', () => {
  it('finds the contracts schemas to test', () => {
    expect(SCHEMAS.length).toBeGreaterThan(20);
  });

  it.each(SCHEMAS)('%s answers every wrong input with a known Spanish message, never English', (_name, schema) => {
    for (const input of inputsFor(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        expect(issue.message, JSON.stringify(input)?.slice(0, 80)).not.toMatch(ENGLISH);
        expect(isKnownSpanish(issue.message), `${issue.message} ← ${JSON.stringify(input)?.slice(0, 80)}`).toBe(true);
      }
    }
  });

  it('also speaks Spanish for schemas built elsewhere with zod (the API, the web forms)', () => {
    const schema = plainZod.object({ a: plainZod.string(), b: plainZod.number().max(3), c: plainZod.enum(['x', 'y']) });
    const messages = schema.safeParse({ a: 1, b: 9, c: 'z' }).error!.issues.map((i) => i.message);
    expect(messages).toEqual([VALIDATION_MESSAGES.expectedText, 'El número debe ser como máximo 3', VALIDATION_MESSAGES.invalidOption]);
  });

  it('names a missing value, a wrong type, an empty text and the bounds in plain Spanish', () => {
    const schema = z.object({ s: z.string().min(1).max(5), n: z.number().int().min(2), l: z.array(z.string()).max(1), b: z.boolean() });
    const first = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(first({})).toBe(VALIDATION_MESSAGES.missing);
    expect(first({ s: 4 })).toBe(VALIDATION_MESSAGES.expectedText);
    expect(first({ s: '' })).toBe(VALIDATION_MESSAGES.empty);
    expect(first({ s: 'abcdef' })).toBe('El texto no puede superar los 5 caracteres');
    expect(schema.safeParse({ s: 'a', n: 1.5, l: [], b: true }).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.expectedInteger);
    expect(schema.safeParse({ s: 'a', n: 1, l: [], b: true }).error?.issues[0]?.message).toBe('El número debe ser como mínimo 2');
    expect(schema.safeParse({ s: 'a', n: 2, l: ['a', 'b'], b: true }).error?.issues[0]?.message).toBe('La lista no puede tener más de 1 elementos');
    expect(schema.safeParse({ s: 'a', n: 2, l: [], b: 'sí' }).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.expectedBoolean);
  });

  it('never echoes the input, keys or patterns back', () => {
    expect(spanishIssueMessage({ code: 'unrecognized_keys' })).toBe(VALIDATION_MESSAGES.unknownFields);
    expect(spanishIssueMessage({ code: 'invalid_format', format: 'regex' })).toBe(VALIDATION_MESSAGES.invalidFormat);
    expect(spanishIssueMessage({ code: 'invalid_value' })).toBe(VALIDATION_MESSAGES.invalidOption);
    expect(spanishIssueMessage({ code: 'something_new' })).toBe(VALIDATION_MESSAGES.invalid);
  });
});
