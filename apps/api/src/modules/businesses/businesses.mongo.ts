import mongoose, { Schema, Types, type Connection, type PipelineStage } from 'mongoose';
import { defaultReservations, parseWeekdayText, type WeeklyHours } from '@guia/contracts';
import { DuplicateKeyError, StaleWriteError } from '../../shared/errors';
import {
  LIST_FIELDS,
  NEARBY_FIELDS,
  type ListRecord,
  combinedRating,
  externalFigures,
  nearbyRecordOf,
  type BusinessesRepository,
  type BusinessPatch,
  type BusinessRecord,
  type CommentRecord,
  type NearbyQuery,
  type NewBusiness,
} from './businesses.repository';
import { searchFields, searchWords } from './businesses.text';

/**
 * Stored shape: the record plus normalised copies (`norm_*`, see businesses.text.ts) that the
 * category filter (equality on `norm_tags`) and the text search (regex) run on, so MongoDB
 * matches exactly what the memory store matches.
 */
type BusinessDoc = Omit<BusinessRecord, '_id' | 'location' | 'version'> & {
  _id: Types.ObjectId;
  location: { type: 'Point'; coordinates: number[] };
  norm_name: string;
  norm_tags: string[];
  norm_description: string;
  /** searchWords (businesses.text.ts): absent on documents from before them until migrateSearchWords */
  name_words?: string[];
  search_words?: string[];
  /** absent on documents written before optimistic concurrency: read as 0 */
  version?: number;
  /** 1 once the embedded comments live in `reviews` (see migrateEmbeddedReviews); absent on older documents */
  reviews_v?: number;
  /** 'node/123' of `osm` (issue 24 §3): findOsmLinks looks objects up on its index */
  osm_key?: string;
};

const commentSchema = new Schema(
  { content: String, username: String, user_id: String, rating: Number, date: Date },
  { _id: false },
);

const businessSchema = new Schema<BusinessDoc>(
  {
    name: { type: String, required: true },
    description: String,
    // issue 22 §1: absent on older documents (and when none was written)
    description_en: String,
    address: String,
    vicinity: String,
    phone: String,
    website: String,
    categories: { type: [String], default: [] },
    types: { type: [String], default: [] },
    photos: { type: [String], default: [] },
    thumbnails: { type: [String], default: [] },
    location: {
      type: { type: String, enum: ['Point'], default: 'Point', required: true },
      coordinates: { type: [Number], required: true },
    },
    // weekday_text without `default: undefined` would come back as [] on every business (Mongoose arrays default to [])
    opening_hours: {
      type: new Schema({ open_now: Boolean, weekday_text: { type: [String], default: undefined } }, { _id: false }),
      default: undefined,
    },
    // structured hours (issue 16 §2): { week, exceptions, unparsed? }, validated by the service (weeklyHoursSchema)
    hours: { type: Schema.Types.Mixed, default: undefined },
    business_status: String,
    rating: { type: Number, default: 0 },
    user_ratings_total: { type: Number, default: 0 },
    // issue 17 §10: the external figures and the guide's own, apart (see businesses.repository.ts)
    external_rating: Number,
    external_ratings_total: Number,
    reviews_rating: Number,
    reviews_count: Number,
    place_id: { type: String, index: { sparse: true } },
    // issue 24 §3: the OpenStreetMap object this business is (set by an import only); `type` is a
    // field here, hence the explicit { type: String } inside
    osm: { type: new Schema({ type: { type: String, enum: ['node', 'way'] }, id: Number }, { _id: false }), default: undefined },
    osm_key: { type: String, default: undefined, index: { sparse: true } },
    reference: String,
    plus_code: { type: new Schema({ global_code: String, compound_code: String }, { _id: false }), default: undefined },
    icon: String,
    paid_plan: { type: String, enum: ['BASIC', 'PRO', 'ELITE'], default: 'BASIC', index: true },
    paid_promo: { type: Boolean, default: false, index: true },
    // no default: absent marks a document from before the field (see migrateReservations)
    reservations: { type: Boolean, default: undefined },
    reservations_count: { type: Number, default: 0 },
    visits_count: { type: Number, default: 0 },
    comments: { type: [commentSchema], default: [] },
    version: { type: Number, default: 0 },
    reviews_v: Number,
    // issue 21 §3: PAYMENT_METHODS ids (validated by the service) and the electronic-payment surcharge
    payments: { type: [String], default: undefined },
    payment_surcharge_pct: { type: Number, default: undefined },
    created_at: { type: Date, default: () => new Date() },
    updated_at: { type: Date, default: () => new Date() },
    norm_name: { type: String, default: '' },
    norm_tags: { type: [String], default: [], index: true },
    norm_description: { type: String, default: '' },
    name_words: { type: [String], default: undefined },
    search_words: { type: [String], default: undefined },
  },
  { collection: 'businesses', versionKey: false },
);
businessSchema.index({ location: '2dsphere' });
// promoted() and elite(): the filter, then best rated first, read in index order up to the limit
businessSchema.index({ paid_promo: 1, rating: -1, _id: 1 });
businessSchema.index({ paid_plan: 1, rating: -1, _id: 1 });
// search (issue 17 §11): anchored prefixes of words are ranges of these multikey indexes
businessSchema.index({ name_words: 1 });
businessSchema.index({ search_words: 1 });
// filesInUse: whether another business shows a file
businessSchema.index({ photos: 1 });
businessSchema.index({ thumbnails: 1 });
businessSchema.index({ icon: 1 }, { sparse: true });

const OBJECT_ID = /^[a-f\d]{24}$/i;
const oid = (id: string) => new Types.ObjectId(id.toLowerCase());

/** The filter of a write that expects `version`; documents from before versions count as 0. */
const versionIs = (expected: number) => (expected === 0 ? { version: mongoose.trusted({ $in: [0, null] }) } : { version: expected });

const OPTIONAL_KEYS = [
  'description',
  'description_en',
  'address',
  'vicinity',
  'phone',
  'website',
  'opening_hours',
  'hours',
  'business_status',
  'place_id',
  'reference',
  'plus_code',
  'icon',
] as const;

function clean<T extends object>(o: T | null | undefined): T | undefined {
  if (!o) return undefined;
  const out = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;
  return Object.keys(out).length > 0 ? out : undefined;
}

function toRecord(d: BusinessDoc): BusinessRecord {
  const r: BusinessRecord = {
    _id: d._id.toHexString(),
    name: d.name,
    categories: d.categories ?? [],
    types: d.types ?? [],
    photos: d.photos ?? [],
    thumbnails: d.thumbnails ?? [],
    location: { type: 'Point', coordinates: [d.location.coordinates[0] ?? 0, d.location.coordinates[1] ?? 0] },
    rating: d.rating ?? 0,
    user_ratings_total: d.user_ratings_total ?? 0,
    paid_plan: d.paid_plan,
    paid_promo: Boolean(d.paid_promo),
    reservations_count: d.reservations_count ?? 0,
    visits_count: d.visits_count ?? 0,
    ...(typeof d.reservations === 'boolean' ? { reservations: d.reservations } : {}),
    comments: (d.comments ?? []).map((c) => {
      const out: CommentRecord = { content: c.content, username: c.username, date: new Date(c.date) };
      if (c.user_id != null) out.user_id = c.user_id;
      if (c.rating != null) out.rating = c.rating;
      return out;
    }),
    version: d.version ?? 0,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
  for (const key of ['external_rating', 'external_ratings_total', 'reviews_rating', 'reviews_count'] as const) {
    const v = d[key];
    if (typeof v === 'number') r[key] = v;
  }
  if (Array.isArray(d.payments) && d.payments.length > 0) r.payments = [...d.payments];
  if (typeof d.payment_surcharge_pct === 'number') r.payment_surcharge_pct = d.payment_surcharge_pct;
  if (d.osm && (d.osm.type === 'node' || d.osm.type === 'way') && typeof d.osm.id === 'number') r.osm = { type: d.osm.type, id: d.osm.id };
  for (const key of OPTIONAL_KEYS) {
    const v = d[key];
    if (v === undefined || v === null) continue;
    if (key === 'opening_hours') {
      const oh = clean(d.opening_hours);
      if (oh) r.opening_hours = oh;
    } else if (key === 'hours') {
      // a Mixed path: Mongoose's minimize may have dropped an empty `week` on save
      const h = d.hours as Partial<WeeklyHours>;
      if (typeof h === 'object') r.hours = { week: h.week ?? {}, exceptions: h.exceptions ?? [], ...(h.unparsed ? { unparsed: h.unparsed } : {}) };
    } else if (key === 'plus_code') {
      const pc = clean(d.plus_code);
      if (pc) r.plus_code = pc;
    } else {
      (r as unknown as Record<string, unknown>)[key] = v;
    }
  }
  return r;
}

const norm = (b: Pick<BusinessRecord, 'name' | 'categories' | 'types' | 'description'>) => {
  const f = searchFields(b);
  return { norm_name: f.name, norm_tags: f.tags, norm_description: f.description, ...searchWords(b) };
};

/**
 * The filter of a search (exported for the MongoDB leg's explain test): every token the start of
 * a word of `field` — anchored, case-sensitive regexes on normalised words, which MongoDB reads as
 * ranges of the multikey index, so no search scans the collection.
 */
export function searchFilter(tokens: string[], field: 'name_words' | 'search_words') {
  return { $and: tokens.map((t) => ({ [field]: new RegExp(`^${escapeRegex(t)}`) })) };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The aggregation `nearby` runs (exported for the MongoDB leg's explain test): one $geoNear on
 * the 2dsphere index — distance filter, category filter and the distance itself in a single
 * stage — then the limit, then the nearby fields only (reviews, counters and the norm_* copies
 * stay in the database).
 */
export function nearbyPipeline({ lat, lng, radiusM, categories, limit }: NearbyQuery): PipelineStage[] {
  const query: Record<string, unknown> = {};
  if (categories && categories.length > 0) query.norm_tags = { $in: categories };
  const pipeline: PipelineStage[] = [
    {
      $geoNear: {
        near: { type: 'Point', coordinates: [lng, lat] },
        key: 'location',
        distanceField: 'distance',
        maxDistance: radiusM,
        spherical: true,
        query,
      },
    },
  ];
  if (limit) pipeline.push({ $limit: limit });
  pipeline.push({ $project: Object.fromEntries([...NEARBY_FIELDS, 'distance'].map((f) => [f, 1])) });
  return pipeline;
}

/** The businesses port on MongoDB: collection `businesses`, 2dsphere index on `location`. */
export function createMongoBusinessesRepository(conn: Connection): BusinessesRepository {
  const Business = conn.models.Business ?? conn.model<BusinessDoc>('Business', businessSchema);

  const findLean = async (id: string) => (OBJECT_ID.test(id) ? Business.findById(oid(id)).lean<BusinessDoc>() : null);

  async function increment(id: string, field: 'visits_count' | 'reservations_count'): Promise<number | null> {
    if (!OBJECT_ID.test(id)) return null;
    const d = await Business.findByIdAndUpdate(oid(id), { $inc: { [field]: 1 } }, { new: true, projection: { [field]: 1 } }).lean<BusinessDoc>();
    return d ? d[field] : null;
  }

  return {
    async create(input: NewBusiness, id?: string) {
      const now = new Date();
      const doc = await Business.create({
        ...input,
        ...(id !== undefined ? { _id: oid(id) } : {}),
        reservations: input.reservations ?? false,
        reservations_count: input.reservations_count ?? 0,
        visits_count: input.visits_count ?? 0,
        // the figures given are the external ones (Google's, the seed's, an admin's)
        external_rating: input.rating ?? 0,
        external_ratings_total: input.user_ratings_total ?? 0,
        comments: [],
        version: 0,
        reviews_v: 1,
        created_at: now,
        updated_at: now,
        ...norm(input),
      }).catch((err: unknown) => {
        if ((err as { code?: number } | null)?.code === 11000) throw new DuplicateKeyError('_id');
        throw err;
      });
      return toRecord(doc.toObject() as BusinessDoc);
    },

    async update(id, patch: BusinessPatch, expectedVersion) {
      // The search copies (norm_*) are computed from the document this write produces: the filter
      // names the version they were computed from, so the written document is exactly `current`
      // plus the patch. A write in between makes it match nothing: with `expectedVersion` that is
      // a StaleWriteError; without one, it reads again and retries (issue 10 §7).
      for (let attempt = 0; ; attempt += 1) {
        const current = await findLean(id);
        if (!current) return null;
        const readVersion = current.version ?? 0;
        if (expectedVersion !== undefined && readVersion !== expectedVersion) throw new StaleWriteError();
        const $set: Record<string, unknown> = { updated_at: new Date() };
        const $unset: Record<string, 1> = {};
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined) $unset[key] = 1;
          else $set[key] = value;
        }
        if ('name' in patch || 'categories' in patch || 'types' in patch || 'description' in patch) {
          const merged = { ...toRecord(current), ...patch } as BusinessRecord;
          Object.assign($set, norm(merged));
        }
        if ('rating' in patch || 'user_ratings_total' in patch) {
          // figures typed by an admin are the external ones; the guide's own are added to them
          const rec = toRecord(current);
          const ext = externalFigures(rec);
          const external = { rating: patch.rating ?? ext.rating, total: patch.user_ratings_total ?? ext.total };
          delete $unset.rating;
          delete $unset.user_ratings_total;
          Object.assign($set, {
            external_rating: external.rating,
            external_ratings_total: external.total,
            ...combinedRating(external, { reviews_rating: rec.reviews_rating ?? 0, reviews_count: rec.reviews_count ?? 0 }),
          });
        }
        const update: Record<string, unknown> = { $set, $inc: { version: 1 } };
        if (Object.keys($unset).length > 0) update.$unset = $unset;
        const d = await Business.findOneAndUpdate({ _id: current._id, ...versionIs(readVersion) }, update, { new: true }).lean<BusinessDoc>();
        if (d) return toRecord(d);
        if (expectedVersion !== undefined || attempt >= 9) {
          if (await Business.exists({ _id: current._id })) throw new StaleWriteError();
          return null;
        }
      }
    },

    async findById(id) {
      const d = await findLean(id);
      return d ? toRecord(d) : null;
    },

    async findByIds(ids) {
      const valid = [...new Set(ids.filter((id) => OBJECT_ID.test(id)).map((id) => id.toLowerCase()))];
      if (valid.length === 0) return [];
      const docs = await Business.find({ _id: mongoose.trusted({ $in: valid.map(oid) }) }).lean<BusinessDoc[]>();
      return docs.map(toRecord);
    },

    async findByPlaceIds(placeIds) {
      const wanted = [...new Set(placeIds.filter((p) => typeof p === 'string' && p.length > 0))];
      if (wanted.length === 0) return [];
      const docs = await Business.find({ place_id: mongoose.trusted({ $in: wanted }) }).lean<BusinessDoc[]>();
      return docs.map(toRecord);
    },

    async list() {
      const docs = await Business.find().sort({ _id: 1 }).lean<BusinessDoc[]>();
      return docs.map(toRecord);
    },

    async listPage({ offset, limit }) {
      const [docs, total] = await Promise.all([
        Business.find({}, Object.fromEntries(LIST_FIELDS.map((f) => [f, 1])))
          .sort({ _id: 1 })
          .skip(offset)
          .limit(limit)
          .lean<BusinessDoc[]>(),
        Business.estimatedDocumentCount(),
      ]);
      return {
        items: docs.map((d) => {
          const out: Record<string, unknown> = {
            _id: d._id.toHexString(),
            name: d.name,
            categories: d.categories ?? [],
            types: d.types ?? [],
            photos: d.photos ?? [],
            thumbnails: d.thumbnails ?? [],
            rating: d.rating ?? 0,
            user_ratings_total: d.user_ratings_total ?? 0,
            paid_plan: d.paid_plan,
            paid_promo: Boolean(d.paid_promo),
            version: d.version ?? 0,
          };
          for (const f of ['description', 'address', 'vicinity', 'business_status'] as const) if (d[f] != null) out[f] = d[f];
          const oh = clean(d.opening_hours);
          if (oh) out.opening_hours = oh;
          if (d.hours && typeof d.hours === 'object') {
            const h = d.hours as Partial<WeeklyHours>;
            out.hours = { week: h.week ?? {}, exceptions: h.exceptions ?? [], ...(h.unparsed ? { unparsed: h.unparsed } : {}) };
          }
          // issue 21 §3: the list's payment badges, as toRecord reads them
          if (Array.isArray(d.payments) && d.payments.length > 0) out.payments = [...d.payments];
          if (typeof d.payment_surcharge_pct === 'number') out.payment_surcharge_pct = d.payment_surcharge_pct;
          return out as unknown as ListRecord;
        }),
        total,
      };
    },

    async promoted(limit) {
      const docs = await Business.find({ paid_promo: true }).sort({ rating: -1, _id: 1 }).hint({ paid_promo: 1, rating: -1, _id: 1 }).limit(limit).lean<BusinessDoc[]>();
      return docs.map(toRecord);
    },

    async elite(limit) {
      const docs = await Business.find({ paid_plan: 'ELITE' }).sort({ rating: -1, _id: 1 }).hint({ paid_plan: 1, rating: -1, _id: 1 }).limit(limit).lean<BusinessDoc[]>();
      return docs.map(toRecord);
    },

    async nearby(query) {
      const docs = await Business.aggregate<BusinessDoc & { distance: number }>(nearbyPipeline(query));
      return docs.map((d) => nearbyRecordOf(toRecord(d), d.distance));
    },

    async search({ tokens, limit }) {
      if (tokens.length === 0) return [];
      // the businesses whose name words match first (the better matches are never crowded out by
      // description ones), then the others; each group by id, as the memory store does
      // hinted: the planner could otherwise walk the _id index for the sort, reading every document
      let q = Business.find(searchFilter(tokens, 'name_words')).sort({ _id: 1 }).hint({ name_words: 1 });
      if (limit) q = q.limit(limit);
      const inName = await q.lean<BusinessDoc[]>();
      if (limit && inName.length >= limit) return inName.map(toRecord);
      const rest = Business.find({ ...searchFilter(tokens, 'search_words'), _id: mongoose.trusted({ $nin: inName.map((d) => d._id) }) })
        .sort({ _id: 1 })
        .hint({ search_words: 1 });
      if (limit) rest.limit(limit - inName.length);
      return [...inName, ...(await rest.lean<BusinessDoc[]>())].map(toRecord);
    },

    async setReviewSummary(id, summary) {
      if (!OBJECT_ID.test(id)) return null;
      const n = summary.reviews_count;
      const ownSum = summary.reviews_rating * n;
      const comments = summary.comments.map((c) => ({
        content: c.content,
        username: c.username,
        date: c.date,
        ...(c.user_id !== undefined ? { user_id: c.user_id } : {}),
        ...(c.rating !== undefined ? { rating: c.rating } : {}),
      }));
      // externalFigures of businesses.repository.ts, on the server: a record from before the split
      // gets its external figures once, from what it held less the guide's own
      const storedTotal = { $ifNull: ['$user_ratings_total', 0] };
      const legacyTotal = { $max: [0, { $subtract: [storedTotal, n] }] };
      const legacyRating = {
        $let: {
          vars: { t: legacyTotal, s: { $max: [0, { $subtract: [{ $multiply: [{ $ifNull: ['$rating', 0] }, storedTotal] }, ownSum] }] } },
          in: { $cond: [{ $gt: ['$$t', 0] }, { $min: [5, { $max: [0, { $divide: ['$$s', '$$t'] }] }] }, 0] },
        },
      };
      const total = { $add: ['$external_ratings_total', n] };
      // Two stages: the first fixes the external figures (each field from the document as it
      // was), the second combines them with the guide's own (combinedRating). Every value is the
      // summary's, so writing the same summary twice changes nothing. $literal keeps user text
      // such as "$name" from being read as a field path.
      const d = await Business.collection.findOneAndUpdate(
        { _id: oid(id) },
        [
          {
            $set: {
              external_ratings_total: { $ifNull: ['$external_ratings_total', legacyTotal] },
              external_rating: { $cond: [{ $eq: [{ $ifNull: ['$external_ratings_total', null] }, null] }, legacyRating, { $ifNull: ['$external_rating', 0] }] },
              reviews_rating: { $literal: summary.reviews_rating },
              reviews_count: { $literal: n },
              comments: { $literal: comments },
            },
          },
          {
            $set: {
              user_ratings_total: total,
              rating: {
                $cond: [
                  { $gt: [total, 0] },
                  { $min: [5, { $max: [0, { $divide: [{ $add: [{ $multiply: ['$external_rating', '$external_ratings_total'] }, ownSum] }, total] }] }] },
                  0,
                ],
              },
            },
          },
        ],
        { returnDocument: 'after' },
      );
      return d ? toRecord(d as unknown as BusinessDoc) : null;
    },

    async filesInUse(urls, exceptId) {
      const wanted = [...new Set(urls.filter((u) => typeof u === 'string' && u.length > 0))];
      if (wanted.length === 0) return [];
      const $in = mongoose.trusted({ $in: wanted });
      const filter: Record<string, unknown> = { $or: [{ photos: $in }, { thumbnails: $in }, { icon: $in }] };
      if (exceptId && OBJECT_ID.test(exceptId)) filter._id = mongoose.trusted({ $ne: oid(exceptId) });
      const docs = await Business.find(filter, { photos: 1, thumbnails: 1, icon: 1 }).lean<Pick<BusinessDoc, 'photos' | 'thumbnails' | 'icon'>[]>();
      const set = new Set(wanted);
      const used = new Set<string>();
      for (const d of docs) for (const u of [...(d.photos ?? []), ...(d.thumbnails ?? []), d.icon]) if (u && set.has(u)) used.add(u);
      return [...used];
    },

    async incrementVisits(id) {
      return increment(id, 'visits_count');
    },

    async incrementReservations(id) {
      return increment(id, 'reservations_count');
    },

    async delete(id) {
      if (!OBJECT_ID.test(id)) return null;
      const d = await Business.findOneAndDelete({ _id: oid(id) }).lean<BusinessDoc>();
      return d ? toRecord(d) : null;
    },

    async count() {
      return Business.countDocuments();
    },

    async migrateSearchWords() {
      let changed = 0;
      for await (const d of Business.find({ search_words: mongoose.trusted({ $exists: false }) }, { name: 1, categories: 1, types: 1, description: 1 }).lean<BusinessDoc[]>().cursor()) {
        const r = await Business.updateOne({ _id: d._id, search_words: mongoose.trusted({ $exists: false }) }, { $set: searchWords(d) });
        changed += r.modifiedCount;
      }
      return changed;
    },

    async migrateReservations() {
      let changed = 0;
      const older = Business.find({ reservations: mongoose.trusted({ $exists: false }) }, { categories: 1, types: 1, phone: 1 }).lean<
        Pick<BusinessDoc, '_id' | 'categories' | 'types' | 'phone'>[]
      >();
      for (const d of await older) {
        // only while still without it: an admin's save in between wins
        const r = await Business.updateOne({ _id: d._id, reservations: mongoose.trusted({ $exists: false }) }, { $set: { reservations: defaultReservations(d) } });
        changed += r.modifiedCount;
      }
      return changed;
    },

    async setOsmLinks(changes) {
      let changed = 0;
      for (const { id, osm } of changes) {
        if (!OBJECT_ID.test(id)) continue;
        // only when it differs: neither version nor updated_at move (an admin's save is never overwritten)
        const r = osm
          ? await Business.updateOne(
              { _id: oid(id), osm_key: mongoose.trusted({ $ne: `${osm.type}/${osm.id}` }) },
              { $set: { osm: { type: osm.type, id: osm.id }, osm_key: `${osm.type}/${osm.id}` } },
            )
          : await Business.updateOne({ _id: oid(id), osm_key: mongoose.trusted({ $exists: true }) }, { $unset: { osm: 1, osm_key: 1 } });
        changed += r.modifiedCount;
      }
      return changed;
    },

    async findOsmLinks({ ids = [], objects = [] }) {
      const valid = [...new Set(ids.filter((i) => OBJECT_ID.test(i)).map((i) => i.toLowerCase()))];
      const keys = [...new Set(objects.map((o) => `${o.type}/${o.id}`))];
      if (valid.length === 0 && keys.length === 0) return [];
      const or: Record<string, unknown>[] = [];
      if (valid.length > 0) or.push({ _id: mongoose.trusted({ $in: valid.map(oid) }), osm_key: mongoose.trusted({ $exists: true }) });
      if (keys.length > 0) or.push({ osm_key: mongoose.trusted({ $in: keys }) });
      const docs = await Business.find({ $or: or }, { osm: 1 }).lean<Pick<BusinessDoc, '_id' | 'osm'>[]>();
      return docs.filter((d) => d.osm).map((d) => ({ _id: d._id.toHexString(), osm: { type: d.osm!.type, id: d.osm!.id } }));
    },

    async migrateLegacyHours() {
      let changed = 0;
      const legacy = Business.find(
        { hours: mongoose.trusted({ $exists: false }), 'opening_hours.weekday_text': mongoose.trusted({ $exists: true, $ne: [] }) },
        { opening_hours: 1 },
      ).lean<
        Pick<BusinessDoc, '_id' | 'opening_hours'>[]
      >();
      for (const d of await legacy) {
        const hours = parseWeekdayText(d.opening_hours?.weekday_text ?? []).hours;
        // only when still without hours: an admin's save in between wins
        const r = await Business.updateOne({ _id: d._id, hours: mongoose.trusted({ $exists: false }) }, { $set: { hours } });
        changed += r.modifiedCount;
      }
      return changed;
    },
  };
}
