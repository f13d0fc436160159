import { CATEGORY_MESSAGES, type Category, type CategoryBody, type CategoryMoveBody } from '@guia/contracts';
import type { AppContext } from '../../context';
import { conflict, DuplicateKeyError, notFound } from '../../shared/errors';
import { homeCategoriesOf, type CategoryRecord } from './categories.repository';

export const toCategory = (c: CategoryRecord): Category => ({
  _id: c._id,
  name: c.name,
  nombre: c.nombre,
  show_on_home: c.show_on_home,
  home_order: c.show_on_home ? c.home_order : null,
});

function rethrowDuplicate(err: unknown): never {
  if (err instanceof DuplicateKeyError) throw conflict(CATEGORY_MESSAGES.duplicate);
  throw err;
}

/**
 * Category rules: both names required (checked by the contract schema), each unique → 409.
 * Home's grid (issue 20 §9): the categories with `show_on_home`, in `home_order`; one turned on
 * goes last, `move` swaps it with its neighbour.
 */
export function createCategoriesService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.categories;
  return {
    async list(): Promise<Category[]> {
      return (await repo.list()).map(toCategory);
    },
    /** Home's categories in the admin's order. */
    async home(): Promise<Category[]> {
      return homeCategoriesOf(await repo.list()).map(toCategory);
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
    /** One place up or down on home; at either end it stays. Answers home's categories in their new order. */
    async move(id: string, { direction }: CategoryMoveBody): Promise<Category[]> {
      const target = await repo.findById(id);
      if (!target) throw notFound(CATEGORY_MESSAGES.notFound);
      if (!target.show_on_home) throw conflict(CATEGORY_MESSAGES.notOnHome);
      const home = homeCategoriesOf(await repo.list());
      const at = home.findIndex((c) => c._id === target._id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to >= 0 && to < home.length) [home[at], home[to]] = [home[to]!, home[at]!];
      // every position written: ties and gaps left by deletions become 0..n-1
      await repo.setHomeOrder(home.map((c) => c._id));
      return homeCategoriesOf(await repo.list()).map(toCategory);
    },
    async remove(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw notFound(CATEGORY_MESSAGES.notFound);
    },
  };
}
