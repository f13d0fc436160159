import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RADIUS_M, kmOf, type Category } from '@guia/contracts';
import { paths } from '../../../config/paths';
import { categoryShown, useMapText } from '../map-text';
import { useLang } from '../../../lib/i18n/lang';
import { usePlaceText } from '../../../components/business/place-text';
import { radiusFrom } from '../map-entry';
import { MoneyFilters, type MoneyFiltersProps } from './money-filters';
import { CompassIcon, FilterIcon, HeartOutlineIcon, HomeIcon } from '../../../components/icons/map-icons';

export type MapMode = 'nearby' | 'search' | 'favorites';

export interface StatusMessage {
  tone: 'info' | 'warning' | 'error' | 'success';
  text: string;
}

export interface MapSidebarProps {
  mode: MapMode;
  onExplore(): void;
  onFavorites(): void;
  categories: Category[];
  category: string;
  onCategory(name: string): void;
  /** In metres; the slider and its label show whole km. */
  radiusM: number;
  onRadius(radiusM: number): void;
  /** 'Abierto ahora' (issue 16): nearby and search answers only places open now in Havana. */
  openNow: boolean;
  onOpenNow(on: boolean): void;
  /** issue 21 §2–§3: the payment and price filters (absent: not offered) */
  money?: MoneyFiltersProps;
  /** Heading of the list ('Cerca de ti' or 'Cerca del centro de La Habana', 'Resultados', 'Tus favoritos'). */
  listTitle: string;
  children: ReactNode;
  /** Phones: the sidebar folds into a bar with a toggle. */
  collapsible: boolean;
  open: boolean;
  onToggle(): void;
}

/**
 * The left sidebar (spec §2): Inicio, Examinar, Favoritos; the category dropdown (from
 * GET /api/categories/, 'Todas las categorías' first); the radius slider (1–50 km, step 1);
 * the list. At 768 px and below it folds behind a toggle. The search bar and the messages come
 * before it in the page (issue 20 §3: the search is the first thing a keyboard reaches).
 */
export function MapSidebar(props: MapSidebarProps) {
  const { mode, categories, category, radiusM, collapsible, open } = props;
  const text = useMapText();
  const lang = useLang();
  const placeText = usePlaceText();
  const bodyId = useId();
  const categoryId = useId();
  const radiusId = useId();
  const listId = useId();
  const hidden = collapsible && !open;
  const known = categories.some((c) => c.name === category);

  return (
    <aside className={`map-sidebar${hidden ? ' map-sidebar--closed' : ''}`} aria-label={text.explore}>
      {collapsible && (
        <button type="button" className="btn btn--ghost map-sidebar__toggle" aria-expanded={open} aria-controls={bodyId} onClick={props.onToggle}>
          <FilterIcon />
          {open ? text.hideFilters : text.showFilters}
        </button>
      )}
      <div id={bodyId} className="map-sidebar__body" hidden={hidden}>
        <nav className="map-nav" aria-label={text.sections}>
          <ul>
            <li>
              <Link className="map-nav__item" to={paths.home}>
                <HomeIcon />
                {text.home}
              </Link>
            </li>
            <li>
              <button type="button" className="map-nav__item" aria-pressed={mode !== 'favorites'} onClick={props.onExplore}>
                <CompassIcon />
                {text.browse}
              </button>
            </li>
            <li>
              <button type="button" className="map-nav__item" aria-pressed={mode === 'favorites'} onClick={props.onFavorites}>
                <HeartOutlineIcon />
                {text.favoritesTab}
              </button>
            </li>
          </ul>
        </nav>

        <div className="map-filters">
          <div className="field">
            <label className="field__label" htmlFor={categoryId}>
              {text.category}
            </label>
            <select id={categoryId} className="field__input" value={category} onChange={(e) => props.onCategory(e.target.value)}>
              <option value="">{text.allCategories}</option>
              {categories.map((c) => (
                <option key={c._id} value={c.name}>
                  {categoryShown(c, lang, placeText.categoryName)}
                </option>
              ))}
              {category && !known && <option value={category}>{category}</option>}
            </select>
          </div>
          <div className="field">
            <div className="map-filters__radius-label">
              <label className="field__label" htmlFor={radiusId}>
                {text.radius}
              </label>
              <output className="map-filters__radius-value" htmlFor={radiusId}>
                {text.radiusLabel(radiusM)}
              </output>
            </div>
            <input
              id={radiusId}
              className="map-filters__radius"
              type="range"
              min={kmOf(RADIUS_M.min)}
              max={kmOf(RADIUS_M.max)}
              step={kmOf(RADIUS_M.step)}
              value={kmOf(radiusM)}
              aria-valuetext={text.radiusLabel(radiusM)}
              onChange={(e) => props.onRadius(radiusFrom(e.target.value))}
            />
          </div>
          <label className="checkbox map-filters__open-now">
            <input type="checkbox" checked={props.openNow} onChange={(e) => props.onOpenNow(e.target.checked)} />
            {text.openNow}
          </label>
          {props.money && <MoneyFilters {...props.money} />}
        </div>

        <section className="map-sidebar__list" aria-labelledby={listId}>
          <h2 id={listId} className="map-sidebar__list-title">
            {props.listTitle}
          </h2>
          {props.children}
        </section>
      </div>
    </aside>
  );
}
