import { LATEST_COMMENTS, cubaClock, hasStructuredHours, openNowWithStatus, type TodayStatus, weekdayLines, type Business, type BusinessListPage, type CubaClock, type NearbyBusiness } from '@guia/contracts';
import { externalFigures, type BusinessRecord, type ListRecord, type NearbyRecord } from './businesses.repository';
import type { OsmLink } from './businesses.osm-merge';

/**
 * Stored businesses → the API's shapes (spec §3): one business (toBusiness), a row of the admin
 * list (toListItem), the map's nearby answer (toNearbyBusiness, and createNearbyJson that writes
 * it as bytes from cached parts). Hours and open_now are computed here, at answer time, in Havana.
 */

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
export const openNowOf = (r: Pick<BusinessRecord, 'hours' | 'business_status'> & { today_status?: TodayStatus }, clock: CubaClock) => openNowWithStatus(r.hours, clock, r.business_status, r.today_status);

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
  // issue 21 §3: only when it says (the answer stays as small as before for the rest)
  if (r.payments?.length) out.payments = r.payments;
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
   * written as its `osm` key before the distance; `levels`: its price level (issue 21 §2, from
   * the menus at answer time), written as `price_level` there too.
   */
  return (own: NearbyRecord[], rest: string, clock: CubaClock = cubaClock(new Date()), links?: ReadonlyMap<string, OsmLink>, levels?: ReadonlyMap<string, number>): Buffer => {
    const parts: Buffer[] = new Array(own.length);
    const distances: string[] = new Array(own.length);
    let size = OPEN.length + Buffer.byteLength(rest) + 2;
    for (let i = 0; i < own.length; i++) {
      parts[i] = headOf(own[i]!, openNowOf(own[i]!, clock));
      const link = links?.get(own[i]!._id);
      // ASCII only: an OSM type is 'node' or 'way', ids and distances are digits
      const level = levels?.get(own[i]!._id);
      distances[i] = `${link ? `"osm":{"type":"${link.type}","id":${link.id}},` : ''}${level ? `"price_level":${level},` : ''}"distance":${Math.round(own[i]!.distance)}`;
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
export function toBusiness(r: BusinessRecord & { today_status?: TodayStatus }, distance?: number, clock: CubaClock = cubaClock(new Date())): Business {
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
  for (const key of ['description', 'description_en', 'address', 'vicinity', 'phone', 'website', 'business_status', 'place_id', 'reference', 'icon'] as const) {
    if (r[key] !== undefined) out[key] = r[key];
  }
  const openingHours = openingHoursOf(r, openNowOf(r, clock));
  if (openingHours) out.opening_hours = openingHours;
  if (r.hours) out.hours = r.hours;
  if (r.today_status) out.today_status = r.today_status;
  if (r.plus_code) out.plus_code = r.plus_code;
  if (distance !== undefined) out.distance = Math.round(distance);
  if (r.payments?.length) out.payments = [...r.payments];
  if (r.payment_surcharge_pct !== undefined) out.payment_surcharge_pct = r.payment_surcharge_pct;
  return out;
}
/** A row of the admin list (GET /business/, issue 17 §11): LIST_FIELDS as stored, hours computed at `clock`. */
export function toListItem(r: ListRecord, clock: CubaClock): BusinessListPage['items'][number] {
  const { opening_hours: _stored, ...rest } = r;
  const openingHours = openingHoursOf(r, openNowOf(r, clock));
  return {
    ...rest,
    rating: round1(r.rating),
    thumbnails: r.photos.map((p, i) => r.thumbnails[i] || p),
    ...(openingHours ? { opening_hours: openingHours } : {}),
  };
}
