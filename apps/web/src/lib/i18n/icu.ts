import { setupI18n, type I18n } from '@lingui/core';
import { INTL_LOCALE, type Lang } from '@guia/contracts';

/**
 * Messages with values and plurals (ICU MessageFormat), formatted by Lingui (issue 22 §1: the
 * lighter of the two kept libraries on the first screen, README). Catalogues are plain modules, so
 * a message is written here already in Lingui's compiled form, through `icu()` and `plural()`:
 * `plural('count', { one: '# opinión', other: '# opiniones' })` is what
 * `{count, plural, one {# opinión} other {# opiniones}}` compiles to (icu.test.ts checks it
 * against Lingui's own compiler). The plural category comes from Intl.PluralRules of the language,
 * '#' is the number written by Intl.NumberFormat of that language.
 */
type Token = string | [string] | [string, 'plural', Record<string, Compiled>];
export type Compiled = readonly Token[];
/** A message with values: what `fmt()` formats. */
export type Message = Compiled & { readonly __icu: true };

/** 'Reservas con {name}' → its tokens (text and {value} placeholders; '#' a token of its own inside a plural). */
function tokens(text: string, inPlural: boolean): Token[] {
  const out: Token[] = [];
  for (const part of text.split(inPlural ? /(\{\w+\}|#)/ : /(\{\w+\})/)) {
    if (!part) continue;
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    out.push(name ? [name] : part);
  }
  return out;
}

/** A message with {placeholders}: `icu('Reservas con {name}')`. */
export const icu = (text: string) => tokens(text, false) as unknown as Message;

/** A plural message: `plural('count', { one: '# opinión', other: '# opiniones' })`, with text around it if given. */
export function plural(name: string, cases: { one?: string; other: string; [exact: `=${number}`]: string }, before = '', after = ''): Message {
  const forms = Object.fromEntries(Object.entries(cases).map(([k, v]) => [k.replace(/^=/, ''), tokens(v, true)]));
  return [...tokens(before, false), [name, 'plural', forms], ...tokens(after, false)] as unknown as Message;
}

const instances: Partial<Record<Lang, I18n>> = {};
const i18nOf = (lang: Lang) => (instances[lang] ??= setupI18n({ locale: INTL_LOCALE[lang], messages: { [INTL_LOCALE[lang]]: {} } }));

/** A message written in a language, with its values. */
export function fmt(lang: Lang, message: Message, values: Record<string, string | number>): string {
  // a compiled message goes as the descriptor's message (Lingui interpolates arrays as they are)
  return i18nOf(lang)._({ id: '', message: message as unknown as string, values });
}
