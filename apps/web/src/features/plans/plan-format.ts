import { INTL_LOCALE, WALKING_SPEED_M_PER_S, type ItineraryPlace, type Lang } from '@guia/contracts';
import { formatNumber } from '../../lib/format';
import { fmt } from '../../lib/i18n/icu';
import { PLANS_TEXT, usePlansText } from './plans-text';

/**
 * How a plan reads: its day, its number of stops, and the walk through its stops (straight line at
 * WALKING_SPEED_M_PER_S, 4.8 km/h), written with Intl in the page's language (Spanish by default;
 * the English texts are loaded by then: the screen that calls these read them with usePlansText).
 */

const textIn = (lang: Lang) => usePlansText.in(lang) ?? PLANS_TEXT;

// a plan's date is a day of Cuba's calendar: read at noon UTC, it is that day in any zone
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
const dayFormat = (lang: Lang) => {
  let f = dayFormats.get(lang);
  if (!f) dayFormats.set(lang, (f = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return f;
};

const capitalized = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(INTL_LOCALE[lang]) + text.slice(1);

/** 'Sábado, 5 de diciembre de 2026' / 'Saturday, December 5, 2026'; no date: 'Sin fecha'. */
export function planDateText(date: string | null | undefined, lang: Lang = 'es'): string {
  if (!date) return textIn(lang).noDate;
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : capitalized(dayFormat(lang).format(at), lang);
}

/** '1 parada', '3 paradas', 'Sin paradas' ('1 stop', '3 stops', 'No stops'). */
export function stopsText(count: number, lang: Lang = 'es'): string {
  return fmt(lang, textIn(lang).stops, { count });
}

/** '650 m' (to the 10 m), '1,2 km' / '1.2 km'. */
export function distanceText(metres: number, lang: Lang = 'es'): string {
  return metres < 1000
    ? formatNumber(Math.round(metres / 10) * 10, lang, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 })
    : formatNumber(metres / 1000, lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}

/** The walking time: 'unos 15 min', '1 min', '1 h 15 min', 'unos 2 h 34 min' ('about 15 min'). */
export function walkTimeText(metres: number, lang: Lang = 'es'): string {
  const minutes = Math.max(1, Math.round(metres / WALKING_SPEED_M_PER_S / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const min = (n: number) => formatNumber(n, lang, { style: 'unit', unit: 'minute' });
  const hour = (n: number) => formatNumber(n, lang, { style: 'unit', unit: 'hour' });
  const amount = hours === 0 ? min(minutes) : rest === 0 ? hour(hours) : `${hour(hours)} ${min(rest)}`;
  // 'unos' goes with more than one: never 'unos 1 min'
  return (hours === 0 ? minutes : hours) === 1 ? amount : fmt(lang, textIn(lang).about, { time: amount });
}

/** '1,2 km a pie · unos 15 min' / '1.2 km on foot · about 15 min'; nothing to walk: null. */
export function walkText(metres: number, lang: Lang = 'es'): string | null {
  if (!(metres > 0)) return null;
  return fmt(lang, textIn(lang).walk, { distance: distanceText(metres, lang), time: walkTimeText(metres, lang) });
}

const EARTH_M = 6_371_000;

/** Great-circle metres between two [lng, lat] points (the API's own reckoning). */
function metresBetween([lng1, lat1]: [number, number], [lng2, lat2]: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The straight-line walk through the places in order (as the API's `distance_m`, for a plan being
 * edited before it is saved): places without coordinates, and stops whose place left, are skipped.
 */
export function walkingMetres(places: (Pick<ItineraryPlace, 'coordinates'> | null)[]): number {
  const points = places.map((p) => p?.coordinates).filter((c): c is [number, number] => Array.isArray(c));
  let total = 0;
  for (let i = 1; i < points.length; i++) total += metresBetween(points[i - 1]!, points[i]!);
  return Math.round(total);
}
