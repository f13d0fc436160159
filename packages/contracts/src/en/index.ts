// cspell:ignore QQARG
/**
 * English catalogues of the contracts' messages (issue 22 §1), apart from the main entry
 * (`@guia/contracts/en`): the API answers a request in its language with them; the web's English
 * chunk reads the ones public pages show. Nothing here is in a Spanish page's download.
 *
 * Skipped, Spanish on purpose (admin screens stay Spanish): ADMIN_MSG, OSM_ADMIN_MESSAGES,
 * CHANGE_MESSAGES, RATE_MESSAGES; OSM_MESSAGES is the import command's console output.
 */
import { API_MSG } from '../api-messages';
import { BUSINESS_MESSAGES } from '../business';
import { STATS_MESSAGES } from '../business-stats';
import { CATEGORY_MESSAGES } from '../category';
import { CLAIM_MESSAGES } from '../claim';
import { DIRECTIONS_MESSAGES } from '../directions';
import { EVENT_MESSAGES } from '../event';
import { HOURS_MESSAGES } from '../hours';
import { ITINERARY_MESSAGES } from '../itinerary';
import { MENU_MESSAGES } from '../menu';
import { MSG, RESET_MESSAGES, REVIEW_MESSAGES } from '../messages';
import { OFFLINE_MAP_MESSAGES } from '../offline-map';
import { OSM_PLACE_MESSAGES } from '../osm';
import { OWNER_PHOTO_MESSAGES } from '../owner-photos';
import { OWNER_MESSAGES } from '../owner-replies';
import { PAYMENT_MESSAGES } from '../payments-query';
import { VALIDATION_MESSAGES } from '../spanish-errors';
import { TEXT_MESSAGES } from '../text';
import { USER_MESSAGES } from '../user';
import type { Lang } from '../lang';
import type { English } from './catalog';
import { API_MSG_EN } from './api';
import { MSG_EN, RESET_MESSAGES_EN, REVIEW_MESSAGES_EN } from './messages';
import {
  BUSINESS_MESSAGES_EN,
  CATEGORY_MESSAGES_EN,
  CLAIM_MESSAGES_EN,
  DIRECTIONS_MESSAGES_EN,
  EVENT_MESSAGES_EN,
  HOURS_MESSAGES_EN,
  ITINERARY_MESSAGES_EN,
  MENU_MESSAGES_EN,
  OFFLINE_MAP_MESSAGES_EN,
  OSM_PLACE_MESSAGES_EN,
  OWNER_MESSAGES_EN,
  OWNER_PHOTO_MESSAGES_EN,
  PAYMENT_MESSAGES_EN,
  STATS_MESSAGES_EN,
  USER_MESSAGES_EN,
} from './resources';
import { TEXT_MESSAGES_EN, VALIDATION_MESSAGES_EN } from './validation';

export type { English } from './catalog';
export { API_MSG_EN } from './api';
export { MSG_EN, RESET_MESSAGES_EN, REVIEW_MESSAGES_EN } from './messages';
export * from './resources';
export { TEXT_MESSAGES_EN, VALIDATION_MESSAGES_EN } from './validation';

const pair = <T>(es: T, en: English<T>) => ({ es, en }) as const;

/** Every translated table: its Spanish (the contracts') and its English, under the table's name. */
export const MESSAGE_TABLES = {
  API_MSG: pair(API_MSG, API_MSG_EN),
  MSG: pair(MSG, MSG_EN),
  REVIEW_MESSAGES: pair(REVIEW_MESSAGES, REVIEW_MESSAGES_EN),
  RESET_MESSAGES: pair(RESET_MESSAGES, RESET_MESSAGES_EN),
  TEXT_MESSAGES: pair(TEXT_MESSAGES, TEXT_MESSAGES_EN),
  VALIDATION_MESSAGES: pair(VALIDATION_MESSAGES, VALIDATION_MESSAGES_EN),
  USER_MESSAGES: pair(USER_MESSAGES, USER_MESSAGES_EN),
  ITINERARY_MESSAGES: pair(ITINERARY_MESSAGES, ITINERARY_MESSAGES_EN),
  CLAIM_MESSAGES: pair(CLAIM_MESSAGES, CLAIM_MESSAGES_EN),
  OWNER_MESSAGES: pair(OWNER_MESSAGES, OWNER_MESSAGES_EN),
  OWNER_PHOTO_MESSAGES: pair(OWNER_PHOTO_MESSAGES, OWNER_PHOTO_MESSAGES_EN),
  HOURS_MESSAGES: pair(HOURS_MESSAGES, HOURS_MESSAGES_EN),
  DIRECTIONS_MESSAGES: pair(DIRECTIONS_MESSAGES, DIRECTIONS_MESSAGES_EN),
  OFFLINE_MAP_MESSAGES: pair(OFFLINE_MAP_MESSAGES, OFFLINE_MAP_MESSAGES_EN),
  OSM_PLACE_MESSAGES: pair(OSM_PLACE_MESSAGES, OSM_PLACE_MESSAGES_EN),
  MENU_MESSAGES: pair(MENU_MESSAGES, MENU_MESSAGES_EN),
  PAYMENT_MESSAGES: pair(PAYMENT_MESSAGES, PAYMENT_MESSAGES_EN),
  STATS_MESSAGES: pair(STATS_MESSAGES, STATS_MESSAGES_EN),
  EVENT_MESSAGES: pair(EVENT_MESSAGES, EVENT_MESSAGES_EN),
  BUSINESS_MESSAGES: pair(BUSINESS_MESSAGES, BUSINESS_MESSAGES_EN),
  CATEGORY_MESSAGES: pair(CATEGORY_MESSAGES, CATEGORY_MESSAGES_EN),
} as const;

export type MessageTableName = keyof typeof MESSAGE_TABLES;

/**
 * What a message is, rather than its Spanish text: a table, a key and, for a function message,
 * its arguments. A schema's custom issue carries it in its `params` (hours.ts); the API's errors
 * carry it (AppError), so a function message is written again in the request's language.
 */
export interface MessageRef {
  table: MessageTableName;
  key: string;
  args?: readonly unknown[];
}

export const isMessageRef = (value: unknown): value is MessageRef =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as MessageRef).key === 'string' &&
  Object.hasOwn(MESSAGE_TABLES, (value as MessageRef).table) &&
  ((value as MessageRef).args === undefined || Array.isArray((value as MessageRef).args));

function write(entry: unknown, args: readonly unknown[] = []): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') {
    const out: unknown = (entry as (...a: unknown[]) => unknown)(...args);
    return typeof out === 'string' ? out : undefined;
  }
  return undefined;
}

/** A message by what it is, in a language (undefined when the table has no such key). */
export function messageOf(ref: MessageRef, lang: Lang): string | undefined {
  const table = MESSAGE_TABLES[ref.table][lang === 'en' ? 'en' : 'es'] as Record<string, unknown>;
  return Object.hasOwn(table, ref.key) ? write(table[ref.key], ref.args) : undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's Spanish text as a pattern and the English it becomes, given what the pattern captured. */
interface Template {
  pattern: RegExp;
  english: (captured: string[]) => string | undefined;
}

interface Index {
  fixed: Map<string, string>;
  templates: Template[];
}

let index: Index | null = null;

/**
 * Built once: every fixed Spanish text → its English; `{n}` templates (VALIDATION_MESSAGES) and
 * function messages that write their arguments as they are (`(open, close) => \`… ${open}–${close} …\``)
 * as patterns. A function that transforms an argument (a weekday's name, a date) cannot be read
 * back from its text: its issue carries a MessageRef.
 */
function buildIndex(): Index {
  const fixed = new Map<string, string>();
  const templates: Template[] = [];
  for (const { es, en } of Object.values(MESSAGE_TABLES)) {
    for (const [key, spanish] of Object.entries(es as Record<string, unknown>)) {
      const english = (en as Record<string, unknown>)[key];
      if (typeof spanish === 'string' && typeof english === 'string') {
        if (!fixed.has(spanish)) fixed.set(spanish, english);
        if (spanish.includes('{n}')) {
          templates.push({
            pattern: new RegExp(`^${escape(spanish).replace('\\{n\\}', '(-?\\d+(?:\\.\\d+)?)')}$`),
            english: ([n]) => english.replace('{n}', n ?? ''),
          });
        }
      } else if (typeof spanish === 'function' && typeof english === 'function') {
        const marks = Array.from({ length: spanish.length }, (_, i) => `QQARG${i}QQ`);
        let text: unknown;
        try {
          text = (spanish as (...a: unknown[]) => unknown)(...marks);
        } catch {
          continue;
        }
        if (typeof text !== 'string' || !marks.every((m) => text.split(m).length === 2)) continue;
        const order = marks.map((m) => text.indexOf(m));
        const sorted = [...marks.keys()].sort((a, b) => order[a]! - order[b]!);
        let source = escape(text);
        for (const m of marks) source = source.replace(m, '(.+?)');
        templates.push({
          pattern: new RegExp(`^${source}$`, 's'),
          english: (captured) => {
            const args: string[] = [];
            sorted.forEach((argIndex, position) => (args[argIndex] = captured[position]!));
            return write(english, args);
          },
        });
      }
    }
  }
  return { fixed, templates };
}

/** A Spanish message of the contracts in English: by its text, or by a template; undefined for a text no table has. */
export function englishOf(spanish: string): string | undefined {
  index ??= buildIndex();
  const found = index.fixed.get(spanish);
  if (found !== undefined) return found;
  for (const { pattern, english } of index.templates) {
    const m = pattern.exec(spanish);
    if (m) return english(m.slice(1));
  }
  return undefined;
}

/** A contracts' Spanish message (with what it is, when known) in a language: Spanish as it is, English when a catalogue has it. */
export function messageIn(spanish: string, lang: Lang, ref?: MessageRef): string {
  if (lang !== 'en') return spanish;
  return (ref && messageOf(ref, lang)) ?? englishOf(spanish) ?? spanish;
}
