import { Suspense, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { RenderHintsContext } from '../../lib/render-hints';
import { MenuView, rateDayText } from './menu-view';
import { useMenuText } from './menu-text';
import { longMenu, makeConvertedMenu, makeMenu } from './test-fixtures';

/** The menu on an English page (issue 22 §1): its words in English, prices still in CUP, the numbers and the rate's day written the English way by Intl. */
const inEnglish = (ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);
const dishItem = (name: string) => screen.getByText(name).closest('li')!;

beforeAll(async () => {
  await useMenuText.load();
});

describe('a menu on an English page', () => {
  it("prices in CUP with '≈ … USD · … EUR' in English numbers, the rate's day in English, once", () => {
    render(inEnglish(<MenuView menu={makeConvertedMenu()} />));
    const menu = screen.getByRole('region', { name: 'Menu' });
    expect(within(menu).getAllByRole('heading')[0]).toHaveTextContent('Menu');
    // dishes and sections are the venue's own words: as written
    expect(within(dishItem('Ropa vieja')).getByText('2,200 CUP')).toBeInTheDocument();
    expect(within(dishItem('Ropa vieja')).getByText('≈ 5.00 USD · 4.58 EUR')).toBeInTheDocument();
    expect(within(dishItem('Flan de la casa')).getByText('12,500 CUP')).toBeInTheDocument();
    expect(within(dishItem('Flan de la casa')).getByText('≈ 28.41 USD · 26.04 EUR')).toBeInTheDocument();
    expect(within(menu).getByText('Reference rate of Nov 24 (elTOQUE)')).toBeInTheDocument();
    expect(within(menu).queryByText(/Tasa de referencia|Menú/)).toBeNull();
  });

  it("a sold-out dish says 'Sold out'; with no fresh rate, CUP only", () => {
    render(inEnglish(<MenuView menu={makeMenu()} />));
    expect(within(dishItem('Lechón asado')).getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByText('Agotado')).toBeNull();
    expect(screen.queryByText(/USD|EUR|Reference rate/)).toBeNull();
  });

  it("a folded menu: 'See menu' with how many dishes (an English plural) and from what price", async () => {
    render(inEnglish(<MenuView menu={longMenu(9)} level={3} collapseAfter={6} />));
    expect(screen.getByText('9 dishes, from 500 CUP')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'See menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide menu');
  });

  it("the rate's day keeps two digits in Spanish ('07/12', as the spec's '24/11') and is 'Dec 7' in English", () => {
    expect(rateDayText('2026-12-07', 'es')).toBe('07/12');
    expect(rateDayText('2026-11-24', 'es')).toBe('24/11');
    expect(rateDayText('2026-12-07', 'en')).toBe('Dec 7');
    expect(rateDayText('not a date', 'en')).toBe('not a date');
  });

  it('one dish is singular', () => {
    render(inEnglish(<MenuView menu={longMenu(1)} level={3} collapseAfter={0} />));
    expect(screen.getByText('1 dish, from 500 CUP')).toBeInTheDocument();
  });
});
