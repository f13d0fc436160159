import { HOME_CATEGORIES } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import { categoryKey, type CategoriesRepository } from './categories.repository';

/** The six home categories of spec §2 (Spanish label → Google-style type). Idempotent by name. */
export async function seedCategories(repo: CategoriesRepository): Promise<void> {
  const existing = new Set((await repo.list()).map((c) => categoryKey(c.name)));
  for (const c of HOME_CATEGORIES) {
    if (existing.has(categoryKey(c.name))) continue;
    try {
      await repo.create({ name: c.name, nombre: c.nombre });
    } catch (err) {
      // an admin renamed a category to this nombre: leave theirs alone
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
}
