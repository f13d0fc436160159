import { DATE_LOCALE, WALKING_SPEED_M_PER_S, type ItineraryPlace } from '@guia/contracts';
import { PLANS_TEXT } from './plans-text';

/**
 * How a plan reads: its day, its number of stops, and the walk through its stops (straight line at
 * WALKING_SPEED_M_PER_S, 4.8 km/h), written with Intl in Spanish.
 */

// a plan's date is a day of Cuba's calendar: read at noon UTC, it is that day in any zone
const dayFormat = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const countFormat = new Intl.NumberFormat(DATE_LOCALE);
const plural = new Intl.PluralRules(DATE_LOCALE);
const kmFormat = new Intl.NumberFormat(DATE_LOCALE, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
const mFormat = new Intl.NumberFormat(DATE_LOCALE, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
const minFormat = new Intl.NumberFormat(DATE_LOCALE, { style: 'unit', unit: 'minute' });
const hourFormat = new Intl.NumberFormat(DATE_LOCALE, { style: 'unit', unit: 'hour' });

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(DATE_LOCALE) + text.slice(1);

/** 'Sábado, 5 de diciembre de 2026'; no date: 'Sin fecha'. */
export function planDateText(date: string | null | undefined): string {
  if (!date) return PLANS_TEXT.noDate;
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : capitalized(dayFormat.format(at));
}

/** '1 parada', '3 paradas', 'Sin paradas'. */
export function stopsText(count: number): string {
  if (count === 0) return PLANS_TEXT.noStops;
  return `${countFormat.format(count)} ${plural.select(count) === 'one' ? PLANS_TEXT.stopOne : PLANS_TEXT.stopMany}`;
}

/** '650 m' (to the 10 m), '1,2 km'. */
export function distanceText(metres: number): string {
  return metres < 1000 ? mFormat.format(Math.round(metres / 10) * 10) : kmFormat.format(metres / 1000);
}

/** The walking time: 'unos 15 min', '1 min', '1 h 15 min', 'unos 2 h 34 min'. */
export function walkTimeText(metres: number): string {
  const minutes = Math.max(1, Math.round(metres / WALKING_SPEED_M_PER_S / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const amount = hours === 0 ? minFormat.format(minutes) : rest === 0 ? hourFormat.format(hours) : `${hourFormat.format(hours)} ${minFormat.format(rest)}`;
  // 'unos' goes with more than one: never 'unos 1 min'
  return (hours === 0 ? minutes : hours) === 1 ? amount : `${PLANS_TEXT.about} ${amount}`;
}

/** '1,2 km a pie · unos 15 min'; nothing to walk: null. */
export function walkText(metres: number): string | null {
  if (!(metres > 0)) return null;
  return `${distanceText(metres)} ${PLANS_TEXT.onFoot} · ${walkTimeText(metres)}`;
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
