import { Schema, Types, type Connection } from 'mongoose';
import { DuplicateKeyError } from '../../shared/errors';
import { byNombre, categoryKey, homeFieldsOf, nextHomeOrder, type CategoriesRepository, type CategoryRecord } from './categories.repository';

interface CategoryDoc {
  name: string;
  nombre: string;
  /** lower-cased copies carrying the unique indexes (case-insensitive uniqueness) */
  name_key: string;
  nombre_key: string;
  /** issue 20 §9; absent on documents from before it (see homeFieldsOf) */
  show_on_home?: boolean;
  home_order?: number | null;
}

const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

const categorySchema = new Schema<CategoryDoc>(
  {
    name: { type: String, required: true, trim: true },
    nombre: { type: String, required: true, trim: true },
    name_key: { type: String, required: true, unique: true },
    nombre_key: { type: String, required: true, unique: true },
    show_on_home: { type: Boolean },
    home_order: { type: Number, default: null },
  },
  { collection: 'categories', versionKey: false },
);

type Lean = CategoryDoc & { _id: { toString(): string } };
const toRecord = (d: Lean): CategoryRecord => ({ _id: d._id.toString(), name: d.name, nombre: d.nombre, ...homeFieldsOf(d) });

/** E11000 on name_key / nombre_key → DuplicateKeyError('name' | 'nombre'), from keyPattern or the index name. */
function duplicate(err: unknown): never {
  const e = err as { code?: number; keyPattern?: object; keyValue?: object; message?: string } | null;
  if (e?.code === 11000) {
    const key = Object.keys(e.keyPattern ?? e.keyValue ?? {})[0] ?? /index: (\S+)/.exec(e.message ?? '')?.[1] ?? '';
    throw new DuplicateKeyError(key === '_id' ? '_id' : key.startsWith('nombre') ? 'nombre' : 'name');
  }
  throw err;
}

/** The categories port on MongoDB: collection `categories`, unique indexes on the lower-cased names. */
export function createMongoCategoriesRepository(conn: Connection): CategoriesRepository {
  const Category = conn.models.Category ?? conn.model<CategoryDoc>('Category', categorySchema);

  const all = async () => (await Category.find().lean<Lean[]>()).map(toRecord);

  return {
    async list() {
      const docs = await Category.find().collation({ locale: 'es', strength: 1 }).sort({ nombre: 1 }).lean<Lean[]>();
      // the collation already sorts; the in-process sort makes ties identical to the memory store
      return docs.map(toRecord).sort(byNombre);
    },
    async findById(id) {
      if (!isObjectId(id)) return null;
      const doc = await Category.findById(id).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async create(input, id) {
      const name = input.name.trim();
      const nombre = input.nombre.trim();
      const onHome = input.show_on_home === true;
      try {
        const doc = await Category.create({
          ...(id !== undefined ? { _id: new Types.ObjectId(id.toLowerCase()) } : {}),
          name,
          nombre,
          name_key: categoryKey(name),
          nombre_key: categoryKey(nombre),
          show_on_home: onHome,
          home_order: onHome ? nextHomeOrder(await all()) : null,
        });
        return toRecord(doc.toObject() as Lean);
      } catch (err) {
        duplicate(err);
      }
    },
    async update(id, patch) {
      if (!isObjectId(id)) return null;
      const set: Partial<CategoryDoc> = {};
      if (patch.name !== undefined) Object.assign(set, { name: patch.name.trim(), name_key: categoryKey(patch.name) });
      if (patch.nombre !== undefined) Object.assign(set, { nombre: patch.nombre.trim(), nombre_key: categoryKey(patch.nombre) });
      if (patch.show_on_home !== undefined) {
        const current = await Category.findById(id).lean<Lean>();
        if (!current) return null;
        const wasOnHome = homeFieldsOf(current).show_on_home;
        if (patch.show_on_home && !wasOnHome) Object.assign(set, { show_on_home: true, home_order: nextHomeOrder(await all()) });
        else if (!patch.show_on_home) Object.assign(set, { show_on_home: false, home_order: null });
        else Object.assign(set, homeFieldsOf(current)); // a document from before the fields keeps what it was read as
      }
      try {
        const doc = await Category.findByIdAndUpdate(id, { $set: set }, { new: true }).lean<Lean>();
        return doc ? toRecord(doc) : null;
      } catch (err) {
        duplicate(err);
      }
    },
    async delete(id) {
      if (!isObjectId(id)) return false;
      const res = await Category.deleteOne({ _id: id });
      return res.deletedCount === 1;
    },
    async setHomeOrder(ids) {
      const home = new Map((await all()).filter((c) => c.show_on_home).map((c) => [c._id, c]));
      const writes = ids.flatMap((id, index) => {
        const c = home.get(id.toLowerCase());
        // written with show_on_home too: a document from before the fields keeps what it was read as
        return c ? [{ updateOne: { filter: { _id: new Types.ObjectId(c._id) }, update: { $set: { show_on_home: true, home_order: index } } } }] : [];
      });
      if (writes.length > 0) await Category.bulkWrite(writes);
    },
  };
}
