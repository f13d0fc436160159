import { HOME_CATEGORIES, PLACE_TYPE_NAMES, type Category } from '@guia/contracts';
import { plural } from '../../lib/i18n/icu';
import type { Catalog } from '../../lib/i18n/text';
import type { PLACE_TEXT } from './place-text';

/**
 * Category names on English pages (issue 22 §1: 'Category names already have both languages'). A
 * category has its Spanish `nombre` (what people read) and its `name`, an identifier, most often a
 * Google-style place type in English ('night_club', 'art_gallery'). English pages show:
 * - the six home categories by their chosen English ('Food and drink' …), by identifier or Spanish name;
 * - the guide's place types by their English here ('bakery' → 'Bakery'), also when a business
 *   stores a type's Spanish name ('Museo' → 'Museum', through contracts' PLACE_TYPE_NAMES);
 * - any other identifier made readable ('ice_cream_shop' → 'Ice cream shop');
 * - a Spanish name of one of the guide's categories through its identifier, when the list is at hand;
 * - anything else (a business's own tag, 'Paladar') as written: it has no English.
 * Only English pages download this file (the OSM place page's types read the same table).
 */

/** The English of the guide's place types and of the home categories (by identifier). */
export const PLACE_TYPES_EN: Readonly<Record<string, string>> = {
  restaurant: 'Food and drink',
  store: 'Shopping',
  night_club: 'Nightlife',
  cafe: 'Coffee and tea',
  point_of_interest: 'Things to do',
  health: 'Health and wellness',
  lodging: 'Lodging',
  food: 'Food',
  establishment: 'Establishment',
  bar: 'Bar',
  bakery: 'Bakery',
  meal_takeaway: 'Takeaway',
  meal_delivery: 'Delivery',
  shopping_mall: 'Shopping mall',
  supermarket: 'Supermarket',
  grocery_or_supermarket: 'Supermarket',
  market: 'Market',
  clothing_store: 'Clothing store',
  book_store: 'Bookstore',
  jewelry_store: 'Jewelry store',
  convenience_store: 'Convenience store',
  art_gallery: 'Art gallery',
  museum: 'Museum',
  tourist_attraction: 'Tourist attraction',
  park: 'Park',
  church: 'Church',
  place_of_worship: 'Place of worship',
  spa: 'Spa',
  gym: 'Gym',
  beauty_salon: 'Beauty salon',
  hair_care: 'Hair salon',
  pharmacy: 'Pharmacy',
  hospital: 'Hospital',
  doctor: 'Doctor',
  dentist: 'Dentist',
  hotel: 'Hotel',
  bank: 'Bank',
  atm: 'ATM',
  gas_station: 'Gas station',
  transit_station: 'Station',
  bus_station: 'Bus station',
  taxi_stand: 'Taxi stand',
  school: 'School',
  university: 'University',
  movie_theater: 'Movie theater',
  casino: 'Casino',
  stadium: 'Stadium',
  zoo: 'Zoo',
  aquarium: 'Aquarium',
  library: 'Library',
};

const key = (label: string) => label.trim().toLowerCase();

/** By identifier, and by the Spanish name of a home category or of a place type. */
const BY_LABEL: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PLACE_TYPE_NAMES).flatMap(([type, nombre]) => (PLACE_TYPES_EN[type] ? [[key(nombre), PLACE_TYPES_EN[type]]] : []))),
  ...Object.fromEntries(HOME_CATEGORIES.map((c) => [key(c.nombre), PLACE_TYPES_EN[c.name] ?? c.nombre])),
  ...PLACE_TYPES_EN,
};

/** An identifier ('night_club', 'bakery'): lowercase words joined by underscores. */
const IDENTIFIER = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** 'ice_cream_shop' → 'Ice cream shop' */
const readable = (id: string) => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A category label's English, or undefined when it has none (shown as written). `known`: the guide's categories, when at hand. */
export function englishCategoryName(label: string, known: readonly Pick<Category, 'name' | 'nombre'>[] = []): string | undefined {
  const k = key(label);
  // (an identifier as written: 'Paladar' is a name, 'paladar' might be one)
  const named = BY_LABEL[k] ?? (IDENTIFIER.test(label.trim()) ? readable(k) : undefined);
  if (named) return named;
  const category = known.find((c) => key(c.nombre) === k);
  return category && IDENTIFIER.test(key(category.name)) ? englishCategoryName(category.name) : undefined;
}

/** The shared place components in English (issue 22 §1). */
const PLACE_TEXT_EN: Catalog<typeof PLACE_TEXT> = {
  stars: plural('count', { one: '# star', other: '# stars' }),
  starsOf5: plural('count', { one: '# out of 5 stars', other: '# out of 5 stars' }),
  categoryName: (id: string) => englishCategoryName(id),
  reviewForm: 'Write your review',
  yourComment: 'Your comment',
  commentPlaceholder: 'Tell us what you thought',
  publishing: 'Posting...',
  publish: 'Post review',
  yourRating: 'Your rating',
  showWeek: 'See the week’s opening hours',
  hideWeek: 'Hide opening hours',
  specialDays: 'Days with special opening hours',
  categories: 'Categories',
  photos: (name: string) => `Photos of ${name}`,
  photo: (n: number, count: number) => `Photo ${n} of ${count}`,
  photoAlt: (name: string, n: number, count: number) => `${name}, photo ${n} of ${count}`,
  noPhotos: (name: string) => `${name}, no photos`,
};
export default PLACE_TEXT_EN;
