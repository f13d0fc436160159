import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { StaleWriteError } from '../../shared/errors';
import { medianPrice, type MenuRecord, type MenusRepository, type RateRecord, type RatesRepository } from './menus.repository';

const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

type MenuDoc = Omit<MenuRecord, 'business_id' | 'updated_by'> & { _id: Types.ObjectId; updated_by: Types.ObjectId; median_price_cup: number | null };

const dishSchema = new Schema(
  { name: { type: String, required: true }, description: String, price_cup: { type: Number, required: true }, photo: String, sold_out: { type: Boolean, default: false } },
  { _id: false },
);
const menuSchema = new Schema<MenuDoc>(
  {
    // one menu per business: the business's id is the menu's
    _id: { type: Schema.Types.ObjectId, required: true },
    sections: { type: [new Schema({ name: { type: String, required: true }, dishes: { type: [dishSchema], default: [] } }, { _id: false })], default: [] },
    version: { type: Number, required: true },
    updated_at: { type: Date, required: true },
    updated_by: { type: Schema.Types.ObjectId, required: true },
    // kept with the menu so the price filter reads one number per business
    median_price_cup: { type: Number, default: null },
  },
  { collection: 'menus', versionKey: false },
);

const toMenu = (d: MenuDoc): MenuRecord => ({
  business_id: d._id.toString(),
  sections: (d.sections ?? []).map((s) => ({
    name: s.name,
    dishes: (s.dishes ?? []).map((x) => ({
      name: x.name,
      ...(x.description ? { description: x.description } : {}),
      price_cup: x.price_cup,
      ...(x.photo ? { photo: x.photo } : {}),
      sold_out: Boolean(x.sold_out),
    })),
  })),
  version: d.version,
  updated_at: new Date(d.updated_at),
  updated_by: d.updated_by.toString(),
});

/** The menus port on MongoDB: collection `menus`, one document per business (its id). */
export function createMongoMenusRepository(conn: Connection): MenusRepository {
  const Menu = (conn.models.Menu as mongoose.Model<MenuDoc> | undefined) ?? conn.model<MenuDoc>('Menu', menuSchema);
  return {
    async get(businessId) {
      if (!isObjectId(businessId)) return null;
      const doc = await Menu.findById(oid(businessId)).lean<MenuDoc>();
      return doc ? toMenu(doc) : null;
    },
    async put(businessId, sections, expectedVersion, by) {
      const set = { sections, version: expectedVersion + 1, updated_at: new Date(), updated_by: oid(by), median_price_cup: medianPrice(sections) };
      if (expectedVersion === 0) {
        // the first menu: an insert, which a concurrent first write makes fail on the _id
        try {
          const created = await Menu.create({ _id: oid(businessId), ...set });
          return toMenu(created.toObject() as MenuDoc);
        } catch (err) {
          if ((err as { code?: number } | null)?.code === 11000) throw new StaleWriteError();
          throw err;
        }
      }
      const doc = await Menu.findOneAndUpdate({ _id: oid(businessId), version: expectedVersion }, { $set: set }, { new: true }).lean<MenuDoc>();
      if (!doc) throw new StaleWriteError();
      return toMenu(doc);
    },
    async medians(businessIds) {
      const ids = businessIds.filter(isObjectId).map(oid);
      const out = new Map<string, number>();
      if (ids.length === 0) return out;
      const docs = await Menu.find({ _id: mongoose.trusted({ $in: ids }), median_price_cup: mongoose.trusted({ $ne: null }) }, { median_price_cup: 1 }).lean<Pick<MenuDoc, '_id' | 'median_price_cup'>[]>();
      for (const d of docs) out.set(d._id.toString(), d.median_price_cup!);
      return out;
    },
  };
}

type RateDoc = Omit<RateRecord, '_id' | 'created_by'> & { _id: Types.ObjectId; created_by: Types.ObjectId };
const rateSchema = new Schema<RateDoc>(
  {
    usd: { type: Number, required: true },
    eur: { type: Number, required: true },
    date: { type: String, required: true },
    source: { type: String, required: true },
    created_at: { type: Date, required: true },
    created_by: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'rates', versionKey: false },
);
// the latest rate and the history page: newest date first, without a sort in memory
rateSchema.index({ date: -1, created_at: -1 });
const toRate = (d: RateDoc): RateRecord => ({
  _id: d._id.toString(),
  usd: d.usd,
  eur: d.eur,
  date: d.date,
  source: d.source,
  created_at: new Date(d.created_at),
  created_by: d.created_by.toString(),
});

/** The rates port on MongoDB: collection `rates`, append-only. */
export function createMongoRatesRepository(conn: Connection): RatesRepository {
  const Rate = (conn.models.Rate as mongoose.Model<RateDoc> | undefined) ?? conn.model<RateDoc>('Rate', rateSchema);
  const order = { date: -1, created_at: -1, _id: -1 } as const;
  return {
    async create(input) {
      const doc = await Rate.create({ ...input, created_by: oid(input.created_by), created_at: new Date() });
      return toRate(doc.toObject() as RateDoc);
    },
    async latest() {
      const doc = await Rate.findOne({}).sort(order).lean<RateDoc>();
      return doc ? toRate(doc) : null;
    },
    async page({ offset, limit }) {
      const [docs, total] = await Promise.all([Rate.find({}).sort(order).skip(offset).limit(limit).lean<RateDoc[]>(), Rate.countDocuments({})]);
      return { items: docs.map(toRate), total };
    },
  };
}
