import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { fmt } from '../../lib/i18n/icu';
import { aBusiness, homeApi } from '../home/test-fixtures';
import { TOPS_TEXT, useTopsText } from './tops-text';

/**
 * The web's server render in both languages (issue 22 §1): what spa.ts hands it as `hints.lang`
 * is the page's language from the first byte — its texts, its numbers ('4,6' / '4.6') — and the
 * hints carry it to the browser, which hydrates in the same language (main.tsx → lib/i18n/start.ts).
 * Spanish stays the default when no language is given.
 */
const drawn = (lang?: 'es' | 'en') => render({ url: '/tops', apiOrigin: location.origin, hints: { dataSaver: false, lang }, manifest: {} });
const shownText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the server render in each language', () => {
  it("a card's name is an ICU message in each language", async () => {
    expect(fmt('es', TOPS_TEXT.cardLabel, { name: 'La Guarida', position: 2, count: 13 })).toBe('La Guarida, 2 de 13');
    expect(fmt('en', (await useTopsText.load()).cardLabel, { name: 'La Guarida', position: 2, count: 13 })).toBe('La Guarida, 2 of 13');
  });

  it('/tops in English: the English texts and numbers, the hints telling the browser', async () => {
    homeApi({ promoted: () => ({ body: [aBusiness({ name: 'La Guarida', rating: 4.6, user_ratings_total: 12345 })] }) });
    const page = (await drawn('en'))!;
    const text = shownText(page.html);
    expect(text).toContain('Open map');
    expect(text).toContain('See details');
    expect(text).toContain('4.6');
    expect(text).toContain('12,345 ratings');
    expect(text).toContain('Sign in');
    expect(text).not.toContain('Abrir mapa');
    expect(JSON.parse(page.state).hints.lang).toBe('en');
  });

  it('/tops in Spanish by default: the page as before', async () => {
    homeApi({ promoted: () => ({ body: [aBusiness({ name: 'La Guarida', rating: 4.6, user_ratings_total: 12345 })] }) });
    for (const lang of [undefined, 'es'] as const) {
      const text = shownText((await drawn(lang))!.html);
      expect(text).toContain('Abrir mapa');
      expect(text).toContain('4,6');
      expect(text).toContain('12.345 valoraciones');
      expect(text).not.toContain('Open map');
    }
  });
});
