import { z } from './zod';
import { weeklyHoursSchema } from './hours';
import { API_MSG } from './api-messages';

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

/** What an import did (the admin's view, issue 24 §5): every completed import is kept as one run. */
export const osmImportSummarySchema = z.object({
  file: z.string(),
  extract_date: isoDate,
  /** when the import started reading the file (absent on runs stored before it was kept) */
  started_at: z.date().optional(),
  /** when it finished (the new places became visible) */
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
  /** guide businesses that are an OSM object after this import (their `osm` link, issue 24 §3) */
  linked: z.number().int().optional(),
});
export type OsmImportSummary = z.infer<typeof osmImportSummarySchema>;

/**
 * The one rule that says an OSM place is a guide business (issue 24 §3), used at import time (the
 * stored link) and at answer time (places imported before the business): within
 * OSM_MERGE_DISTANCE_M, and the names, accent- and case-folded, hold one another as whole words.
 */
export function osmNamesMatch(a: string | undefined | null, b: string | undefined | null): boolean {
  return foldedNamesMatch(foldName(a), foldName(b));
}

/** The same rule on names already folded (foldName): a merge of 200 places folds each name once. */
export function foldedNamesMatch(x: string, y: string): boolean {
  if (!x || !y) return false;
  return ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

/** Lower case, accents removed, anything not a letter/digit/_ → one space (the guide's search folding). */
export function foldName(s: string | undefined | null): string {
  if (!s) return '';
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim();
}

/** GET /api/osm/imports?page&limit (admin): the runs, latest first. */
export const OSM_IMPORTS_MAX_LIMIT = 50;
export const OSM_IMPORTS_DEFAULT_LIMIT = 10;

const pageParam = (fallback: number, max: number) =>
  z
    .preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : /^\d+$/.test(String(v)) ? Number(v) : NaN),
      z.number({ error: API_MSG.invalidPage }).int(API_MSG.invalidPage).min(1, API_MSG.invalidPage).max(max, API_MSG.invalidPage).optional(),
    )
    .transform((v) => v ?? fallback);

/** GET /api/osm/imports?page&limit: page from 1, limit 1–OSM_IMPORTS_MAX_LIMIT (default OSM_IMPORTS_DEFAULT_LIMIT). */
export const osmImportsQuerySchema = z.object({
  page: pageParam(1, 100_000),
  limit: pageParam(OSM_IMPORTS_DEFAULT_LIMIT, OSM_IMPORTS_MAX_LIMIT),
});

const isoDateTime = z.string().meta({ format: 'date-time' });

/** One import as GET /api/osm/imports answers it (dates as ISO 8601 instants). */
export const osmImportRunSchema = z.object({
  file: z.string().meta({ description: 'El archivo importado (sin carpeta)', example: 'cuba-latest.osm.pbf' }),
  extract_date: isoDate.meta({ description: 'La fecha del extracto (cabecera del archivo, o su fecha de modificación)' }),
  started_at: isoDateTime.optional(),
  finished_at: isoDateTime,
  duration_ms: z.number(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  total: z.number().int().meta({ description: 'Lugares de OpenStreetMap en la guía después de esta importación' }),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  retired: z.number().int(),
  /** by reason (OSM_SKIP_REASONS' keys) */
  skipped: z.record(z.string(), z.number().int()).meta({ description: 'Descartados por motivo: ' + Object.keys(OSM_SKIP_REASONS).join(', ') }),
  linked: z.number().int().optional().meta({ description: 'Negocios de la guía enlazados a su objeto de OpenStreetMap' }),
});
export type OsmImportRun = z.infer<typeof osmImportRunSchema>;

export const osmImportsPageSchema = z.object({
  items: z.array(osmImportRunSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type OsmImportsPage = z.infer<typeof osmImportsPageSchema>;

/** The admin's screen 'Datos de OpenStreetMap' (issue 24 §5). */
export const OSM_ADMIN_MESSAGES = {
  title: 'Datos de OpenStreetMap',
  intro: 'Los lugares de OpenStreetMap que la guía muestra junto a sus negocios. Se importan con pnpm osm:import o, en Docker Compose, con el servicio osm (cada semana).',
  lastImport: 'Última importación',
  none: 'Todavía no se ha importado ningún extracto de OpenStreetMap.',
  loadError: 'No se pudieron cargar las importaciones de OpenStreetMap',
  extractDate: 'Extracto del',
  file: 'Archivo',
  startedAt: 'Empezó',
  finishedAt: 'Terminó',
  duration: 'Duración',
  total: 'Lugares en la guía',
  added: 'Nuevos',
  updated: 'Actualizados',
  unchanged: 'Sin cambios',
  retired: 'Retirados',
  skipped: 'Descartados',
  linked: 'Negocios de la guía enlazados',
  noneSkipped: 'Ninguno',
  history: 'Importaciones anteriores',
  credit: 'Datos © OpenStreetMap contributors, bajo la licencia ODbL.',
} as const;
