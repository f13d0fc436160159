import { Types } from 'mongoose';
import { DuplicateKeyError } from '../../shared/errors';
import { byNombre, categoryKey, type CategoriesRepository, type CategoryInput, type CategoryRecord } from './categories.repository';

/** The categories port in process memory (tests, offline machines). */
export function createMemoryCategoriesRepository(): CategoriesRepository {
  const rows = new Map<string, CategoryRecord>();
  const copy = (c: CategoryRecord): CategoryRecord => ({ ...c });

  function assertUnique(input: CategoryInput, exceptId?: string) {
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
      const c = rows.get(id);
      return c ? copy(c) : null;
    },
    async create(input) {
      const record: CategoryRecord = { _id: new Types.ObjectId().toHexString(), name: input.name.trim(), nombre: input.nombre.trim() };
      assertUnique(record);
      rows.set(record._id, record);
      return copy(record);
    },
    async update(id, patch) {
      const current = rows.get(id);
      if (!current) return null;
      const next: CategoryRecord = {
        ...current,
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.nombre !== undefined ? { nombre: patch.nombre.trim() } : {}),
      };
      assertUnique(next, id);
      rows.set(id, next);
      return copy(next);
    },
    async delete(id) {
      return rows.delete(id);
    },
  };
}
