import { Suspense, type ReactNode } from 'react';
import { configure, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@guia/contracts';
import { RenderHintsContext } from '../../lib/render-hints';
import { categoryKeys } from '../../lib/api/categories';
import { createQueryClient } from '../../app/providers';
import { CategoryChips } from './category-chips';
import { PLACE_TEXT, usePlaceText } from './place-text';
import { englishCategoryName } from './place-text.en';

/** Category names on English pages (issue 22 §1: 'Category names already have both languages'). */
configure({ asyncUtilTimeout: 5000 });

const inEnglish = (ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);
const chips = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeAll(() => usePlaceText.load());

describe('a category’s English name', () => {
  it('the six home categories keep their chosen English, by identifier or Spanish name', async () => {
    const en = await usePlaceText.load();
    expect(['night_club', 'Vida Nocturna', 'restaurant', 'Comer y beber'].map(en.categoryName)).toEqual(['Nightlife', 'Nightlife', 'Food and drink', 'Food and drink']);
  });

  it('any other identifier is made readable; a Spanish name of a known place type is read through its type', () => {
    expect(englishCategoryName('art_gallery')).toBe('Art gallery');
    expect(englishCategoryName('night_club')).toBe('Nightlife');
    expect(englishCategoryName('ice_cream_shop')).toBe('Ice cream shop');
    expect(englishCategoryName('bakery')).toBe('Bakery');
    expect(englishCategoryName('Museo')).toBe('Museum');
    expect(englishCategoryName('Centro comercial')).toBe('Shopping mall');
    // a business's own tag has no English: shown as written
    expect(englishCategoryName('Paladar')).toBeUndefined();
    expect(englishCategoryName('Música en vivo')).toBeUndefined();
  });

  it('a Spanish name of a category of the guide is read through that category’s identifier', () => {
    const known: Category[] = [{ _id: 'c1', nombre: 'Heladerías', name: 'ice_cream_shop' }];
    expect(englishCategoryName('heladerías ', known)).toBe('Ice cream shop');
    expect(englishCategoryName('Heladerías')).toBeUndefined();
  });

  it('Spanish pages are unchanged: only the home categories are renamed', () => {
    expect(PLACE_TEXT.categoryName('night_club')).toBe('Vida Nocturna');
    expect(PLACE_TEXT.categoryName('art_gallery')).toBeUndefined();
  });
});

describe('category chips on an English page', () => {
  it('show every category in English, once, and a tag without English marked as Spanish', () => {
    render(inEnglish(<CategoryChips categories={['Comer y beber', 'restaurant', 'Museo', 'art_gallery', 'Paladar']} />));
    expect(chips()).toEqual(['Food and drink', 'Museum', 'Art gallery', 'Paladar']);
    expect(screen.getByText('Paladar')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Museum')).not.toHaveAttribute('lang');
  });

  it('a Spanish name of one of the guide’s categories, when the list is at hand (the map loaded it), is shown by its identifier', () => {
    const client = createQueryClient();
    client.setQueryData(categoryKeys.list(), [{ _id: 'c1', nombre: 'Heladerías', name: 'ice_cream_shop' }] satisfies Category[]);
    render(inEnglish(<ChipsWith client={client} categories={['Heladerías']} />));
    expect(chips()).toEqual(['Ice cream shop']);
  });
});

function ChipsWith({ client, categories }: { client: QueryClient; categories: string[] }) {
  return (
    <QueryClientProvider client={client}>
      <CategoryChips categories={categories} />
    </QueryClientProvider>
  );
}
