import { CATEGORY_MESSAGES, type Category, type CategoryBody } from '@guia/contracts';
import type { AppContext } from '../../context';
import { conflict, DuplicateKeyError, notFound } from '../../shared/errors';
import type { CategoryRecord } from './categories.repository';

export const toCategory = (c: CategoryRecord): Category => ({ _id: c._id, name: c.name, nombre: c.nombre });

function rethrowDuplicate(err: unknown): never {
  if (err instanceof DuplicateKeyError) throw conflict(CATEGORY_MESSAGES.duplicate);
  throw err;
}

/** Category rules: both names required (checked by the contract schema), each unique → 409. */
export function createCategoriesService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.categories;
  return {
    async list(): Promise<Category[]> {
      return (await repo.list()).map(toCategory);
    },
    async get(id: string): Promise<Category> {
      const c = await repo.findById(id);
      if (!c) throw notFound(CATEGORY_MESSAGES.notFound);
      return toCategory(c);
    },
    async create(body: CategoryBody): Promise<Category> {
      try {
        return toCategory(await repo.create(body));
      } catch (err) {
        rethrowDuplicate(err);
      }
    },
    async update(id: string, body: CategoryBody): Promise<Category> {
      let updated: CategoryRecord | null;
      try {
        updated = await repo.update(id, body);
      } catch (err) {
        rethrowDuplicate(err);
      }
      if (!updated) throw notFound(CATEGORY_MESSAGES.notFound);
      return toCategory(updated);
    },
    async remove(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw notFound(CATEGORY_MESSAGES.notFound);
    },
  };
}
