import {
  OSM_MERGE_DISTANCE_M,
  foldName,
  foldedNamesMatch,
  openNowAt,
  osmNamesMatch,
  type CubaClock,
  type OsmNearbyPlace,
  type OsmSearchPlace,
  type OsmType,
} from '@guia/contracts';
import { osmPlaceAnswer, type OsmNearbyRecord, type OsmPlaceRecord } from '../osm/osm.repository';
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

/** An OSM place as search answers it: as nearby does, the distance only when there is one (one builder: osm.repository.ts). */
export const toOsmPlace = (r: OsmPlaceRecord & { distance?: number }, clock: CubaClock): OsmSearchPlace => osmPlaceAnswer(r, clock);

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
  // the businesses by latitude, each name folded once (at most when first needed): a place looks
  // only at those in its latitude band, not at every business (200 places × 80 businesses per answer)
  const near = businesses
    .map((b) => ({ b, lng: b.location.coordinates[0], lat: b.location.coordinates[1], folded: undefined as string | undefined }))
    .sort((x, y) => x.lat - y.lat);
  const foldedOf = (n: (typeof near)[number]) => (n.folded ??= foldName(n.b.name));
  // a degree of latitude is ~111 km: a cheap first test before the distance
  const latSpan = (OSM_MERGE_DISTANCE_M / 111_000) * 1.1;
  for (const p of places) {
    const [plng, plat] = p.location.coordinates;
    const lngSpan = latSpan / Math.max(0.1, Math.cos((plat * Math.PI) / 180));
    let names: string[] | undefined;
    let merged = false;
    // the first business at or above the band's lower edge
    let lo = 0;
    let hi = near.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (near[mid]!.lat < plat - latSpan) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < near.length && near[i]!.lat <= plat + latSpan; i++) {
      const n = near[i]!;
      if (Math.abs(n.lng - plng) > lngSpan) continue;
      const d = distanceM(plat, plng, n.lat, n.lng);
      if (d > OSM_MERGE_DISTANCE_M) continue;
      names ??= [foldName(p.name), foldName(p.name_es), foldName(p.name_en)];
      const folded = foldedOf(n);
      if (!names.some((x) => foldedNamesMatch(folded, x))) continue;
      merged = true;
      const prev = best.get(n.b._id);
      if (!prev || d < prev.d) best.set(n.b._id, { link: { type: p.osm_type, id: p.osm_id }, d });
    }
    if (!merged) kept.push(p);
  }
  const links = new Map([...best].map(([id, v]) => [id, v.link]));
  for (const s of stored) links.set(s._id, { type: s.osm.type, id: s.osm.id });
  return { kept, links };
}
