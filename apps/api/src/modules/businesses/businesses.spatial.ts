import type KDBush from 'kdbush';
import { around } from 'geokdbush';
import { distanceM, EARTH_RADIUS_M } from './businesses.text';

/** geokdbush measures on a 6371 km sphere; we answer on MongoDB's (see EARTH_RADIUS_M). */
const GEOKDBUSH_SCALE = 6_371_000 / EARTH_RADIUS_M;
/** Past this many candidates per result wanted, a k-nearest search is cheaper than sorting them all. */
const KNN_FACTOR = 4;

/**
 * The points of `tree` (kdbush over [lng, lat]) within `radiusM` of the point that `accept`
 * lets through, nearest first, at most `limit`: their indexes and great-circle distances (metres,
 * on MongoDB's sphere).
 *
 * geokdbush's `around` prunes on points only: with a radius, it still expands every tree node
 * nearer than the first point beyond that radius — most of the tree when little is near (issue 11:
 * an empty nearby answer cost more than a full one). Here the radius's bounding box is read with
 * kdbush's `range` first, then measured exactly; only when that box holds many more candidates than
 * `limit` does the k-nearest search of `around` run (it stops after `limit` results).
 */
export function nearestWithin(
  tree: KDBush,
  lng: number,
  lat: number,
  radiusM: number,
  limit: number,
  accept: (index: number) => boolean,
): { index: number; distance: number }[] {
  const regions = boxes(lng, lat, radiusM);
  const found: number[][] = [];
  let candidates = 0;
  for (const [minLng, maxLng, minLat, maxLat] of regions) {
    const ids = tree.range(minLng, minLat, maxLng, maxLat);
    found.push(ids);
    candidates += ids.length;
  }
  const out: { index: number; distance: number }[] = [];
  if (Number.isFinite(limit) && candidates > KNN_FACTOR * limit) {
    for (const i of around(tree, lng, lat, limit, (radiusM / 1000) * GEOKDBUSH_SCALE + 1e-9, accept)) {
      const distance = distanceTo(tree, i, lng, lat);
      if (distance <= radiusM) out.push({ index: i, distance });
    }
    return out;
  }
  // measured first (arithmetic), then `accept` (the caller's lookups) only for those inside
  const pos = positionsOf(tree);
  const coords = tree.coords;
  for (const ids of found) {
    for (let k = 0; k < ids.length; k++) {
      const i = ids[k]!;
      const p = pos[i]!;
      const distance = distanceM(lat, lng, coords[2 * p + 1]!, coords[2 * p]!);
      if (distance <= radiusM && accept(i)) out.push({ index: i, distance });
    }
  }
  out.sort((a, b) => a.distance - b.distance);
  return out.length > limit ? out.slice(0, limit) : out;
}

/** The distance in metres from (lng, lat) to item `i` of `tree`. */
function distanceTo(tree: KDBush, i: number, lng: number, lat: number): number {
  const p = positionsOf(tree)[i]!;
  return distanceM(lat, lng, tree.coords[2 * p + 1]!, tree.coords[2 * p]!);
}

/**
 * Where each item (by the order it was added in) sits in kdbush's sorted arrays: `coords` are
 * stored in tree order, `ids[position]` is the item. Built once per tree (a reverse of `ids`).
 */
const positions = new WeakMap<KDBush, Uint32Array>();
function positionsOf(tree: KDBush): Uint32Array {
  let pos = positions.get(tree);
  if (!pos) {
    pos = new Uint32Array(tree.ids.length);
    for (let p = 0; p < tree.ids.length; p++) pos[tree.ids[p]!] = p;
    positions.set(tree, pos);
  }
  return pos;
}

/**
 * [minLng, maxLng, minLat, maxLat] boxes that hold every point within `metres` of the point:
 * one box, two across the antimeridian, every longitude near a pole.
 */
function boxes(lng: number, lat: number, metres: number): [number, number, number, number][] {
  const deg = 180 / Math.PI;
  // a hair wider than exact: the haversine filter decides
  const dLat = (metres / EARTH_RADIUS_M) * deg * 1.0001 + 1e-9;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cosEdge = Math.cos(Math.max(Math.abs(minLat), Math.abs(maxLat)) / deg);
  const dLng = cosEdge <= 1e-9 ? 360 : (Math.asin(Math.min(1, Math.sin(metres / EARTH_RADIUS_M) / cosEdge)) * deg) * 1.0001 + 1e-9;
  if (minLat <= -90 || maxLat >= 90 || dLng >= 180 || metres / EARTH_RADIUS_M >= Math.PI / 2) return [[-180, 180, minLat, maxLat]];
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180) return [[west + 360, 180, minLat, maxLat], [-180, east, minLat, maxLat]];
  if (east > 180) return [[west, 180, minLat, maxLat], [-180, east - 360, minLat, maxLat]];
  return [[west, east, minLat, maxLat]];
}
