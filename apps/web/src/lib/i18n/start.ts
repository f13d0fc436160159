import { DEFAULT_LANG, type Lang } from '@guia/contracts';
import { browserLang, startLang } from './lang';
import { loadTexts } from './text';

/**
 * The browser's first render in the page's language (main.tsx): the server's (hints) or, in a page
 * the browser draws alone, the cookie's or the browser's. Spanish renders at once; English once the
 * catalogues of the code already here have arrived, so hydration draws what the server drew.
 */
export function renderIn(lang: Lang | undefined, render: () => void): void {
  const chosen = lang ?? browserLang();
  startLang(chosen);
  if (chosen === DEFAULT_LANG) render();
  else void loadTexts(chosen).then(render, render);
}
