import { describe, expect, it } from 'vitest';
import * as contracts from '../index';
import { HOURS_MESSAGES, ITINERARY_LIMITS, ITINERARY_MESSAGES, VALIDATION_MESSAGES, spanishIssueMessage, weeklyHoursSchema } from '../index';
import { MESSAGE_TABLES, englishOf, messageIn, messageOf, type MessageRef } from '../en';

/**
 * The English catalogues of the contracts' messages (issue 22 §1): every table a visitor or a
 * signed-in person can meet has one of the same keys, each function message an English function
 * of the same arity; the API finds a message's English by what it is or by its Spanish text.
 */

/** Tables that stay Spanish, and why: admin screens stay Spanish; the import command's console. */
const SPANISH_ONLY = ['ADMIN_MSG', 'OSM_ADMIN_MESSAGES', 'CHANGE_MESSAGES', 'RATE_MESSAGES', 'OSM_MESSAGES'];
/** Tables inside another one: SHELL_MSG's texts are MSG's. */
const INSIDE = { SHELL_MSG: 'MSG' } as const;

const tableNames = Object.keys(contracts).filter((name) => /MESSAGES$|_MSG$|^MSG$/.test(name));

describe('the English catalogues of the contracts', () => {
  it('cover every message table the contracts export, apart from the admin ones named as Spanish only', () => {
    const translated = Object.keys(MESSAGE_TABLES);
    const missing = tableNames.filter((name) => !translated.includes(name) && !SPANISH_ONLY.includes(name) && !(name in INSIDE));
    expect(missing).toEqual([]);
    expect(tableNames.length).toBeGreaterThan(20);
  });

  it.each(Object.entries(MESSAGE_TABLES))('%s: the same keys, each function message a function of the same arity', (_name, { es, en }) => {
    const spanish = es as Record<string, unknown>;
    const english = en as Record<string, unknown>;
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const [key, value] of Object.entries(spanish)) {
      expect(typeof english[key], key).toBe(typeof value);
      if (typeof value === 'function') expect((english[key] as (...a: unknown[]) => unknown).length, key).toBe(value.length);
    }
  });

  it('give one English text to each Spanish one, whatever table it comes from', () => {
    const seen = new Map<string, { english: string; where: string }>();
    const clashes: string[] = [];
    for (const [name, { es, en }] of Object.entries(MESSAGE_TABLES)) {
      for (const [key, spanish] of Object.entries(es as Record<string, unknown>)) {
        const english = (en as Record<string, unknown>)[key];
        if (typeof spanish !== 'string' || typeof english !== 'string') continue;
        const before = seen.get(spanish);
        if (before && before.english !== english) clashes.push(`${before.where} ≠ ${name}.${key}: '${before.english}' / '${english}'`);
        else seen.set(spanish, { english, where: `${name}.${key}` });
      }
    }
    expect(clashes).toEqual([]);
  });

  it('find every fixed Spanish text of every table in English by its text', () => {
    for (const [name, { es, en }] of Object.entries(MESSAGE_TABLES)) {
      for (const [key, spanish] of Object.entries(es as Record<string, unknown>)) {
        if (typeof spanish === 'string') expect(englishOf(spanish), `${name}.${key}`).toBe((en as Record<string, unknown>)[key]);
      }
    }
  });

  it("fill the zod map's templates and read back the function messages that write their arguments as they are", () => {
    expect(englishOf(VALIDATION_MESSAGES.textTooShort.replace('{n}', '8'))).toBe('The text must be at least 8 characters long');
    expect(englishOf(spanishIssueMessage({ code: 'too_big', origin: 'array', maximum: 30, inclusive: true }))).toBe('The list cannot have more than 30 items');
    expect(englishOf(HOURS_MESSAGES.endsBeforeStart('22:00', '08:00'))).toBe(
      'The hours 22:00–08:00 end before they start (they can only run past midnight until 06:00)',
    );
    expect(englishOf(HOURS_MESSAGES.unknownWeekday('lunes'))).toBe('Unknown day of the week: lunes');
    expect(englishOf(ITINERARY_MESSAGES.tooManyStops)).toBe(`A plan can have at most ${ITINERARY_LIMITS.stops} stops`);
  });

  it('write a function message again from what it is (a weekday, a date) and leave a text no table has as it came', () => {
    expect(messageOf({ table: 'HOURS_MESSAGES', key: 'overlap', args: ['sat'] }, 'en')).toBe('The hours on Saturday overlap');
    expect(messageOf({ table: 'HOURS_MESSAGES', key: 'overlap', args: ['sat'] }, 'es')).toBe(HOURS_MESSAGES.overlap('sat'));
    expect(messageIn('Un texto que nadie tradujo', 'en')).toBe('Un texto que nadie tradujo');
    expect(messageIn(ITINERARY_MESSAGES.nameRequired, 'es')).toBe(ITINERARY_MESSAGES.nameRequired);
    expect(messageIn(ITINERARY_MESSAGES.nameRequired, 'en')).toBe('Give the plan a name');
  });

  it("the hours schema's overlap issues say what they are, so their English names the day", () => {
    const result = weeklyHoursSchema.safeParse({
      week: { sat: [{ open: '10:00', close: '14:00' }, { open: '13:00', close: '15:00' }] },
      exceptions: [],
    });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.message).toBe(HOURS_MESSAGES.overlap('sat'));
    const ref = (issue as { params?: MessageRef }).params;
    expect(ref && messageOf(ref, 'en')).toBe('The hours on Saturday overlap');
  });
});
