import { useId, useState } from 'react';
import type { Dish, Menu } from '@guia/contracts';
import { MENU_TEXT } from './menu-text';
import './menu-view.css';

/** CUP as Spanish writes it ('2200', '12.500', '950,5'): Intl groups from five digits. */
const cupFormat = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });
/** USD and EUR to the cent: '5,00' */
const centsFormat = new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The rate's day, '24/11': a calendar date (YYYY-MM-DD), no time zone moves it. */
const dayFormat = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

export const cupText = (price: number) => MENU_TEXT.cup(cupFormat.format(price));

/** '≈ 5,00 USD · 4,58 EUR', or null when the answer carries no conversion (no fresh rate). */
export function convertedText(dish: Pick<Dish, 'price_usd' | 'price_eur'>): string | null {
  const usd = typeof dish.price_usd === 'number' ? centsFormat.format(dish.price_usd) : null;
  const eur = typeof dish.price_eur === 'number' ? centsFormat.format(dish.price_eur) : null;
  return usd || eur ? MENU_TEXT.converted(usd, eur) : null;
}

export function rateDayText(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : dayFormat.format(d);
}

type Level = 2 | 3;

export interface MenuViewProps {
  menu: Menu;
  /** The level of the 'Menú' heading (2 on the business page, 3 in the map's panel); sections go one below. */
  level?: Level;
  /** Fold the menu behind 'Ver menú' when it has more dishes than this (the map's narrow panel). */
  collapseAfter?: number;
  className?: string;
}

/**
 * A business's menu for visitors (issue 21 §2): each section a heading and a list of its dishes,
 * each with its price in CUP and, while the guide's reference rate is fresh, about how much in
 * USD and EUR, the rate's day and source said once below. 'Agotado' is written, not only greyed.
 * An empty menu draws nothing: the page simply has no menu yet.
 */
export function MenuView({ menu, level = 2, collapseAfter, className }: MenuViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const sections = menu.sections.filter((s) => s.dishes.length > 0);
  const dishes = sections.flatMap((s) => s.dishes);
  const foldable = collapseAfter !== undefined && dishes.length > collapseAfter;
  const [open, setOpen] = useState(false);
  if (dishes.length === 0) return null;

  const Title = `h${level}` as const;
  const SectionTitle = `h${level + 1}` as 'h3' | 'h4';
  const shown = !foldable || open;
  const converted = dishes.some((d) => convertedText(d) !== null);
  const cheapest = Math.min(...dishes.map((d) => d.price_cup));

  return (
    <section className={['menu', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="menu__head">
        <Title id={titleId} className="menu__title">
          {MENU_TEXT.title}
        </Title>
        {foldable && (
          <button type="button" className="btn btn--ghost menu__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
            {open ? MENU_TEXT.hide : MENU_TEXT.show}
          </button>
        )}
      </div>
      {foldable && !open && <p className="menu__summary">{MENU_TEXT.summary(dishes.length, cupFormat.format(cheapest))}</p>}
      <div id={bodyId} className="menu__body" hidden={!shown}>
        {shown &&
          sections.map((section, i) => (
            <section key={`${i}-${section.name}`} className="menu__section" aria-labelledby={`${bodyId}-s${i}`}>
              <SectionTitle id={`${bodyId}-s${i}`} className="menu__section-title">
                {section.name}
              </SectionTitle>
              <ul className="menu__dishes">
                {section.dishes.map((dish, j) => (
                  <DishItem key={`${j}-${dish.name}`} dish={dish} />
                ))}
              </ul>
            </section>
          ))}
        {shown && converted && menu.rate && <p className="menu__rate">{MENU_TEXT.rate(rateDayText(menu.rate.date), menu.rate.source)}</p>}
      </div>
    </section>
  );
}

function DishItem({ dish }: { dish: Dish }) {
  const converted = convertedText(dish);
  const description = dish.description?.trim();
  return (
    <li className={dish.sold_out ? 'menu__dish menu__dish--sold-out' : 'menu__dish'}>
      <div className="menu__dish-text">
        <span className="menu__dish-name">{dish.name}</span>
        {dish.sold_out && <span className="menu__sold-out">{MENU_TEXT.soldOut}</span>}
        {description && <p className="menu__dish-description">{description}</p>}
      </div>
      <p className="menu__price">
        <span className="menu__cup">{cupText(dish.price_cup)}</span>
        {converted && <span className="menu__converted">{converted}</span>}
      </p>
    </li>
  );
}
