import type { z } from 'zod';
import { BUSINESS_MESSAGES, ELITE_LIST_CAP, HOME_CATEGORIES, PHOTO_URL_PATTERN, LATEST_COMMENTS, OSM_MERGE_DISTANCE_M, OSM_NEARBY_LIMIT, SEARCH_MAX_RESULTS, TEXT_MESSAGES, UPLOAD_MAX_FILES, businessFormFieldsSchema, businessIdsQuerySchema, businessListQuerySchema, type BusinessListPage, businessJsonFields, cubaClock, hasStructuredHours, idParamsSchema, openNowAt, parseWeekdayText, weekdayLines, type CubaClock, isCleanText, nearbyQuerySchema, searchQuerySchema, takesReservations, type Business, type ExternalPlace, type NearbyBusiness, type OsmNearbyPlace, type SearchWithOsmResponse, ADMIN_MSG, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { StaleWriteError, badRequest, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { removeImages, saveImages } from '../../shared/uploads';
import { removeUnusedFiles } from '../../shared/files';
import type { TransientRepository } from '../../store/transient';
import type { OsmNearbyRecord } from '../osm/osm.repository';
import { externalFigures, type BusinessPatch, type BusinessRecord, type NearbyRecord, type NewBusiness } from './businesses.repository';
import { distanceM, normalizeText, searchFields, tokenize } from './businesses.text';
import { mergeOsmPlaces, osmOpenNow, toOsmNearbyPlace, toOsmPlace, type OsmLink } from './businesses.osm-merge';

/** At most this many own businesses in one nearby answer (nearest first). */
export const NEARBY_LIMIT = 500;
/** At most this many promoted businesses in one answer, best rated first (issue 17 §11: bounded). */
export const PROMOTED_LIMIT = 50;
/** OSM places read for one nearby answer: merged and closed ones left out, the nearest OSM_NEARBY_LIMIT shown. */
const OSM_SCAN = OSM_NEARBY_LIMIT * 4;
/** Candidates a text search ranks (name matches first: see BusinessesRepository.search). */
const SEARCH_CANDIDATES = 500;
/** One client counts once per business per hour (issue 3, counters). */
export const COUNTER_WINDOW_MS = 60 * 60 * 1000;

/**
 * Category synonyms, normalised. The key is the home tile's Google-style type (spec §2 mapping);
 * a filter on any member matches a business tagged with any member of the same group, so
 * 'restaurant' finds a business categorised 'Comer y beber' or 'restaurante'. Members name what a
 * visitor files under that tile only: Google's generic types ('food', 'establishment') are never
 * members, or 'Comer y beber' would answer cafés and markets too (issue 7).
 */
const CATEGORY_GROUPS: Record<string, string[]> = {
  restaurant: ['restaurant', 'restaurante', 'restaurantes', 'comer y beber', 'comida', 'paladar', 'meal_takeaway', 'meal_delivery'],
  store: ['store', 'tienda', 'tiendas', 'compras', 'shopping', 'shop', 'shopping_mall', 'centro comercial', 'supermarket', 'mercado', 'clothing_store'],
  night_club: ['night_club', 'vida nocturna', 'club nocturno', 'discoteca', 'nightlife', 'cabaret'],
  cafe: ['cafe', 'cafes', 'cafeteria', 'cafeterias', 'cafe y te', 'coffee', 'coffee shop'],
  point_of_interest: ['point_of_interest', 'que hacer', 'tourist_attraction', 'atraccion turistica', 'museum', 'museo', 'park', 'parque', 'monumento', 'landmark'],
  health: ['health', 'salud', 'salud y bienestar', 'bienestar', 'pharmacy', 'farmacia', 'hospital', 'clinica', 'doctor', 'spa', 'gym', 'gimnasio'],
  // issue 24: OpenStreetMap's casas particulares, hostels and hotels are filed under lodging
  lodging: ['lodging', 'alojamiento', 'alojamientos', 'donde dormir', 'hotel', 'hoteles', 'hostal', 'hostel', 'casa particular', 'casas particulares', 'guest_house'],
};
for (const c of HOME_CATEGORIES) CATEGORY_GROUPS[c.name]!.push(normalizeText(c.nombre));

const GOOGLE_TYPE = /^[a-z]+(_[a-z]+)*$/;
const PHOTO_URL = PHOTO_URL_PATTERN; // the rule the admin form checks too (contracts)

export type CounterKind = 'visit' | 'reservation';

/** Files of a create/update, as multer left them. */
export interface BusinessFiles {
  photos: Express.Multer.File[];
  icon: Express.Multer.File[];
}

const round1 = (n: number) => Math.round(Math.min(5, Math.max(0, n)) * 10) / 10;

/**
 * The Google-style `opening_hours` of an own business, computed at answer time (issue 16 §2):
 * `weekday_text` from the structured hours (weekdayLines; the unread lines when nothing was
 * read; the old free text for a record without hours), `open_now` from the hours at Havana's
 * `clock` with business_status closures first, absent when the hours are unknown.
 */
export function openingHoursOf(
  r: Pick<BusinessRecord, 'hours' | 'opening_hours' | 'business_status'>,
  openNow: boolean | undefined,
): Business['opening_hours'] {
  const h = r.hours;
  const weekdayText = h && hasStructuredHours(h) ? weekdayLines(h) : h?.unparsed?.length ? [...h.unparsed] : r.opening_hours?.weekday_text;
  if (!weekdayText?.length && openNow === undefined) return undefined;
  return { ...(openNow !== undefined ? { open_now: openNow } : {}), ...(weekdayText?.length ? { weekday_text: weekdayText } : {}) };
}

/** Open at Havana's `clock` (undefined: unknown), from the hours and business_status. */
export const openNowOf = (r: Pick<BusinessRecord, 'hours' | 'business_status'>, clock: CubaClock) => openNowAt(r.hours, clock, r.business_status);

/**
 * A business as the map's nearby answer shows it (issue 11), without its distance: the list, the
 * markers and the panel's first view (the opened panel loads the full record, description and
 * reviews included); `vicinity` only when there is no address (what an address line shows).
 * `openNow`: the business's open_now at the answer's moment (openNowOf).
 */
function nearbyShape(r: NearbyRecord, openNow: boolean | undefined): Omit<NearbyBusiness, 'distance'> {
  // 6 decimals (~0.1 m) are more than a map pin needs, and shorter to write and to send
  const lng = Math.round(r.location.coordinates[0] * 1e6) / 1e6;
  const lat = Math.round(r.location.coordinates[1] * 1e6) / 1e6;
  const out: Omit<NearbyBusiness, 'distance'> = {
    _id: r._id,
    name: r.name,
    categories: r.categories,
    types: r.types,
    photos: r.photos,
    geometry: { location: { lat, lng } },
    rating: round1(r.rating),
    user_ratings_total: r.user_ratings_total,
    paid_promo: r.paid_promo,
    source: 'mongo',
  };
  // a photo that is its own thumbnail (an external or inline one) is not sent twice
  if (r.photos.some((p, i) => r.thumbnails[i] && r.thumbnails[i] !== p)) out.thumbnails = r.photos.map((p, i) => r.thumbnails[i] || p);
  if (r.address?.trim()) out.address = r.address;
  else if (r.vicinity !== undefined) out.vicinity = r.vicinity;
  if (r.phone !== undefined) out.phone = r.phone;
  // only when it takes them (issue 20 §6): the answer stays as small as before for the rest
  if (r.reservations === true) out.reservations = true;
  if (r.business_status !== undefined) out.business_status = r.business_status;
  const openingHours = openingHoursOf(r, openNow);
  if (openingHours) out.opening_hours = openingHours;
  if (r.hours) out.hours = r.hours;
  return out;
}

/** A business as the map's nearby answer shows it: nearbyShape and the distance in whole metres. */
export function toNearbyBusiness(r: NearbyRecord, clock: CubaClock = cubaClock(new Date())): NearbyBusiness {
  return { ...nearbyShape(r, openNowOf(r, clock)), distance: Math.round(r.distance) };
}

/**
 * The nearby answer as JSON bytes, built from cached parts (issue 11): each business's JSON but
 * its distance is serialised and UTF-8-encoded once per version of the business and kept on the
 * store's snapshot of it (NearbyRecord.snapshot: a new one after every write, so a change is never
 * served stale); an answer is then those bytes copied one after another, each followed by its
 * own distance — no per-answer JSON, string or encoding work for the businesses. Each business
 * reads exactly as JSON.stringify(toNearbyBusiness(r)), `distance` last. Without a snapshot
 * (MongoDB) a business is serialised each time.
 */
export function createNearbyJson() {
  // one head per version of the business and value of its open_now (true, false, unknown): the
  // hours are the same until the next write, whether it is open now is not
  const heads = new WeakMap<object, Partial<Record<'t' | 'f' | 'u', Buffer>>>();
  const OPEN = Buffer.from('{"mongo_businesses":[');
  const headOf = (r: NearbyRecord, openNow: boolean | undefined): Buffer => {
    const key = openNow === undefined ? 'u' : openNow ? 't' : 'f';
    const cached = r.snapshot ? heads.get(r.snapshot) : undefined;
    let head = cached?.[key];
    if (head === undefined) {
      // an object's JSON always ends with '}': the head is it up to that brace and a comma (the
      // answer's own `osm` link, when there is one, and distance follow)
      const json = JSON.stringify(nearbyShape(r, openNow));
      head = Buffer.from(`${json.slice(0, -1)},`);
      if (r.snapshot) {
        if (cached) cached[key] = head;
        else heads.set(r.snapshot, { [key]: head });
      }
    }
    return head;
  };
  /**
   * `{"mongo_businesses":[…],` + `rest` (the answer's other keys, already JSON); open_now at
   * Havana's `clock` (read once per answer); `links`: the OSM object a business is (issue 24 §3),
   * written as its `osm` key before the distance.
   */
  return (own: NearbyRecord[], rest: string, clock: CubaClock = cubaClock(new Date()), links?: ReadonlyMap<string, OsmLink>): Buffer => {
    const parts: Buffer[] = new Array(own.length);
    const distances: string[] = new Array(own.length);
    let size = OPEN.length + Buffer.byteLength(rest) + 2;
    for (let i = 0; i < own.length; i++) {
      parts[i] = headOf(own[i]!, openNowOf(own[i]!, clock));
      const link = links?.get(own[i]!._id);
      // ASCII only: an OSM type is 'node' or 'way', ids and distances are digits
      distances[i] = `${link ? `"osm":{"type":"${link.type}","id":${link.id}},` : ''}"distance":${Math.round(own[i]!.distance)}`;
      // the head, its tail (ASCII), '}' and a ',' before the next
      size += parts[i]!.length + distances[i]!.length + 2;
    }
    const out = Buffer.allocUnsafe(size);
    let at = OPEN.copy(out, 0);
    for (let i = 0; i < own.length; i++) {
      if (i > 0) out[at++] = 0x2c; // ,
      at += parts[i]!.copy(out, at);
      at += out.write(distances[i]!, at, 'latin1');
      out[at++] = 0x7d; // }
    }
    out[at++] = 0x5d; // ]
    out[at++] = 0x2c; // ,
    at += out.write(rest, at, 'utf8');
    return out.subarray(0, at);
  };
}

/**
 * The guide's own figures and the external ones apart (issue 17 §10, issue 20 §5): a record from
 * before the split shows what it held as external until its next review recomputes it.
 */
function ownAndExternal(r: BusinessRecord): Pick<Business, 'external_rating' | 'external_ratings_total' | 'reviews_rating' | 'reviews_count'> {
  const external = externalFigures(r);
  return {
    external_rating: round1(external.rating),
    external_ratings_total: external.total,
    reviews_rating: round1(r.reviews_rating ?? 0),
    reviews_count: r.reviews_count ?? 0,
  };
}

/** A stored business → the API's Business (spec §3); open_now at Havana's `clock` (now when not given). */
export function toBusiness(r: BusinessRecord, distance?: number, clock: CubaClock = cubaClock(new Date())): Business {
  const [lng, lat] = r.location.coordinates;
  // the latest few only (the record keeps no more; older records may): every review is paged apart
  const comments = r.comments
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.date.getTime() - a.c.date.getTime() || a.i - b.i)
    .slice(0, LATEST_COMMENTS)
    .map(({ c }) => ({
      content: c.content,
      username: c.username,
      ...(c.rating !== undefined ? { rating: c.rating } : {}),
      date: c.date.toISOString(),
    }));
  const out: Business = {
    _id: r._id,
    name: r.name,
    categories: r.categories,
    types: r.types,
    photos: r.photos,
    thumbnails: r.photos.map((p, i) => r.thumbnails[i] || p),
    geometry: { location: { lat, lng } },
    location: { type: 'Point', coordinates: [lng, lat] },
    rating: round1(r.rating),
    user_ratings_total: r.user_ratings_total,
    ...ownAndExternal(r),
    paid_plan: r.paid_plan,
    paid_promo: r.paid_promo,
    reservations: r.reservations === true,
    reservations_count: r.reservations_count,
    visits_count: r.visits_count,
    comments,
    source: 'mongo',
    version: r.version,
  };
  for (const key of ['description', 'address', 'vicinity', 'phone', 'website', 'business_status', 'place_id', 'reference', 'icon'] as const) {
    if (r[key] !== undefined) out[key] = r[key];
  }
  const openingHours = openingHoursOf(r, openNowOf(r, clock));
  if (openingHours) out.opening_hours = openingHours;
  if (r.hours) out.hours = r.hours;
  if (r.plus_code) out.plus_code = r.plus_code;
  if (distance !== undefined) out.distance = Math.round(distance);
  return out;
}

/**
 * Recent counter hits, in the store (issue 10 §10): every API instance behind a proxy sees the
 * same hour (a TTL collection on MongoDB; the memory store's bounded map otherwise).
 */
function createSharedHits(transient: TransientRepository, windowMs: number) {
  const key = (k: string) => `counter:${k}`;
  return {
    /** true (and every key held for the window) when none of `keys` was counted within it */
    async tryAddAll(keys: string[]): Promise<boolean> {
      const held: string[] = [];
      for (const k of keys) {
        if (await transient.claim(key(k), windowMs)) {
          held.push(k);
          continue;
        }
        await Promise.all(held.map((h) => transient.release(key(h))));
        return false;
      }
      return true;
    },
    async forgetAll(keys: string[]): Promise<void> {
      await Promise.all(keys.map((k) => transient.release(key(k))));
    },
  };
}

function checkId(id: unknown): string {
  return parse(idParamsSchema, { id }).id.toLowerCase();
}

const FIELD_RULE_MESSAGES = new Set<string>([BUSINESS_MESSAGES.fieldTooLong, ...Object.values(TEXT_MESSAGES)]);

/** Reads a JSON-encoded form field: undefined when absent or blank; 400 when unparsable or ill-shaped. */
function jsonField<K extends keyof typeof businessJsonFields>(
  body: Record<string, unknown>,
  key: K,
  source: string = key,
): z.output<(typeof businessJsonFields)[K]> | undefined {
  let value = body[source];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
    }
  }
  const r = (businessJsonFields[key] as z.ZodType).safeParse(value);
  if (!r.success) {
    const msg = r.error.issues[0]?.message;
    // a length or character rule names itself, and so does every rule of the hours (issue 16:
    // 'termina antes de empezar', 'se solapan', 'Día de la semana desconocido'); any other shape
    // error is the generic one
    throw badRequest(msg && (FIELD_RULE_MESSAGES.has(msg) || key === 'hours') ? msg : BUSINESS_MESSAGES.invalidJsonField);
  }
  return r.data as z.output<(typeof businessJsonFields)[K]>;
}

/** Trimmed, non-empty, unique (case-insensitively), first spelling kept. */
function cleanLabels(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const t = raw.trim();
    const k = t.toLowerCase();
    if (t && !seen.has(k)) {
      seen.add(k);
      out.push(t);
    }
  }
  return out;
}

/**
 * The photo URLs the form keeps: `photo_urls` (JSON array), or `photos` sent as text (a JSON
 * array, one URL, or the field repeated). undefined when neither was sent.
 */
function keptPhotoUrls(body: Record<string, unknown>): string[] | undefined {
  let list: unknown[] | undefined;
  if (body.photo_urls !== undefined) {
    list = jsonField(body, 'photo_urls') ?? [];
  } else if (body.photos !== undefined) {
    const v = body.photos;
    if (Array.isArray(v)) list = v;
    else if (typeof v === 'string' && v.trim().startsWith('[')) list = jsonField(body, 'photo_urls', 'photos') ?? [];
    else if (typeof v === 'string') list = v.trim() ? [v] : [];
    else throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
  }
  if (!list) return undefined;
  const urls: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') throw badRequest(BUSINESS_MESSAGES.invalidJsonField);
    const u = item.trim();
    if (!u) continue;
    if (!PHOTO_URL.test(u) || !isCleanText(u)) throw badRequest(BUSINESS_MESSAGES.photoUrlInvalid);
    if (!urls.includes(u)) urls.push(u);
  }
  return urls;
}

/** A file of our own storage (served under /uploads/), as opposed to an external URL. */
const isUpload = (u: string) => u.startsWith('/uploads/');

/**
 * An uploaded file belongs to the business it was uploaded to: keeping another business's
 * /uploads/ URL would let deleting either one delete the other's photo.
 */
function assertOwnUploads(kept: string[], own: string[]) {
  if (kept.some((u) => isUpload(u) && !own.includes(u))) throw badRequest(BUSINESS_MESSAGES.photoNotOwn);
}

interface ParsedForm {
  fields: z.output<typeof businessFormFieldsSchema>;
  /** the form's values for the record, only for the keys that were sent */
  patch: BusinessPatch;
  keptPhotos?: string[];
}

function parseForm(body: Record<string, unknown>, current: BusinessRecord | null): ParsedForm {
  const fields = parse(businessFormFieldsSchema, body);
  const sent = (k: string) => body[k] !== undefined;
  const patch: BusinessPatch = { name: fields.name, address: fields.address };

  for (const key of ['business_status', 'description', 'phone', 'website', 'vicinity', 'place_id', 'reference'] as const) {
    if (!sent(key)) continue;
    const v = fields[key];
    patch[key] = v ? v : undefined;
  }
  // rating and user_ratings_total are computed (the reviews, an import): a form's are ignored (issue 20 §9)
  if (fields.paid_plan !== undefined) patch.paid_plan = fields.paid_plan;
  if (fields.paid_promo !== undefined) patch.paid_promo = fields.paid_promo;
  if (fields.reservations !== undefined) patch.reservations = fields.reservations;
  if (sent('icon') && typeof body.icon === 'string') {
    const icon = fields.icon ?? '';
    if (icon && !PHOTO_URL.test(icon)) throw badRequest(BUSINESS_MESSAGES.photoUrlInvalid);
    // issue 9 §1: an uploaded file belongs to the business it was uploaded to; naming another
    // business's or an event's upload would let this one delete it
    if (isUpload(icon) && !(current && (icon === current.icon || current.photos.includes(icon)))) throw badRequest(API_MSG.iconNotOwn);
    patch.icon = icon || undefined;
  }

  const categories = jsonField(body, 'categories');
  if (categories !== undefined) patch.categories = cleanLabels(categories);
  const types = jsonField(body, 'types');
  if (types !== undefined) patch.types = cleanLabels(types);
  // Hours (issue 16 §2): `hours` (JSON, weeklyHoursSchema) is what the admin form sends; 'null'
  // clears them. The old free-text `opening_hours` stays accepted: its weekday_text is read into
  // `hours` (lines it cannot read kept in hours.unparsed). open_now is never stored: it is
  // computed at answer time.
  const clearsHours = typeof body.hours === 'string' && body.hours.trim() === 'null';
  const hours = clearsHours ? undefined : jsonField(body, 'hours');
  const openingHours = jsonField(body, 'opening_hours');
  if (hours !== undefined || clearsHours) {
    patch.hours = hours;
    patch.opening_hours = undefined;
  } else if (openingHours !== undefined) {
    const lines = (openingHours.weekday_text ?? []).map((t) => t.trim()).filter(Boolean);
    patch.opening_hours = lines.length > 0 ? { weekday_text: lines } : undefined;
    patch.hours = lines.length > 0 ? parseWeekdayText(lines).hours : undefined;
  }
  const plusCode = jsonField(body, 'plus_code');
  if (plusCode !== undefined) {
    const pc = {
      ...(plusCode.global_code?.trim() ? { global_code: plusCode.global_code.trim() } : {}),
      ...(plusCode.compound_code?.trim() ? { compound_code: plusCode.compound_code.trim() } : {}),
    };
    patch.plus_code = Object.keys(pc).length > 0 ? pc : undefined;
  }

  // Position: geometry JSON wins, then latitude/longitude; unparsable numbers are 0 (spec §5).
  const geometry = jsonField(body, 'geometry');
  const [curLng, curLat] = current?.location.coordinates ?? [0, 0];
  let lat: number | undefined;
  let lng: number | undefined;
  if (geometry) {
    lat = geometry.location.lat ?? 0;
    lng = geometry.location.lng ?? 0;
  } else if (fields.latitude !== undefined || fields.longitude !== undefined) {
    lat = fields.latitude ?? curLat;
    lng = fields.longitude ?? curLng;
  }
  if (lat !== undefined && lng !== undefined) {
    if (lat < -90 || lat > 90 || lng < -180 || lng > 180) throw badRequest(BUSINESS_MESSAGES.badCoordinates);
    patch.location = { type: 'Point', coordinates: [lng, lat] };
  }

  return { fields, patch, keptPhotos: keptPhotoUrls(body) };
}

/** When removing a failed write's uploads fails too (GridFS lives in the MongoDB that just failed), retried after these delays. */
export const LEFTOVER_RETRY_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/**
 * Removes the files a failed write had stored (issue 17 §12). On GridFS the store write usually
 * failed because MongoDB is away, and then so does this removal: each file that could not be
 * removed is tried again in the background after LEFTOVER_RETRY_MS (timers that never keep the
 * process alive), and one that still cannot be is named in the log for an operator.
 */
export async function removeLeftovers(ctx: Pick<AppContext, 'storage' | 'logger'>, urls: Iterable<string | undefined | null>, delays = LEFTOVER_RETRY_MS): Promise<void> {
  const list = [...new Set([...urls].filter((u): u is string => typeof u === 'string' && u.startsWith('/uploads/')))];
  const failed: string[] = [];
  await Promise.all(list.map((u) => ctx.storage.remove(u).catch(() => void failed.push(u))));
  if (failed.length === 0) return;
  const retry = (left: string[], attempt: number) => {
    const delay = delays[attempt];
    if (delay === undefined) {
      ctx.logger.error({ files: left }, 'archivos de una escritura fallida que no se pudieron borrar: bórralos a mano');
      return;
    }
    setTimeout(() => {
      const still: string[] = [];
      void Promise.all(left.map((u) => ctx.storage.remove(u).catch(() => void still.push(u)))).then(() => {
        if (still.length > 0) retry(still, attempt + 1);
      });
    }, delay).unref();
  };
  retry(failed, 0);
}

export function createBusinessesService(ctx: AppContext) {
  const repo = ctx.store.businesses;
  const hits = createSharedHits(ctx.store.transient, COUNTER_WINDOW_MS);
  const nearbyJsonOf = createNearbyJson();

  async function mustFind(id: string): Promise<BusinessRecord> {
    const b = await repo.findById(checkId(id));
    if (!b) throw notFound(BUSINESS_MESSAGES.notFound);
    return b;
  }

  /** Normalised category terms a filter value stands for (synonyms, home mapping, the categories collection). */
  async function categoryTerms(category: string): Promise<{ terms: string[]; googleType?: string }> {
    const term = normalizeText(category);
    const terms = new Set<string>([term]);
    const groups = new Set<string>();
    const addGroupsOf = (t: string) => {
      for (const [key, members] of Object.entries(CATEGORY_GROUPS)) if (key === t || members.includes(t)) groups.add(key);
    };
    addGroupsOf(term);
    let storeName: string | undefined;
    try {
      for (const c of (await ctx.store.categories?.list?.()) ?? []) {
        const n = normalizeText(c.name);
        const nombre = normalizeText(c.nombre);
        if (n === term || nombre === term) {
          terms.add(n).add(nombre);
          addGroupsOf(n);
          addGroupsOf(nombre);
          storeName ??= c.name.trim().toLowerCase();
        }
      }
    } catch (err) {
      ctx.logger.warn({ err }, 'categories unavailable for the nearby filter');
    }
    for (const g of groups) for (const m of [g, ...CATEGORY_GROUPS[g]!]) terms.add(m);
    const googleType = [...groups][0] ?? [storeName, category.trim().toLowerCase()].find((t) => t && GOOGLE_TYPE.test(t));
    return { terms: [...terms].filter(Boolean), googleType };
  }

  /**
   * The OSM places of a nearby answer (issue 24 §3) from the nearest ones read (`read`, at most
   * OSM_SCAN): those that are a guide business already are left out and linked to it (the
   * business wins; whatever its category or hours, so `found`, read before open_now, or all the
   * businesses around when a category narrowed it), then 'Abierto ahora' keeps the open ones (no
   * hours, or hours OSM wrote in a way that could not be read: never open), then the nearest
   * OSM_NEARBY_LIMIT. `total`: how many those rules keep in the radius — exact when every place
   * in it was read; otherwise the store's count less those the rules dropped among the ones read.
   */
  async function osmBeside(
    q: { lat: number; lon: number; max_distance: number; category?: string; open_now?: boolean },
    terms: string[] | undefined,
    found: NearbyRecord[],
    read: OsmNearbyRecord[],
    clock: CubaClock,
  ): Promise<{ places: OsmNearbyPlace[]; total: number; links: Map<string, OsmLink> }> {
    if (read.length === 0) return { places: [], total: 0, links: new Map() };
    // a business just outside the radius, or left out by the category or the own bound, is still the place
    const nearEdge = read.some((p) => p.distance > q.max_distance - OSM_MERGE_DISTANCE_M);
    const candidates =
      q.category || nearEdge || found.length >= NEARBY_LIMIT
        ? await repo.nearby({ lat: q.lat, lng: q.lon, maxDistanceM: q.max_distance + OSM_MERGE_DISTANCE_M, limit: NEARBY_LIMIT * 4 })
        : found;
    // the links an import stored (issue 24 §3) win over names and positions
    const stored = await repo.findOsmLinks({ ids: found.map((b) => b._id), objects: read.map((p) => ({ type: p.osm_type, id: p.osm_id })) });
    const { kept, links } = mergeOsmPlaces(read, candidates, stored);
    const listed = q.open_now ? kept.filter((p) => osmOpenNow(p, clock) === true) : kept;
    const total =
      read.length < OSM_SCAN
        ? listed.length
        : (await ctx.store.osmPlaces.countNearby({ lat: q.lat, lng: q.lon, maxDistanceM: q.max_distance, categories: terms })) - (read.length - listed.length);
    return { places: listed.slice(0, OSM_NEARBY_LIMIT).map((p) => toOsmNearbyPlace(p, clock)), total: Math.max(total, Math.min(listed.length, OSM_NEARBY_LIMIT)), links };
  }

  async function googleNearby(lat: number, lng: number, radiusM: number, type: string | undefined) {
    if (!ctx.places) return null;
    try {
      return await ctx.places.nearby({ lat, lng, radiusM, type });
    } catch (err) {
      ctx.logger.warn({ err: (err as Error)?.message ?? err }, 'Google Places no disponible');
      return null;
    }
  }

  async function storeFiles(files: BusinessFiles) {
    const photos = await saveImages(ctx, files.photos);
    let icon: { url: string; thumbnail: string } | undefined;
    try {
      [icon] = await saveImages(ctx, files.icon);
    } catch (err) {
      await removeLeftovers(ctx, photos.flatMap((p) => [p.url, p.thumbnail]));
      throw err;
    }
    // the icon is shown as is: its thumbnail is not needed
    if (icon) await removeImages(ctx, [icon.thumbnail]);
    return { photos, icon: icon?.url };
  }

  /** Photos and thumbnails kept from `current` (by URL), then the new uploads. */
  function photoLists(kept: string[], current: BusinessRecord | null, added: { url: string; thumbnail: string }[]) {
    const thumbOf = new Map<string, string>();
    current?.photos.forEach((p, i) => thumbOf.set(p, current.thumbnails[i] || p));
    return {
      photos: [...kept, ...added.map((a) => a.url)],
      thumbnails: [...kept.map((p) => thumbOf.get(p) ?? p), ...added.map((a) => a.thumbnail)],
    };
  }

  return {
    /**
     * GET /business/ (admins only, issue 17 §11): a page of the admin list, LIST_FIELDS only, and
     * the total; `hours.unparsed` flags hours the migration could not read.
     */
    async listPage(query: unknown): Promise<BusinessListPage> {
      const { page, limit } = parse(businessListQuerySchema, query);
      const { items, total } = await repo.listPage({ offset: (page - 1) * limit, limit });
      const clock = cubaClock(new Date());
      return {
        items: items.map((r) => {
          const { opening_hours: _stored, ...rest } = r;
          const openingHours = openingHoursOf(r, openNowOf(r, clock));
          return {
            ...rest,
            rating: round1(r.rating),
            thumbnails: r.photos.map((p, i) => r.thumbnails[i] || p),
            ...(openingHours ? { opening_hours: openingHours } : {}),
          };
        }),
        total,
        page,
        limit,
      };
    },

    /**
     * GET /business?ids=… (public, issue 17 §11): the known ones among the ids, in the order asked
     * (repeats once), as GET /business/{id} answers each — the profile's favourites in one request.
     */
    async byIds(query: unknown): Promise<Business[]> {
      const { ids } = parse(businessIdsQuerySchema, query);
      const clock = cubaClock(new Date());
      const found = new Map((await repo.findByIds(ids)).map((b) => [b._id, b]));
      const seen = new Set<string>();
      return ids.flatMap((id) => {
        const b = found.get(id);
        if (!b || seen.has(id)) return [];
        seen.add(id);
        return [toBusiness(b, undefined, clock)];
      });
    },

    async promoted(): Promise<Business[]> {
      const clock = cubaClock(new Date());
      return (await repo.promoted(PROMOTED_LIMIT)).map((b) => toBusiness(b, undefined, clock));
    },

    async elite(): Promise<Business[]> {
      const clock = cubaClock(new Date());
      return (await repo.elite(ELITE_LIST_CAP)).map((b) => toBusiness(b, undefined, clock));
    },

    async get(id: string): Promise<Business> {
      return toBusiness(await mustFind(id));
    },

    /**
     * GET /business/nearby as JSON bytes (NearbyResponse), put together by createNearbyJson
     * (each business serialised once per version, not once per answer).
     */
    async nearbyJson(query: unknown): Promise<Buffer> {
      const q = parse(nearbyQuerySchema, query);
      const { terms, googleType } = q.category ? await categoryTerms(q.category) : { terms: undefined, googleType: undefined };
      // a category that names no Google type is not asked of Google (it would answer everything)
      const askGoogle = !q.category || googleType !== undefined;
      const clock = cubaClock(new Date());
      const [found, google, osmRead] = await Promise.all([
        // 'Abierto ahora' (issue 16 §2) filters the nearest ones: more are read so that the
        // open ones among them still fill an answer
        repo.nearby({ lat: q.lat, lng: q.lon, maxDistanceM: q.max_distance, categories: terms, limit: q.open_now ? NEARBY_LIMIT * 4 : NEARBY_LIMIT }),
        askGoogle ? googleNearby(q.lat, q.lon, q.max_distance, googleType) : null,
        // OpenStreetMap places (issue 24 §3): the same category terms (the guide's category
        // names are OSM_CATEGORIES), more than shown so that merged and closed ones still fill it
        ctx.store.osmPlaces.nearby({ lat: q.lat, lng: q.lon, maxDistanceM: q.max_distance, categories: terms, limit: OSM_SCAN }),
      ]);
      // open now, evaluated here in Havana time: no hours (unknown) is never open
      const own = q.open_now ? found.filter((r) => openNowOf(r, clock) === true).slice(0, NEARBY_LIMIT) : found;

      let googlePlaces: ExternalPlace[] = [];
      if (google && google.length > 0) {
        const ids = [...new Set(google.map((p) => p.place_id))];
        const carried = new Set((await repo.findByPlaceIds(ids)).map((b) => b.place_id));
        const seen = new Set<string>();
        googlePlaces = google
          .filter((p) => !carried.has(p.place_id) && !seen.has(p.place_id) && seen.add(p.place_id))
          .map((p) => ({ ...p, distance: Math.round(distanceM(q.lat, q.lon, p.geometry.location.lat, p.geometry.location.lng)) }))
          .filter((p) => p.distance <= q.max_distance)
          // with open_now, a Google place counts only when Google itself says it is open
          .filter((p) => !q.open_now || p.opening_hours?.open_now === true)
          .sort((a, b) => a.distance - b.distance);
      }
      // whether Google was asked and answered (issue 9 §9): never true without a key, nor for a
      // category that names no Google type (not asked)
      const googleAvailable = askGoogle && ctx.places !== null && google !== null;
      const osm = await osmBeside(q, terms, found, osmRead, clock);
      // NearbyResponse, key for key
      return nearbyJsonOf(
        own,
        `"google_places":${JSON.stringify(googlePlaces)},"google_available":${googleAvailable},"osm_places":${JSON.stringify(osm.places)},"osm_total":${osm.total}}`,
        clock,
        osm.links,
      );
    },

    /**
     * Accent- and case-insensitive search over name, categories/types and description. Ranking:
     * name starts with the query > a name word starts with it > inside the name > a category or
     * type > the description; ties nearer first (when lat/lon are given), then better rated.
     */
    async search(query: unknown): Promise<Business[] | SearchWithOsmResponse> {
      const q = parse(searchQuerySchema, query);
      const tokens = tokenize(q.q);
      if (tokens.length === 0) throw badRequest(BUSINESS_MESSAGES.searchQueryRequired);
      const phrase = tokens.join(' ');
      const clock = cubaClock(new Date());
      const found = await repo.search({ tokens, limit: SEARCH_CANDIDATES });
      // 'Abierto ahora' (issue 16 §2): open at this moment in Havana; no hours is never open
      const candidates = q.open_now ? found.filter((b) => openNowOf(b, clock) === true) : found;
      const hasPoint = q.lat !== undefined && q.lon !== undefined;

      const tier = (f: ReturnType<typeof searchFields>, t: string) => {
        if (f.name.startsWith(t)) return 5;
        if (` ${f.name}`.includes(` ${t}`)) return 4;
        if (f.name.includes(t)) return 3;
        if (f.tags.some((tag) => tag.includes(t))) return 2;
        if (f.description.includes(t)) return 1;
        return 0;
      };
      const ranked = candidates.map((b) => {
        const f = searchFields(b);
        const whole = tier(f, phrase);
        const score = whole > 0 ? whole : Math.min(...tokens.map((t) => tier(f, t))) - 0.5;
        const [lng, lat] = b.location.coordinates;
        const distance = hasPoint ? distanceM(q.lat!, q.lon!, lat, lng) : undefined;
        return { b, score, distance };
      });
      ranked.sort(
        (x, y) =>
          y.score - x.score ||
          (x.distance ?? 0) - (y.distance ?? 0) ||
          y.b.rating - x.b.rating ||
          x.b.name.localeCompare(y.b.name, 'es'),
      );
      const businesses = ranked.slice(0, SEARCH_MAX_RESULTS).map((r) => toBusiness(r.b, r.distance, clock));
      if (!q.osm) return businesses;

      // issue 24 §3: the OSM places whose names match, those that are one of the businesses found
      // (before open_now: the business wins whatever its hours) left out and linked to it
      const near = hasPoint ? { lat: q.lat!, lng: q.lon! } : undefined;
      const read = await ctx.store.osmPlaces.searchByName({ tokens, limit: OSM_SCAN, ...(near ? { near } : {}) });
      const stored = await repo.findOsmLinks({ ids: found.map((b) => b._id), objects: read.map((p) => ({ type: p.osm_type, id: p.osm_id })) });
      const { kept, links } = mergeOsmPlaces(read, found, stored);
      const listed = q.open_now ? kept.filter((p) => osmOpenNow(p, clock) === true) : kept;
      if (!near) {
        const startsWith = (p: { name: string }) => (normalizeText(p.name).startsWith(phrase) ? 0 : 1);
        listed.sort((a, b) => startsWith(a) - startsWith(b) || a.name.localeCompare(b.name, 'es'));
      }
      return {
        mongo_businesses: businesses.map((b) => {
          const link = links.get(b._id);
          return link ? { ...b, osm: link } : b;
        }),
        osm_places: listed.slice(0, OSM_NEARBY_LIMIT).map((p) => toOsmPlace(p, clock)),
        osm_total: listed.length,
      };
    },

    async create(body: Record<string, unknown>, files: BusinessFiles): Promise<Business> {
      const { patch, keptPhotos = [] } = parseForm(body, null);
      assertOwnUploads(keptPhotos, []);
      if (keptPhotos.length + files.photos.length > UPLOAD_MAX_FILES) throw badRequest(API_MSG.tooManyFiles);
      const saved = await storeFiles(files);
      const lists = photoLists(keptPhotos, null, saved.photos);
      const input: NewBusiness = {
        categories: [],
        types: [],
        location: { type: 'Point', coordinates: [0, 0] },
        rating: 0,
        user_ratings_total: 0,
        paid_plan: 'BASIC',
        paid_promo: false,
        ...(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as BusinessPatch),
        name: patch.name!,
        ...lists,
        ...(saved.icon ? { icon: saved.icon } : {}),
      };
      try {
        return toBusiness(await repo.create(input));
      } catch (err) {
        await removeLeftovers(ctx, [...lists.photos, ...lists.thumbnails, saved.icon].filter((u) => !keptPhotos.includes(u ?? '')));
        throw err;
      }
    },

    /**
     * Optimistic concurrency (issue 9 §2): the write names the version the form was loaded with
     * (`version`), or, from older clients that send none, the one read here; a record that moved on
     * in between answers 409 API_MSG.staleWrite and changes nothing. Files: the new uploads leave
     * storage again when the write fails; the dropped ones only after it succeeded, and only when
     * no other record shows them.
     */
    async update(id: string, body: Record<string, unknown>, files: BusinessFiles): Promise<Business> {
      const current = await mustFind(id);
      const { fields, patch, keptPhotos } = parseForm(body, current);
      const expectedVersion = fields.version ?? current.version;
      if (expectedVersion !== current.version) throw new StaleWriteError();
      const kept = keptPhotos ?? current.photos;
      assertOwnUploads(kept, current.photos);
      if (kept.length + files.photos.length > UPLOAD_MAX_FILES) throw badRequest(API_MSG.tooManyFiles);
      const saved = await storeFiles(files);
      const newFiles = [...saved.photos.flatMap((p) => [p.url, p.thumbnail]), saved.icon];
      const lists = photoLists(kept, current, saved.photos);
      const full: BusinessPatch = { ...patch, ...lists };
      if (saved.icon) full.icon = saved.icon;
      let updated: BusinessRecord | null;
      try {
        updated = await repo.update(current._id, full, expectedVersion);
      } catch (err) {
        await removeLeftovers(ctx, newFiles);
        throw err;
      }
      if (!updated) {
        await removeLeftovers(ctx, newFiles);
        throw notFound(BUSINESS_MESSAGES.notFound);
      }
      // files no longer referenced: dropped photos (and their thumbnails) and a replaced icon
      const stillUsed = new Set([...updated.photos, ...updated.thumbnails, updated.icon]);
      const dropped = [...current.photos, ...current.thumbnails, current.icon].filter((u) => u && !stillUsed.has(u));
      await removeUnusedFiles(ctx, dropped, { businessId: updated._id });
      return toBusiness(updated);
    },

    /**
     * Issue 10 §5: the business leaves favourites, events and reviews first (idempotent), then is
     * deleted, then the pulls run again (a favourite or event that named it in between). A
     * failure half way answers an error and a second DELETE finishes the job: the pulls run even
     * when the business is already gone (that DELETE then answers 404), so nothing dangles.
     */
    async remove(id: string): Promise<{ message: string; _id: string }> {
      const businessId = checkId(id);
      const pullEverywhere = () =>
        Promise.all([
          ctx.store.users.removeFavoriteEverywhere(businessId),
          ctx.store.events.removeBusinessEverywhere(businessId),
          ctx.store.reviews.removeByBusiness(businessId),
        ]);
      await pullEverywhere();
      const deleted = await repo.delete(businessId);
      if (!deleted) throw notFound(BUSINESS_MESSAGES.notFound);
      await pullEverywhere();
      await removeUnusedFiles(ctx, [...deleted.photos, ...deleted.thumbnails, deleted.icon], { businessId: deleted._id });
      return { message: ADMIN_MSG.businessDeleted, _id: deleted._id };
    },

    /**
     * +1 once per client, business and hour; `counted: false` (and the unchanged count) otherwise.
     * A client is every name it goes by (issue 9 §4): its address, plus its account when logged in.
     * It counts only when none of them counted within the hour, and then all of them are marked,
     * so fresh accounts from one address, or one account from many addresses, count once.
     */
    async count(kind: CounterKind, id: string, client: { ip: string; userId?: string }): Promise<{ count: number; counted: boolean }> {
      const businessId = checkId(id);
      if (kind === 'reservation') {
        // only real reservations count (issue 20 §6): a place that takes none, or has no number of
        // its own, was never written to, whatever an older page sends
        const b = await mustFind(businessId);
        if (!takesReservations(b)) return { count: b.reservations_count, counted: false };
      }
      const keys = [`${kind}|${businessId}|ip:${client.ip}`, ...(client.userId ? [`${kind}|${businessId}|user:${client.userId}`] : [])];
      if (!(await hits.tryAddAll(keys))) {
        const b = await mustFind(businessId);
        return { count: kind === 'visit' ? b.visits_count : b.reservations_count, counted: false };
      }
      let n: number | null;
      try {
        n = kind === 'visit' ? await repo.incrementVisits(businessId) : await repo.incrementReservations(businessId);
      } catch (err) {
        await hits.forgetAll(keys);
        throw err;
      }
      if (n === null) {
        await hits.forgetAll(keys);
        throw notFound(BUSINESS_MESSAGES.notFound);
      }
      return { count: n, counted: true };
    },
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;
