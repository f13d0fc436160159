import {
  OSM_MERGE_DISTANCE_M,
  hasStructuredHours,
  openNowAt,
  osmNamesMatch,
  weekdayLines,
  type CubaClock,
  type OsmNearbyPlace,
  type OsmSearchPlace,
  type OsmType,
} from '@guia/contracts';
import type { OsmNearbyRecord, OsmPlaceRecord } from '../osm/osm.repository';
import { distanceM } from './businesses.text';

/**
 * OpenStreetMap places beside the guide's own businesses (issue 24 §3): their answer shape, and
 * the merge that shows a place once when the guide already has it.
 */

export interface OsmLink {
  type: OsmType;
  id: number;
}

/** Open at Havana's `clock` from the place's hours (undefined: unknown; an unread tag is never open). */
export const osmOpenNow = (r: Pick<OsmPlaceRecord, 'hours'>, clock: CubaClock) => openNowAt(r.hours, clock);

/** An OSM place as nearby answers it (OsmNearbyPlace): opening_hours computed at `clock`, distance in whole metres. */
export function toOsmNearbyPlace(r: OsmNearbyRecord, clock: CubaClock): OsmNearbyPlace {
  return toOsmPlace(r, clock) as OsmNearbyPlace;
}

/** An OSM place as search answers it: as nearby does, the distance only when there is one. */
export function toOsmPlace(r: OsmPlaceRecord & { distance?: number }, clock: CubaClock): OsmSearchPlace {
  const [lng, lat] = r.location.coordinates;
  const rounded = { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
  const out: OsmSearchPlace = {
    _id: r._id,
    name: r.name,
    categories: [...r.categories],
    types: [...r.types],
    geometry: { location: rounded },
    location: { type: 'Point', coordinates: [rounded.lng, rounded.lat] },
    osm_type: r.osm_type,
    osm_id: r.osm_id,
    extract_date: r.extract_date,
    source: 'osm',
  };
  if (r.address) out.address = r.address;
  if (r.phone) out.phone = r.phone;
  if (r.website) out.website = r.website;
  const openNow = osmOpenNow(r, clock);
  const weekdayText = r.hours && hasStructuredHours(r.hours) ? weekdayLines(r.hours) : undefined;
  if (openNow !== undefined || weekdayText?.length) {
    out.opening_hours = { ...(openNow !== undefined ? { open_now: openNow } : {}), ...(weekdayText?.length ? { weekday_text: weekdayText } : {}) };
  }
  if (r.hours) out.hours = r.hours;
  if (r.hours_text) out.hours_text = r.hours_text;
  if (r.check_date) out.check_date = r.check_date;
  // distance last, as in the guide's own businesses
  if (r.distance !== undefined) out.distance = Math.round(r.distance);
  return out;
}

/** Two names are the same place's when, accent- and case-folded, one holds the other as whole words (the import's rule too). */
export const namesMatch = osmNamesMatch;

interface Positioned {
  location: { coordinates: [number, number] };
}

/**
 * Which OSM places are guide businesses already: a place within OSM_MERGE_DISTANCE_M of a
 * business whose name (or name:es / name:en) matches the business's is that business. Answers
 * the places to list (the others, in their order) and, per business id, the OSM object it is (the
 * nearest matching place when several do). `stored`: the links an import recorded on businesses
 * (BusinessesRepository.findOsmLinks): their places are left out whatever the names or positions
 * say now (an admin may have renamed or moved the business), and their links win.
 */
export function mergeOsmPlaces<P extends OsmPlaceRecord, B extends Positioned & { _id: string; name: string }>(
  places: P[],
  businesses: B[],
  stored: readonly { _id: string; osm: OsmLink }[] = [],
): { kept: P[]; links: Map<string, OsmLink> } {
  const kept: P[] = [];
  const best = new Map<string, { link: OsmLink; d: number }>();
  const storedKeys = new Set(stored.map((s) => `${s.osm.type}/${s.osm.id}`));
  if (storedKeys.size > 0) places = places.filter((p) => !storedKeys.has(`${p.osm_type}/${p.osm_id}`));
  // a degree of latitude is ~111 km: a cheap first test before the distance
  const latSpan = (OSM_MERGE_DISTANCE_M / 111_000) * 1.1;
  for (const p of places) {
    const [plng, plat] = p.location.coordinates;
    const lngSpan = latSpan / Math.max(0.1, Math.cos((plat * Math.PI) / 180));
    let merged = false;
    for (const b of businesses) {
      const [blng, blat] = b.location.coordinates;
      if (Math.abs(blat - plat) > latSpan || Math.abs(blng - plng) > lngSpan) continue;
      const d = distanceM(plat, plng, blat, blng);
      if (d > OSM_MERGE_DISTANCE_M) continue;
      if (!namesMatch(b.name, p.name) && !namesMatch(b.name, p.name_es) && !namesMatch(b.name, p.name_en)) continue;
      merged = true;
      const prev = best.get(b._id);
      if (!prev || d < prev.d) best.set(b._id, { link: { type: p.osm_type, id: p.osm_id }, d });
    }
    if (!merged) kept.push(p);
  }
  const links = new Map([...best].map(([id, v]) => [id, v.link]));
  for (const s of stored) links.set(s._id, { type: s.osm.type, id: s.osm.id });
  return { kept, links };
}
