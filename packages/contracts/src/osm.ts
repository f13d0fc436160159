import { z } from './zod';
import { weeklyHoursSchema } from './hours';

/**
 * Places imported from an OpenStreetMap extract (issue 24): what the guide knows of each, and the
 * Spanish texts of `pnpm osm:import`. Data © OpenStreetMap contributors, under the ODbL.
 */

/** The guide's six home categories (HOME_CATEGORIES' `name`) plus lodging: what an OSM place is filed under. */
export const OSM_CATEGORIES = ['restaurant', 'store', 'night_club', 'cafe', 'point_of_interest', 'health', 'lodging'] as const;
export type OsmCategory = (typeof OSM_CATEGORIES)[number];

export const OSM_TYPES = ['node', 'way'] as const;
export type OsmType = (typeof OSM_TYPES)[number];

/** The credit every screen and answer showing these places carries (ODbL). */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Cuba's bounding box (west, south, east, north), with a margin: an import bbox outside it is a warning. */
export const CUBA_BBOX = [-85.2, 19.6, -73.9, 23.5] as const;

export const OSM_MESSAGES = {
  usage: 'Uso: pnpm osm:import <archivo.osm.pbf> [--bbox=oeste,sur,este,norte]',
  fileMissing: (file: string) => `No se encuentra el archivo ${file}. No se ha cambiado nada.`,
  badBbox: 'El --bbox debe ser oeste,sur,este,norte en grados (por ejemplo --bbox=-82.5,23.0,-82.2,23.2). No se ha cambiado nada.',
  bboxOutsideCuba: 'Aviso: el --bbox queda fuera de Cuba; se importa solo lo que haya dentro.',
  heldByServer: (pid: number, dir: string) =>
    `El almacén de ${dir} lo está usando un servidor en marcha (pid ${pid}). Detén el servidor y vuelve a ejecutar la importación, o usa MongoDB (MONGODB_URI). No se ha cambiado nada.`,
  storeUnavailable: (reason: string) => `No se pudo abrir el almacén: ${reason}. No se ha cambiado nada.`,
  importFailed: (reason: string) => `La importación falló: ${reason}. No se ha cambiado nada.`,
  alreadyRunning: 'Ya hay otra importación de OpenStreetMap en curso. Espera a que termine. No se ha cambiado nada.',
  corruptFile: (reason: string) =>
    `El archivo no es un extracto .osm.pbf válido o está incompleto (${reason}). No se ha cambiado nada.`,
  noPlaces: 'El archivo no contiene ningún lugar reconocido (restaurantes, cafés, tiendas, alojamientos…). No se ha cambiado nada.',
  progress: (elements: number, places: number) =>
    `… ${elements.toLocaleString('es-ES')} elementos leídos, ${places.toLocaleString('es-ES')} lugares reconocidos`,
  done: (s: { total: number; added: number; updated: number; unchanged: number; retired: number; skipped: number; seconds: number }) =>
    `Importación terminada en ${s.seconds.toFixed(1)} s: ${s.total} lugares (${s.added} nuevos, ${s.updated} actualizados, ${s.unchanged} sin cambios, ${s.retired} retirados; ${s.skipped} descartados).`,
} as const;

/** What the map and a place's page show of an OSM place (issue 24 §4). */
export const OSM_PLACE_MESSAGES = {
  /** the credit, linked to the object on openstreetmap.org */
  dataCredit: 'Datos de © OpenStreetMap',
  /** 'Comprobado el 1 de marzo de 2025': check_date, else the extract's date */
  checkedOn: (date: string) => `Comprobado el ${date}`,
  editLink: 'Corregir en OpenStreetMap',
  /** an opening_hours tag that could not be read, shown as written */
  hoursAsWritten: (text: string) => `Horario según OpenStreetMap: ${text}`,
} as const;

/** The object on openstreetmap.org (the ODbL credit links there). */
export const osmObjectUrl = (type: OsmType, id: number) => `https://www.openstreetmap.org/${type}/${id}`;
/** The OpenStreetMap editor opened on the object. */
export const osmEditUrl = (type: OsmType, id: number) => `https://www.openstreetmap.org/edit?${type}=${id}`;

/** Why an element that looked like a place was not imported (counted in the import's summary). */
export const OSM_SKIP_REASONS = {
  no_name: 'sin nombre',
  outside_bbox: 'fuera del bbox',
  way_not_closed: 'vía no cerrada',
  way_nodes_missing: 'vía sin nodos en el archivo',
  bad_location: 'posición no válida',
} as const;
export type OsmSkipReason = keyof typeof OSM_SKIP_REASONS;

const point = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One place as the store keeps it (and as a later answer shows it, with `distance` where near). */
export const osmPlaceSchema = z.object({
  /** 24 hex, derived from the OSM key ('node/123'): stable across imports */
  _id: z.string().regex(/^[a-f\d]{24}$/),
  osm_type: z.enum(OSM_TYPES),
  osm_id: z.number().int().positive(),
  name: z.string().min(1),
  name_es: z.string().optional(),
  name_en: z.string().optional(),
  categories: z.array(z.enum(OSM_CATEGORIES)).min(1),
  /** raw OSM kinds, 'amenity=restaurant', 'guest_house=casa_particular' */
  types: z.array(z.string()),
  address: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  cuisine: z.array(z.string()).optional(),
  /** the `opening_hours` tag read into the guide's hours (Havana wall clock; PH → dated exceptions) */
  hours: weeklyHoursSchema.optional(),
  /** the `opening_hours` tag as written, when it is not a regular weekly schedule: shown, never counted open */
  hours_text: z.string().optional(),
  /** accepted means of payment: `payment:<x>=yes` → 'x' */
  payment: z.array(z.string()).optional(),
  wheelchair: z.enum(['yes', 'no', 'limited']).optional(),
  /** last survey date ('YYYY-MM-DD', `check_date`) */
  check_date: isoDate.optional(),
  /** the date of the extract the place was last seen in */
  extract_date: isoDate,
  location: point,
  source: z.literal('osm'),
  /** when a newer extract no longer had it: kept, never listed */
  retired_at: z.date().optional(),
});
export type OsmPlace = z.infer<typeof osmPlaceSchema>;

/** What the last import did (the admin's view, issue 24 §5). */
export const osmImportSummarySchema = z.object({
  file: z.string(),
  extract_date: isoDate,
  imported_at: z.date(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  /** places listed after the import */
  total: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  retired: z.number().int(),
  /** elements that looked like places but were left out, by reason */
  skipped: z.record(z.string(), z.number().int()),
  duration_ms: z.number(),
});
export type OsmImportSummary = z.infer<typeof osmImportSummarySchema>;
