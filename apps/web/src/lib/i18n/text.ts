import { use } from 'react';
import { DEFAULT_LANG, type Lang } from '@guia/contracts';
import { applyLang, useLang } from './lang';
import type { Message } from './icu';

/**
 * Catalogues per feature (issue 22 §1). A feature's Spanish texts stay its `<feature>-text.ts`
 * object (the default: it comes with the feature's code, as before); the English ones are a
 * `<feature>-text.en.ts` of the same shape, a chunk of its own that only an English page downloads
 * (with the feature, or before hydration). `defineText` ties the two and gives the hook a
 * component reads its texts with; a key missing in one catalogue fails the typecheck and
 * i18n/catalogs.test.ts.
 */

/** The same shape with any text: an English catalogue of a Spanish one. */
export type Catalog<T> = T extends string
  ? string
  : T extends Message
    ? Message
    : T extends (...args: infer A) => infer R
    ? (...args: A) => Catalog<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Catalog<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Catalog<T[K]> }
        : T;

interface Bundle {
  es: unknown;
  en?: unknown;
  pending?: Promise<unknown>;
  loadEn: () => Promise<{ default: unknown }>;
}

const bundles: Bundle[] = [];

function load(bundle: Bundle): Promise<unknown> {
  return (bundle.pending ??= bundle.loadEn().then((m) => (bundle.en = m.default)));
}

/** A feature's texts in the page's language: Spanish at once, English once its chunk is here (the component waits, Suspense). */
function useTextIn<T>(bundle: Bundle, lang: Lang): Catalog<T> {
  if (lang === DEFAULT_LANG) return bundle.es as Catalog<T>;
  return (bundle.en ?? use(load(bundle))) as Catalog<T>;
}

export interface TextBundle<T> {
  /** The texts in the page's language (a hook). */
  (): Catalog<T>;
  /** The texts in a given language, when they are loaded (null otherwise): for code outside components. */
  in(lang: Lang): Catalog<T> | null;
  /** Loads the English texts (tests, the server). */
  load(): Promise<Catalog<T>>;
  es: T;
}

/** A feature's catalogue: its Spanish texts and how to fetch the English ones (`() => import('./x-text.en')`). */
export function defineText<T>(es: T, loadEn: () => Promise<{ default: Catalog<T> }>): TextBundle<T> {
  const bundle: Bundle = { es, loadEn };
  bundles.push(bundle);
  const useText = () => useTextIn<T>(bundle, useLang());
  return Object.assign(useText, {
    in: (lang: Lang) => (lang === DEFAULT_LANG ? (es as Catalog<T>) : ((bundle.en as Catalog<T> | undefined) ?? null)),
    load: () => load(bundle) as Promise<Catalog<T>>,
    es,
  });
}

/** Every catalogue known so far in this language (before hydrating, before switching): no screen waits for its texts. */
export async function loadTexts(lang: Lang): Promise<void> {
  if (lang === DEFAULT_LANG) return;
  await Promise.all(bundles.map(load));
}

/** Switches the page to a language: its texts first, then every screen at once (and the cookie). */
export async function switchLang(lang: Lang): Promise<void> {
  await loadTexts(lang);
  applyLang(lang);
}
