import type { OsmType } from './osm';

/**
 * One OpenStreetMap place's page (issue 24 §4): its address in the guide is /business/osm-node-123
 * (the object's type and id, which every nearby and search answer carries as `osm_type` and
 * `osm_id`): URL-safe, readable, and never a guide business's id (24 hex), so the page and the
 * server tell the two apart by the address alone. No zod here: the business page's first
 * JavaScript reads it.
 */

/** 'osm-node-123', 'osm-way-456' (no leading zeros) */
export const OSM_PAGE_ID_PATTERN = /^osm-(node|way)-([1-9]\d{0,15})$/;

/** The page id of an OSM object: `osm-<type>-<id>`. */
export const osmPageId = (type: OsmType, id: number) => ['osm', type, id].join('-');

/** The object an OSM page id names, or null when it is not one. */
export function parseOsmPageId(value: string | undefined | null): { type: OsmType; id: number } | null {
  const m = OSM_PAGE_ID_PATTERN.exec(value ?? '');
  if (!m) return null;
  const id = Number(m[2]);
  return Number.isSafeInteger(id) ? { type: m[1] as OsmType, id } : null;
}

export const isOsmPageId = (value: string | undefined | null): boolean => parseOsmPageId(value) !== null;
