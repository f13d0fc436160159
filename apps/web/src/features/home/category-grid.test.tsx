import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_CATEGORIES } from '@guia/contracts';
import { renderApp } from '../../test/utils';
import { HOME_TEXT } from './home-text';
import { homeApi, homeCategories } from './test-fixtures';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
});

const grid = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: HOME_TEXT.categoriesTitle });
  return heading.closest('section')!;
};
const tiles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .filter((a) => a.className.includes('category-tile'))
    .map((a) => a.textContent);

describe("Home's category grid (issue 20 §9): the admin's choice and order", () => {
  it("shows exactly the categories the admin put on home, in the admin's order: a new 'Alojamiento' appears", async () => {
    homeApi({
      categories: () => ({
        body: homeCategories([
          { name: 'lodging', nombre: 'Alojamiento' },
          { name: 'restaurant', nombre: 'Comer y beber' },
          { name: 'cafe', nombre: 'Café y Té' },
        ]),
      }),
    });
    renderApp('/');
    const section = await grid();
    await within(section).findByRole('link', { name: 'Alojamiento' });
    expect(tiles(section)).toEqual(['Alojamiento', 'Comer y beber', 'Café y Té']);
    expect(within(section).queryByRole('link', { name: 'Compras' })).not.toBeInTheDocument();
  });

  it("when the categories cannot be read, it shows the six of spec §2, so the way to the map stays open", async () => {
    homeApi({ categories: () => ({ status: 500, body: { message: 'Error' } }) });
    renderApp('/');
    const section = await grid();
    await within(section).findByRole('link', { name: HOME_CATEGORIES[0].nombre });
    expect(tiles(section)).toEqual(HOME_CATEGORIES.map((c) => c.nombre));
  });
});
