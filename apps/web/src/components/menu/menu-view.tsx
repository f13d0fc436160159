import { useId, useState } from 'react';
import { INTL_LOCALE, type Dish, type Lang, type Menu } from '@guia/contracts';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import type { Catalog } from '../../lib/i18n/text';
import { formatNumber } from '../../lib/format';
import { useMenuText, type MENU_TEXT } from './menu-text';
import './menu-view.css';

type MenuText = Catalog<typeof MENU_TEXT>;

/** CUP in the page's language ('2200', '12.500' / '2,200', '12,500'): Intl (Spanish groups from five digits). */
const cupAmount = (price: number, lang: Lang) => formatNumber(price, lang, { maximumFractionDigits: 2 });
/** USD and EUR to the cent: '5,00' / '5.00' */
const cents = (amount: number, lang: Lang) => formatNumber(amount, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const cupText = (price: number, text: MenuText, lang: Lang) => fmt(lang, text.cup, { amount: cupAmount(price, lang) });

/** '≈ 5,00 USD · 4,58 EUR' ('≈ 5.00 USD · 4.58 EUR' in English), or null when the answer carries no conversion (no fresh rate). */
export function convertedText(dish: Pick<Dish, 'price_usd' | 'price_eur'>, text: MenuText, lang: Lang): string | null {
  const parts = [
    typeof dish.price_usd === 'number' ? fmt(lang, text.usd, { amount: cents(dish.price_usd, lang) }) : null,
    typeof dish.price_eur === 'number' ? fmt(lang, text.eur, { amount: cents(dish.price_eur, lang) }) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? fmt(lang, text.converted, { amounts: parts.join(text.joiner) }) : null;
}

/** The rate's day: a calendar date (YYYY-MM-DD), no time zone moves it. Spanish '24/11', '07/12'; English 'Nov 24'. */
const DAY_OPTIONS: Record<Lang, Intl.DateTimeFormatOptions> = { es: { day: '2-digit', month: '2-digit' }, en: { month: 'short', day: 'numeric' } };
export function rateDayText(isoDate: string, lang: Lang): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  const options = DAY_OPTIONS[lang];
  // ICU writes es-ES's two-digit day and month as '7/12': the two digits are put back here
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone: 'UTC' })
    .formatToParts(d)
    .map((p) => ((p.type === 'day' || p.type === 'month') && options[p.type] === '2-digit' ? p.value.padStart(2, '0') : p.value))
    .join('');
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
  const text = useMenuText();
  const lang = useLang();
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
  const converted = dishes.some((d) => convertedText(d, text, lang) !== null);
  const cheapest = Math.min(...dishes.map((d) => d.price_cup));

  return (
    <section className={['menu', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="menu__head">
        <Title id={titleId} className="menu__title">
          {text.title}
        </Title>
        {foldable && (
          <button type="button" className="btn btn--ghost menu__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
            {open ? text.hide : text.show}
          </button>
        )}
      </div>
      {foldable && !open && <p className="menu__summary">{fmt(lang, text.summary, { count: dishes.length, from: cupAmount(cheapest, lang) })}</p>}
      <div id={bodyId} className="menu__body" hidden={!shown}>
        {shown &&
          sections.map((section, i) => (
            <section key={`${i}-${section.name}`} className="menu__section" aria-labelledby={`${bodyId}-s${i}`}>
              <SectionTitle id={`${bodyId}-s${i}`} className="menu__section-title">
                {section.name}
              </SectionTitle>
              <ul className="menu__dishes">
                {section.dishes.map((dish, j) => (
                  <DishItem key={`${j}-${dish.name}`} dish={dish} text={text} lang={lang} />
                ))}
              </ul>
            </section>
          ))}
        {shown && converted && menu.rate && <p className="menu__rate">{fmt(lang, text.rate, { date: rateDayText(menu.rate.date, lang), source: menu.rate.source })}</p>}
      </div>
    </section>
  );
}

function DishItem({ dish, text, lang }: { dish: Dish; text: MenuText; lang: Lang }) {
  const converted = convertedText(dish, text, lang);
  const description = dish.description?.trim();
  return (
    <li className={dish.sold_out ? 'menu__dish menu__dish--sold-out' : 'menu__dish'}>
      <div className="menu__dish-text">
        <span className="menu__dish-name">{dish.name}</span>
        {dish.sold_out && <span className="menu__sold-out">{text.soldOut}</span>}
        {description && <p className="menu__dish-description">{description}</p>}
      </div>
      <p className="menu__price">
        <span className="menu__cup">{cupText(dish.price_cup, text, lang)}</span>
        {converted && <span className="menu__converted">{converted}</span>}
      </p>
    </li>
  );
}
