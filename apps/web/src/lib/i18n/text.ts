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

/** A promise that says whether it has settled (the fields React itself sets on a promise it tracks). */
type Tracked = Promise<unknown> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown };

interface Bundle {
  es: unknown;
  en?: unknown;
  pending?: Tracked;
  loadEn: () => Promise<{ default: unknown }>;
}

const bundles: Bundle[] = [];

/** The English texts' one promise per catalogue, marked when settled (a failed chunk is then an error, not another wait). */
function load(bundle: Bundle): Tracked {
  if (bundle.pending) return bundle.pending;
  const pending: Tracked = bundle.loadEn().then(
    (m) => {
      bundle.en = m.default;
      pending.status = 'fulfilled';
      pending.value = m.default;
      return m.default;
    },
    (error: unknown) => {
      pending.status = 'rejected';
      pending.reason = error;
      throw error;
    },
  );
  return (bundle.pending = pending);
}

/**
 * A feature's texts in the page's language: Spanish at once, English once its chunk is here (the
 * component waits under its Suspense boundary, then draws again from the start).
 *
 * The promise is thrown, not given to `use`: React replays a component that suspended in `use`
 * with the hooks it had, and expects `use` to be called again on the replay (only a `use` that
 * returns switches the replay back to mounting the hooks after it). A hook that calls `use` only
 * until the texts arrive broke that ('Update hook called on initial render'; while hydrating, a
 * mismatch: React errors #467/#520 on a reloaded English business page), and calling `use` every
 * English render tells React's `act` that each render suspended (tests then never finish). A thrown
 * promise unwinds instead: the component is drawn anew, with every hook mounted again.
 */
function useTextIn<T>(bundle: Bundle, lang: Lang): Catalog<T> {
  if (lang === DEFAULT_LANG) return bundle.es as Catalog<T>;
  if (bundle.en !== undefined) return bundle.en as Catalog<T>;
  const pending = load(bundle);
  // a chunk that could not be fetched (offline) is an error for the route's error screen, not a wait forever
  if (pending.status === 'rejected') throw pending.reason;
  // Suspense: React waits for a thrown promise and draws the component again
  throw pending;
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
