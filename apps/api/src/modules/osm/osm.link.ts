import { OSM_MERGE_DISTANCE_M, osmNamesMatch, type OsmType } from '@guia/contracts';
import type { BusinessRecord, BusinessesRepository, OsmLinkRecord } from '../businesses/businesses.repository';
import { distanceM, osmPlaceId, type OsmPlaceInput, type OsmPlacesRepository } from './osm.repository';

/**
 * The stored link (issue 24 §3), worked out at import time: a guide business within
 * OSM_MERGE_DISTANCE_M of an OSM place whose name (name, name:es or name:en) matches the
 * business's (osmNamesMatch, the rule nearby and search use for places imported before the
 * business) is that place — the nearest such place when several are. The business records only
 * the object (BusinessesRepository.setOsmLinks): nothing an admin edits is ever written.
 *
 * A link, once made, stays while its object is in the data: an admin who renames or moves the
 * business does not undo it. It goes (or moves to another matching place) when the object is
 * retired, i.e. missing from a new extract that covers it.
 */

export interface LinkPlan {
  changes: { id: string; osm: OsmLinkRecord | null }[];
  /** businesses linked after the import */
  linked: number;
}

const key = (type: OsmType, id: number) => `${type}/${id}`;
/** grid cells of ~0.001° (≈ 111 m of latitude): a place's matches are in its cell and the 8 around it */
const CELL = 0.001;
const cellOf = (lat: number, lng: number) => [Math.floor(lat / CELL), Math.floor(lng / CELL)] as const;
/** one number per cell (no string per place and neighbour: 100,000 places × 9) */
const cellKey = (y: number, x: number) => y * 400_000 + x;

/**
 * What the import of `incoming` (every place of the extract, inside `bbox` when given) does to the
 * businesses' links. Reads the businesses once; the places are only walked, never copied.
 */
export async function planLinks(
  businesses: Pick<BusinessesRepository, 'list'>,
  osmPlaces: Pick<OsmPlacesRepository, 'findById'>,
  incoming: readonly OsmPlaceInput[],
  bbox?: readonly [number, number, number, number],
): Promise<LinkPlan> {
  const all = await businesses.list();
  if (all.length === 0) return { changes: [], linked: 0 };
  const grid = new Map<number, BusinessRecord[]>();
  for (const b of all) {
    const [lng, lat] = b.location.coordinates;
    const [y, x] = cellOf(lat, lng);
    const k = cellKey(y, x);
    const list = grid.get(k);
    if (list) list.push(b);
    else grid.set(k, [b]);
  }

  // the objects businesses are linked to now, and those of them this extract still has
  const linkedNow = new Set(all.flatMap((b) => (b.osm ? [key(b.osm.type, b.osm.id)] : [])));
  const inExtract = new Set<string>();
  const best = new Map<string, { osm: OsmLinkRecord; d: number }>();
  for (const p of incoming) {
    if (linkedNow.size > 0) {
      const k = key(p.osm_type, p.osm_id);
      if (linkedNow.has(k)) inExtract.add(k);
    }
    const [plng, plat] = p.location.coordinates;
    const [y, x] = cellOf(plat, plng);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const near = grid.get(cellKey(y + dy, x + dx));
        if (!near) continue;
        for (const b of near) {
          const [blng, blat] = b.location.coordinates;
          const d = distanceM(plat, plng, blat, blng);
          if (d > OSM_MERGE_DISTANCE_M) continue;
          if (!osmNamesMatch(b.name, p.name) && !osmNamesMatch(b.name, p.name_es) && !osmNamesMatch(b.name, p.name_en)) continue;
          const prev = best.get(b._id);
          if (!prev || d < prev.d) best.set(b._id, { osm: { type: p.osm_type, id: p.osm_id }, d });
        }
      }
    }
  }

  const changes: LinkPlan['changes'] = [];
  let linked = 0;
  for (const b of all) {
    const current = b.osm;
    if (current && (await stillListed(current, inExtract, osmPlaces, bbox))) {
      linked += 1;
      continue;
    }
    const found = best.get(b._id)?.osm;
    if (found) {
      linked += 1;
      if (!current || current.type !== found.type || current.id !== found.id) changes.push({ id: b._id, osm: found });
    } else if (current) changes.push({ id: b._id, osm: null });
  }
  return { changes, linked };
}

/** Whether the linked object is still listed after this import: in the extract, or outside the import's bbox and listed now. */
async function stillListed(
  link: OsmLinkRecord,
  inExtract: ReadonlySet<string>,
  osmPlaces: Pick<OsmPlacesRepository, 'findById'>,
  bbox: readonly [number, number, number, number] | undefined,
): Promise<boolean> {
  if (inExtract.has(key(link.type, link.id))) return true;
  if (!bbox) return false;
  const place = await osmPlaces.findById(osmPlaceId(link.type, link.id));
  if (!place || place.retired_at) return false;
  const [lng, lat] = place.location.coordinates;
  const inside = lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3];
  return !inside;
}
