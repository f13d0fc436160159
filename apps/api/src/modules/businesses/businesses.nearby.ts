import { BUSINESS_MESSAGES, HOME_CATEGORIES, acceptsAny, paymentsFromOsm, priceLevelOf, type PaymentMethod, type PriceLevel, OSM_MERGE_DISTANCE_M, OSM_NEARBY_LIMIT, SEARCH_MAX_RESULTS, cubaClock, nearbyQuerySchema, searchQuerySchema, type Business, type NearbyQuery, type CubaClock, type OsmNearbyPlace, type SearchWithOsmResponse } from '@guia/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../shared/errors';
import { EncodedJson } from '../../shared/compress-json';
import { AnswerCache, dataVersionOf } from '../../infra/transient';
import { parse } from '../../shared/validate';
import type { OsmNearbyRecord } from '../osm/osm.repository';
import type { NearbyRecord } from './businesses.repository';
import { distanceM, normalizeText, searchFields, tokenize } from './businesses.text';
import { createNearbyJson, openNowOf, toBusiness } from './businesses.mapping';
import { withTodayStatus } from '../status/status.repository';
import { googleNearby, googlePlacesBeside } from './businesses.google-merge';
import { mergeOsmPlaces, osmOpenNow, toOsmNearbyPlace, toOsmPlace, type OsmLink } from './businesses.osm-merge';

/**
 * The map's nearby answer and the text search (spec §7, issues 3, 11, 16, 24): own businesses from
 * the store, Google's places beside them (businesses.google-merge.ts) and OpenStreetMap's
 * (businesses.osm-merge.ts), a category filter that understands synonyms, 'Abierto ahora'.
 */

/** At most this many own businesses in one nearby answer (nearest first). */
export const NEARBY_LIMIT = 500;
/** OSM places read for one nearby answer: merged and closed ones left out, the nearest OSM_NEARBY_LIMIT shown. */
const OSM_SCAN = OSM_NEARBY_LIMIT * 4;
/** Candidates a text search ranks (name matches first: see BusinessesRepository.search). */
const SEARCH_CANDIDATES = 500;

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

/** issue 21 §2–§3: the `pago` and `precio` filters of one request (empty: not filtered). */
interface MoneyFilter {
  pago: PaymentMethod[];
  precio: PriceLevel[];
}
const moneyFilterOf = (q: { pago?: PaymentMethod[]; precio?: PriceLevel[] }): MoneyFilter => ({ pago: q.pago ?? [], precio: q.precio ?? [] });
const filtersMoney = (f: MoneyFilter) => f.pago.length > 0 || f.precio.length > 0;

/**
 * An OSM place as answered, with its `payment:*` tags read into the guide's ids (the same badges;
 * issue 21 §3), and whether it passes the filter: OSM knows no prices, so `precio` leaves every
 * OSM place out.
 */
const osmWithPayments = <T extends object>(place: T, osm: readonly string[] | undefined): T => {
  const payments = paymentsFromOsm(osm);
  return payments.length ? { ...place, payments } : place;
};
const osmPasses = (p: { payment?: string[] }, f: MoneyFilter) => f.precio.length === 0 && acceptsAny(paymentsFromOsm(p.payment), f.pago);

/** How many nearby answers an API instance keeps encoded (issue 19), and at most how many bytes of them. */
export const NEARBY_ANSWERS_KEPT = 64;
const NEARBY_ANSWERS_MAX_BYTES = 48 * 2 ** 20;

/** A nearby query as read (`max_distance` becomes `radiusM`, the one name inside the API). */
type NearbyQ = Omit<NearbyQuery, 'max_distance'> & { radiusM: number };
const nearbyQueryOf = (query: unknown): NearbyQ => {
  const { max_distance: radiusM, ...rest } = parse(nearbyQuerySchema, query);
  return { ...rest, radiusM };
};

/** GET /business/nearby (as JSON bytes) and GET /business/search, over ctx.store and ctx.places. */
export function createNearbySearch(ctx: AppContext) {
  const repo = ctx.store.businesses;
  const nearbyJsonOf = createNearbyJson();
  /** issue 19: the version every port a nearby answer reads moves (null: nothing is kept) */
  const version = dataVersionOf([repo, ctx.store.todayStatuses, ctx.store.menus, ctx.store.osmPlaces, ctx.store.categories]);
  /** this instance's last nearby answers, encoded */
  const answers = new AnswerCache<EncodedJson>(NEARBY_ANSWERS_KEPT, NEARBY_ANSWERS_MAX_BYTES);
  /**
   * Havana's clock, read once per minute of the epoch: Havana is a whole number of hours from UTC
   * (its summer time changes at a whole hour too), so its minutes turn with UTC's and the clock
   * is the same for every instant of one.
   */
  let clockMinute = NaN;
  let clock: CubaClock = cubaClock(new Date());
  const clockNow = (): CubaClock => {
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    if (minute !== clockMinute) {
      clock = cubaClock(new Date(now));
      clockMinute = minute;
    }
    return clock;
  };
  /** the last queries read (the same query string reads the same way): a repeated one is not validated again */
  const readQueries = new Map<string, NearbyQ>();
  const readQuery = (query: unknown): NearbyQ => {
    const raw = JSON.stringify(query);
    const known = readQueries.get(raw);
    if (known) return known;
    const q = nearbyQueryOf(query);
    if (readQueries.size >= NEARBY_ANSWERS_KEPT * 4) readQueries.delete(readQueries.keys().next().value!);
    readQueries.set(raw, q);
    return q;
  };

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
    q: { lat: number; lon: number; radiusM: number; category?: string; open_now?: boolean },
    terms: string[] | undefined,
    found: NearbyRecord[],
    read: OsmNearbyRecord[],
    clock: CubaClock,
    money: MoneyFilter = { pago: [], precio: [] },
  ): Promise<{ places: OsmNearbyPlace[]; total: number; links: Map<string, OsmLink> }> {
    if (read.length === 0) return { places: [], total: 0, links: new Map() };
    // a business just outside the radius, or left out by the category or the own bound, is still the place
    const nearEdge = read.some((p) => p.distance > q.radiusM - OSM_MERGE_DISTANCE_M);
    const candidates =
      q.category || nearEdge || found.length >= NEARBY_LIMIT
        ? await repo.nearby({ lat: q.lat, lng: q.lon, radiusM: q.radiusM + OSM_MERGE_DISTANCE_M, limit: NEARBY_LIMIT * 4 })
        : found;
    // the links an import stored (issue 24 §3) win over names and positions
    const stored = await repo.findOsmLinks({ ids: found.map((b) => b._id), objects: read.map((p) => ({ type: p.osm_type, id: p.osm_id })) });
    const { kept, links } = mergeOsmPlaces(read, candidates, stored);
    const open = q.open_now ? kept.filter((p) => osmOpenNow(p, clock) === true) : kept;
    // issue 21 §2–§3: the same payment filter as the guide's businesses (no prices in OSM)
    const listed = filtersMoney(money) ? open.filter((p) => osmPasses(p, money)) : open;
    const total =
      read.length < OSM_SCAN
        ? listed.length
        : (await ctx.store.osmPlaces.countNearby({ lat: q.lat, lng: q.lon, radiusM: q.radiusM, categories: terms })) - (read.length - listed.length);
    return { places: listed.slice(0, OSM_NEARBY_LIMIT).map((p) => osmWithPayments(toOsmNearbyPlace(p, clock), p.payment)), total: Math.max(total, Math.min(listed.length, OSM_NEARBY_LIMIT)), links };
  }

  /**
   * The price level (issue 21 §2) of each business among `ids` that has a menu: from the menus'
   * stored medians, one read bounded by the ids given (at most the candidates of one answer).
   */
  async function priceLevels(ids: string[]): Promise<Map<string, PriceLevel>> {
    const out = new Map<string, PriceLevel>();
    if (ids.length === 0) return out;
    for (const [id, median] of await ctx.store.menus.medians(ids)) {
      const level = priceLevelOf(median);
      if (level) out.set(id, level);
    }
    return out;
  }

  /** Own businesses that pass `pago` (any of them) and `precio` (any of them, from `levels`). */
  const passesMoney = (r: { _id: string; payments?: readonly string[] }, f: MoneyFilter, levels: ReadonlyMap<string, PriceLevel>) =>
    acceptsAny(r.payments, f.pago) && (f.precio.length === 0 || f.precio.includes(levels.get(r._id) as PriceLevel));

  const nearby = {
    /**
     * GET /business/nearby as JSON bytes (NearbyResponse), put together by createNearbyJson
     * (each business serialised once per version, not once per answer).
     */
    async nearbyJson(query: unknown): Promise<Buffer> {
      return (await nearbyBuilt(nearbyQueryOf(query), cubaClock(new Date()))).json;
    },

    /**
     * GET /business/nearby ready to send (issue 19): the same bytes as nearbyJson, kept per
     * instance with their compressed forms and ETags (EncodedJson) under the normalised query,
     * the version of the data it reads (every write to businesses, today's statuses, menus, OSM
     * places or categories moves it: store/answer-version.ts) and Havana's minute ('open now' and
     * today's status follow the clock). A store whose ports carry no version keeps nothing.
     */
    async nearbyAnswer(query: unknown): Promise<EncodedJson> {
      const q = readQuery(query);
      const clock = clockNow();
      if (!version) return new EncodedJson((await nearbyBuilt(q, clock)).json, false);
      const key = `${await version.read()}|${clock.date}|${clock.minutes}|${JSON.stringify(q)}`;
      return answers.get(key, async () => {
        const built = await nearbyBuilt(q, clock);
        return new EncodedJson(built.json, built.keep);
      });
    },
  };

  /**
   * The nearby answer's JSON at Havana's `clock` for a parsed query; `keep`: false when Google was
   * asked and did not answer (that answer is not kept: the next request asks again).
   */
  async function nearbyBuilt(q: NearbyQ, clock: CubaClock): Promise<{ json: Buffer; keep: boolean }> {
    const money = moneyFilterOf(q);
    const { terms, googleType } = q.category ? await categoryTerms(q.category) : { terms: undefined, googleType: undefined };
    // a category that names no Google type is not asked of Google (it would answer everything);
    // nor is a payment or price filter (Google's places say neither)
    const askGoogle = (!q.category || googleType !== undefined) && !filtersMoney(money);
    const [found, google, osmRead] = await Promise.all([
      // 'Abierto ahora' (issue 16 §2) filters the nearest ones: more are read so that the
      // open ones among them still fill an answer
      repo.nearby({ lat: q.lat, lng: q.lon, radiusM: q.radiusM, categories: terms, limit: q.open_now || filtersMoney(money) ? NEARBY_LIMIT * 4 : NEARBY_LIMIT }).then((rs) => withTodayStatus(ctx.store, rs, clock)),
      askGoogle ? googleNearby(ctx, q.lat, q.lon, q.radiusM, googleType) : null,
      // OpenStreetMap places (issue 24 §3): the same category terms (the guide's category
      // names are OSM_CATEGORIES), more than shown so that merged and closed ones still fill it
      ctx.store.osmPlaces.nearby({ lat: q.lat, lng: q.lon, radiusM: q.radiusM, categories: terms, limit: OSM_SCAN }),
    ]);
    // open now, evaluated here in Havana time: no hours (unknown) is never open
    const open = q.open_now ? found.filter((r) => openNowOf(r, clock) === true) : found;
    // issue 21 §2–§3: price levels from the menus of these businesses only; `pago` and `precio` filter them
    const paying = money.pago.length ? open.filter((r) => acceptsAny(r.payments, money.pago)) : open;
    const levels = await priceLevels((money.precio.length ? paying : paying.slice(0, NEARBY_LIMIT)).map((r) => r._id));
    const own = (filtersMoney(money) ? paying.filter((r) => passesMoney(r, money, levels)) : paying).slice(0, NEARBY_LIMIT);

    const googlePlaces = await googlePlacesBeside(repo, q, google);
    // whether Google was asked and answered (issue 9 §9): never true without a key, nor for a
    // category that names no Google type (not asked)
    const googleAvailable = askGoogle && ctx.places !== null && google !== null;
    const osm = await osmBeside(q, terms, found, osmRead, clock, money);
    // NearbyResponse, key for key
    const json = nearbyJsonOf(
      own,
      `"google_places":${JSON.stringify(googlePlaces)},"google_available":${googleAvailable},"osm_places":${JSON.stringify(osm.places)},"osm_total":${osm.total}}`,
      clock,
      osm.links,
      levels,
    );
    return { json, keep: !(askGoogle && ctx.places !== null && google === null) };
  }

  return {
    ...nearby,

    /**
     * Accent- and case-insensitive search over name, categories/types and description. Ranking:
     * name starts with the query > a name word starts with it > inside the name > a category or
     * type > the description; ties nearer first (when lat/lon are given), then better rated.
     */
    async search(query: unknown): Promise<Business[] | SearchWithOsmResponse> {
      const q = parse(searchQuerySchema, query);
      const money = moneyFilterOf(q);
      const tokens = tokenize(q.q);
      if (tokens.length === 0) throw badRequest(BUSINESS_MESSAGES.searchQueryRequired);
      const phrase = tokens.join(' ');
      const clock = cubaClock(new Date());
      const found = await withTodayStatus(ctx.store, await repo.search({ tokens, limit: SEARCH_CANDIDATES }), clock);
      // 'Abierto ahora' (issue 16 §2): open at this moment in Havana; no hours is never open
      const open = q.open_now ? found.filter((b) => openNowOf(b, clock) === true) : found;
      // issue 21 §2–§3: `pago`, then the price levels of what is left (bounded by SEARCH_CANDIDATES), then `precio`
      const paying = money.pago.length ? open.filter((b) => acceptsAny(b.payments, money.pago)) : open;
      const levels = await priceLevels(paying.map((b) => b._id));
      const candidates = money.precio.length ? paying.filter((b) => passesMoney(b, money, levels)) : paying;
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
      const businesses = ranked.slice(0, SEARCH_MAX_RESULTS).map((r) => {
        const b = toBusiness(r.b, r.distance, clock);
        const level = levels.get(r.b._id);
        return level ? { ...b, price_level: level } : b;
      });
      if (!q.osm) return businesses;

      // issue 24 §3: the OSM places whose names match, those that are one of the businesses found
      // (before open_now: the business wins whatever its hours) left out and linked to it
      const near = hasPoint ? { lat: q.lat!, lng: q.lon! } : undefined;
      const read = await ctx.store.osmPlaces.searchByName({ tokens, limit: OSM_SCAN, ...(near ? { near } : {}) });
      const stored = await repo.findOsmLinks({ ids: found.map((b) => b._id), objects: read.map((p) => ({ type: p.osm_type, id: p.osm_id })) });
      const { kept, links } = mergeOsmPlaces(read, found, stored);
      const openOsm = q.open_now ? kept.filter((p) => osmOpenNow(p, clock) === true) : kept;
      const listed = filtersMoney(money) ? openOsm.filter((p) => osmPasses(p, money)) : openOsm;
      if (!near) {
        const startsWith = (p: { name: string }) => (normalizeText(p.name).startsWith(phrase) ? 0 : 1);
        listed.sort((a, b) => startsWith(a) - startsWith(b) || a.name.localeCompare(b.name, 'es'));
      }
      return {
        mongo_businesses: businesses.map((b) => {
          const link = links.get(b._id);
          return link ? { ...b, osm: link } : b;
        }),
        osm_places: listed.slice(0, OSM_NEARBY_LIMIT).map((p) => osmWithPayments(toOsmPlace(p, clock), p.payment)),
        osm_total: listed.length,
      };
    },
  };
}
