import type { Menu, Rate } from '@guia/contracts';

/** Typed menu fixtures (the API's shape, contracts menu.ts) for the menu, business page and map tests. */
export const MENU_BUSINESS_ID = '6650f0c2a1b2c3d4e5f6a0a1';

export const RATE: Rate = { _id: '64b7f0c2a1b2c3d4e5f6d001', usd: 440, eur: 480, date: '2026-11-24', source: 'elTOQUE', created_at: '2026-11-24T14:00:00.000Z' };

/** Two sections; 'Lechón asado' is sold out. Without a rate: CUP only, as the API answers with a stale rate. */
export function makeMenu(over: Partial<Menu> = {}): Menu {
  return {
    business_id: MENU_BUSINESS_ID,
    sections: [
      {
        name: 'Platos fuertes',
        dishes: [
          { name: 'Ropa vieja', description: 'Con arroz, frijoles negros y maduros', price_cup: 2200, sold_out: false },
          { name: 'Lechón asado', price_cup: 2600, sold_out: true },
        ],
      },
      { name: 'Postres', dishes: [{ name: 'Flan de la casa', price_cup: 12500, sold_out: false }] },
    ],
    rate: null,
    median_price_cup: 2600,
    updated_at: '2026-11-24T15:00:00.000Z',
    version: 3,
    ...over,
  };
}

/** The same menu as the API answers it while the reference rate is fresh: USD and EUR to the cent. */
export function makeConvertedMenu(): Menu {
  const menu = makeMenu({ rate: RATE });
  return {
    ...menu,
    sections: menu.sections.map((s) => ({
      ...s,
      dishes: s.dishes.map((d) => ({ ...d, price_usd: Math.round((d.price_cup / RATE.usd) * 100) / 100, price_eur: Math.round((d.price_cup / RATE.eur) * 100) / 100 })),
    })),
  };
}

/** A menu with `n` dishes in one section (to fold the panel's). */
export function longMenu(n: number): Menu {
  return makeMenu({
    sections: [{ name: 'Carta', dishes: Array.from({ length: n }, (_, i) => ({ name: `Plato ${i + 1}`, price_cup: 500 + i * 100, sold_out: false })) }],
  });
}
