import { Types } from 'mongoose';
import { DuplicateKeyError } from '../../shared/errors';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { byNombre, categoryKey, homeFieldsOf, nextHomeOrder, type CategoriesRepository, type CategoryInput, type CategoryRecord } from './categories.repository';

/** ids are 24-hex strings; MongoDB reads them in any case, so the memory store does too */
const key = (id: string) => id.toLowerCase();

/** The categories port in process memory (tests, offline machines). */
export function createMemoryCategoriesRepository(): CategoriesRepository & Persistable {
  const rows = new Map<string, CategoryRecord>();
  const copy = (c: CategoryRecord): CategoryRecord => ({ ...c });

  function assertUnique(input: Pick<CategoryInput, 'name' | 'nombre'>, exceptId?: string) {
    for (const c of rows.values()) {
      if (c._id === exceptId) continue;
      if (categoryKey(c.name) === categoryKey(input.name)) throw new DuplicateKeyError('name');
      if (categoryKey(c.nombre) === categoryKey(input.nombre)) throw new DuplicateKeyError('nombre');
    }
  }

  return {
    async list() {
      return [...rows.values()].sort(byNombre).map(copy);
    },
    async findById(id) {
      const c = rows.get(key(id));
      return c ? copy(c) : null;
    },
    async create(input, id) {
      if (id !== undefined && rows.has(key(id))) throw new DuplicateKeyError('_id');
      const _id = id !== undefined ? key(id) : new Types.ObjectId().toHexString();
      const onHome = input.show_on_home === true;
      const record: CategoryRecord = {
        _id,
        name: input.name.trim(),
        nombre: input.nombre.trim(),
        show_on_home: onHome,
        home_order: onHome ? nextHomeOrder([...rows.values()]) : null,
      };
      assertUnique(record);
      rows.set(record._id, record);
      return copy(record);
    },
    async update(id, patch) {
      const current = rows.get(key(id));
      if (!current) return null;
      const next: CategoryRecord = {
        ...current,
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.nombre !== undefined ? { nombre: patch.nombre.trim() } : {}),
      };
      if (patch.show_on_home === true && !current.show_on_home) {
        next.show_on_home = true;
        next.home_order = nextHomeOrder([...rows.values()]);
      } else if (patch.show_on_home === false) {
        next.show_on_home = false;
        next.home_order = null;
      }
      assertUnique(next, current._id);
      rows.set(current._id, next);
      return copy(next);
    },
    async delete(id) {
      return rows.delete(key(id));
    },
    async setHomeOrder(ids) {
      ids.forEach((id, index) => {
        const c = rows.get(key(id));
        if (c?.show_on_home) rows.set(c._id, { ...c, home_order: index });
      });
    },
    exportState() {
      return { records: [...rows.values()].map(copy) };
    },
    importState(data) {
      const records = recordsOf<CategoryRecord>(data, 'categories');
      rows.clear();
      for (const c of records) {
        rows.set(key(c._id), { _id: key(c._id), name: String(c.name), nombre: String(c.nombre), ...homeFieldsOf(c) });
      }
    },
  };
}
