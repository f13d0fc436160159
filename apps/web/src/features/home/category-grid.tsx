import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { HOME_CATEGORIES } from '@guia/contracts';
import { paths } from '../../config/paths';
import { homeCategoriesQuery } from '../../lib/api/home-categories';
import type { MapNavState } from '../../lib/nav-state';
import { CATEGORY_ICONS, DEFAULT_CATEGORY_ICON } from '../../components/icons/category-icons';
import { useHomeText } from './home-text';
import { usePlaceText } from '../../components/business/place-text';

const PLACEHOLDER_TILES = HOME_CATEGORIES.length;

/**
 * Home's category tiles (issue 20 §9): exactly the categories the admin shows on home, in the
 * admin's order (drawn on the server with the page). While they load, empty tiles keep the space;
 * if they cannot be read, the six of spec §2, so the way to the map stays open.
 */
export function CategoryGrid() {
  const place = usePlaceText();
  const text = useHomeText();
  const home = useQuery(homeCategoriesQuery());
  if (home.isPending) {
    return (
      <ul className="categories" aria-busy="true" aria-label={text.categoriesTitle}>
        {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
          <li key={i} className="category-tile category-tile--placeholder" aria-hidden="true">
            <span className="category-tile__icon" />
          </li>
        ))}
      </ul>
    );
  }
  const categories = home.isError ? HOME_CATEGORIES : home.data;
  if (categories.length === 0) return null;
  return (
    <ul className="categories">
      {categories.map((category) => (
        <li key={category.name}>
          <Link className="category-tile" to={paths.map} state={{ selectedCategory: category.name, focusOnCategory: true } satisfies MapNavState}>
            <span className="category-tile__icon">{CATEGORY_ICONS[category.name] ?? DEFAULT_CATEGORY_ICON}</span>
            <span className="category-tile__label">{place.categoryName(category.name) ?? category.nombre}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
