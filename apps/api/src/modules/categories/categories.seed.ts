import { HOME_CATEGORIES } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import { seedId } from '../../shared/seed-id';
import { categoryKey, type CategoriesRepository } from './categories.repository';

/** The stable id of a seeded category (issue 10 §2). */
export const seedCategoryId = (name: string) => seedId('category', name);

/** The six home categories of spec §2 (Spanish label → Google-style type), each with its stable id, on home in the spec's order. Idempotent by id and name. */
export async function seedCategories(repo: CategoriesRepository): Promise<void> {
  const existing = new Set((await repo.list()).map((c) => categoryKey(c.name)));
  for (const c of HOME_CATEGORIES) {
    if (existing.has(categoryKey(c.name))) continue;
    if (await repo.findById(seedCategoryId(c.name))) continue;
    try {
      await repo.create({ name: c.name, nombre: c.nombre, show_on_home: true }, seedCategoryId(c.name));
    } catch (err) {
      // an admin renamed a category to this nombre (or another process seeded it): leave it alone
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
}
