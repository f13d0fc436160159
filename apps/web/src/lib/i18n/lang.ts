import { createContext, createElement, useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANG, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, langFromAcceptLanguage, langFromCookie, type Lang } from '@guia/contracts';
import { RenderHintsContext } from '../render-hints';

/**
 * The page's language (issue 22 §1). The server draws it from `?lang=`, the `lang` cookie or the
 * browser's Accept-Language, and hands it over in the render hints; the browser starts with the
 * same (lib/i18n/start.ts: renderIn → startLang) and `setLang` switches it live and keeps it in the cookie. On the
 * server nothing here is set: each render reads its own request's hints (renders run side by side).
 */
let live: Lang | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Screens that stay Spanish whatever the person chose (issue 22 §1: the admin's and the owners'
 * screens, docs/I18N.md): under `<SpanishOnly>` every `useLang()` answers Spanish, so a shared
 * converted component (the dialog, the pager …) says its Spanish there.
 */
const SpanishOnlyContext = createContext(false);

/** How many Spanish-only screens are shown: meanwhile the API is asked in Spanish too (screenLang). */
let spanishOnlyShown = 0;

/** Draws its children in Spanish, whatever the page's language. */
export function SpanishOnly({ children }: { children?: ReactNode }) {
  // a layout effect: counted before any child's passive effect (a query's first fetch) runs
  useLayoutEffect(() => {
    spanishOnlyShown += 1;
    return () => {
      spanishOnlyShown -= 1;
    };
  }, []);
  return createElement(SpanishOnlyContext.Provider, { value: true }, children);
}

/** The language of the page being drawn (Spanish under `<SpanishOnly>`). */
export function useLang(): Lang {
  // every hook on every render, in the same order: the override is applied at the end
  const spanishOnly = useContext(SpanishOnlyContext);
  const hinted = useContext(RenderHintsContext).lang ?? DEFAULT_LANG;
  // On the server `live` is never set (null: each render's hints decide). In the browser it is set
  // before hydration to the language the server drew (start.ts: renderIn), so hydration and the
  // first check after it read the same value: a different server snapshot here made every text
  // consumer render again right after hydration, and React then redrew home's unhydrated sections
  // from their loading state (CLS 0.54, issue 19).
  const current = useSyncExternalStore(subscribe, () => live, () => live);
  return spanishOnly ? DEFAULT_LANG : (current ?? hinted);
}

/** The language in force in the browser now (for code outside React), Spanish before the app starts. */
export const currentLang = (): Lang => live ?? DEFAULT_LANG;

/** The language of the screen shown now, for code outside React (apiFetch's Accept-Language): Spanish under `<SpanishOnly>`. */
export const screenLang = (): Lang => (spanishOnlyShown > 0 ? DEFAULT_LANG : currentLang());

/** In a page the browser draws alone: the cookie, else the browser's own languages. */
export function browserLang(): Lang {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  return langFromCookie(document.cookie) ?? langFromAcceptLanguage((navigator.languages ?? [navigator.language]).join(','));
}

/** The language the browser starts in (main.tsx, before the first render). */
export function startLang(lang: Lang): void {
  live = lang;
  document.documentElement.lang = lang;
}

/** Switches the page's language at once (the texts already loaded) and keeps it for a year in the cookie. */
export function applyLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  document.documentElement.lang = lang;
  live = lang;
  listeners.forEach((l) => l());
}
