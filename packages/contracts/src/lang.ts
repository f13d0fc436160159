// cspell:ignore Path Max Age SameSite Lax lang
/**
 * The languages of the guide (issue 22 §1): Spanish, the default, and English. One place for the
 * cookie the choice is kept in, how a request's language is chosen, and the locale names each
 * side needs (Intl, Open Graph, hreflang). No zod, no texts: the web's entry reads it.
 */

export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/** The cookie with the visitor's choice ('es' | 'en'): the server draws the first byte in it. */
export const LANG_COOKIE = 'lang';
/** A year, in seconds: the choice is kept (SameSite=Lax, every path). */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** `?lang=en` on any page address sets the cookie and draws the page in that language (the hreflang links use it). */
export const LANG_QUERY = 'lang';

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The locale Intl formats dates, numbers and prices with. */
export const INTL_LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-US' };
/** og:locale of a page in each language. */
export const OG_LOCALE: Record<Lang, string> = { es: 'es_ES', en: 'en_US' };
/** Each language's name written in itself (the switcher: 'English' / 'Español'). */
export const LANG_NAMES: Record<Lang, string> = { es: 'Español', en: 'English' };

/** The value of the language cookie in a Cookie header, or null when there is none or it names no language of the guide. */
export function langFromCookie(cookieHeader: string | undefined | null): Lang | null {
  const m = new RegExp('(?:^|;\\s*)' + LANG_COOKIE + '=([^;]*)').exec(cookieHeader ?? '');
  const value = m?.[1]?.trim().toLowerCase();
  return isLang(value) ? value : null;
}

/**
 * The browser's Accept-Language: English when the language it prefers most among those it names
 * is English (en, en-US, en-GB…), Spanish otherwise (es, an unknown code, nothing at all).
 */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.base && l.base !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((l) => isLang(l.base));
  // the most preferred language the guide has; a browser that asks only for others gets Spanish
  return first && isLang(first.base) ? first.base : DEFAULT_LANG;
}

/** A request's language: `?lang=` first (it also sets the cookie), then the cookie, then Accept-Language. */
export function chooseLang(request: { query?: unknown; cookie?: string | null; acceptLanguage?: string | null }): Lang {
  if (isLang(request.query)) return request.query;
  return langFromCookie(request.cookie) ?? langFromAcceptLanguage(request.acceptLanguage);
}

/** The Set-Cookie value that keeps a language choice (the web writes the same through document.cookie). */
export const langCookie = (lang: Lang) => LANG_COOKIE + '=' + lang + '; Path=/; Max-Age=' + LANG_COOKIE_MAX_AGE_S + '; SameSite=Lax';
