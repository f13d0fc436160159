import { Suspense, type ReactNode } from 'react';
import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBusiness } from '../../components/business/test-fixtures';
import { renderInApp } from '../../components/business/test-render';
import { useOriginalText } from '../../components/original-text/original-text-text';
import { useMsg } from '../../lib/i18n/messages';
import { RenderHintsContext } from '../../lib/render-hints';
import { fakeApi } from '../../test/utils';
import { BusinessDetailScreen } from './business-detail-screen';
import { useBusinessText } from './business-text';

/**
 * Issue 22 §1: a business's page in English shows its English description when it has one
 * (lang="en", no mark); without one, the Spanish, marked 'In Spanish' with lang="es". The
 * Spanish page shows the Spanish description, unmarked, as before.
 */
configure({ asyncUtilTimeout: 5000 });

const ES = 'El paladar más famoso de La Habana.';
const EN = 'The most famous paladar in Havana.';

const inLang = (lang: 'es' | 'en', ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);

function openPage(lang: 'es' | 'en', fields: { description?: string; description_en?: string }) {
  const business = makeBusiness({ name: 'La Guarida', ...fields });
  fakeApi({
    [`GET /api/business/${business._id}`]: () => ({ body: business }),
    [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
  });
  renderInApp(inLang(lang, <BusinessDetailScreen />), { path: `/business/${business._id}`, route: '/business/:id' });
}

beforeAll(async () => {
  await Promise.all([useOriginalText.load(), useMsg.load(), useBusinessText.load()]);
});

describe("a business's description on its page, by language", () => {
  it('in English with an English description: that text, in English (lang="en"), without the In Spanish mark', async () => {
    openPage('en', { description: ES, description_en: EN });
    const text = await screen.findByText(EN);
    expect(text.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(ES)).not.toBeInTheDocument();
    expect(screen.queryByText('In Spanish')).not.toBeInTheDocument();
  });

  it('in English without one: the Spanish text, marked In Spanish and with lang="es"', async () => {
    openPage('en', { description: ES });
    const text = await screen.findByText(ES);
    expect(text).toHaveAttribute('lang', 'es');
    expect(screen.getByText('In Spanish')).toBeInTheDocument();
  });

  it('in Spanish: the Spanish description as before, even when there is an English one', async () => {
    openPage('es', { description: ES, description_en: EN });
    expect(await screen.findByText(ES)).toBeInTheDocument();
    expect(screen.queryByText(EN)).not.toBeInTheDocument();
    expect(screen.queryByText('En español')).not.toBeInTheDocument();
  });
});
