import { HOME_CATEGORIES } from '@guia/contracts';

/**
 * A stored category (spec §3): `name` the identifier the map and filters use, `nombre` the Spanish
 * name. Issue 20 §9: `show_on_home` puts it in home's grid at `home_order` (null when not on home).
 */
export interface CategoryRecord {
  _id: string;
  name: string;
  nombre: string;
  show_on_home: boolean;
  home_order: number | null;
}

export interface CategoryInput {
  name: string;
  nombre: string;
  /** create: off when absent; update: unchanged when absent. Turned on, the category goes last on home. */
  show_on_home?: boolean;
}

/**
 * The categories port. `name` and `nombre` are each unique case-insensitively (after trimming):
 * create and update throw DuplicateKeyError('name' | 'nombre') when taken by another category.
 * Malformed ids behave as unknown ones (null / false).
 */
export interface CategoriesRepository {
  /** every category, sorted by nombre (Spanish collation) */
  list(): Promise<CategoryRecord[]>;
  findById(id: string): Promise<CategoryRecord | null>;
  /** `id`: a chosen id (the seed's stable ones); DuplicateKeyError('_id') when it is taken */
  create(input: CategoryInput, id?: string): Promise<CategoryRecord>;
  update(id: string, patch: Partial<CategoryInput>): Promise<CategoryRecord | null>;
  delete(id: string): Promise<boolean>;
  /**
   * Home's order: each id gets its index as `home_order`. Ids of categories not on home, unknown
   * or malformed are skipped; home categories not named keep their order.
   */
  setHomeOrder(ids: string[]): Promise<void>;
}

/** The comparison key of a unique name: trimmed, lower-cased. */
export const categoryKey = (s: string) => s.trim().toLowerCase();

export const byNombre = (a: Pick<CategoryRecord, 'name' | 'nombre'>, b: Pick<CategoryRecord, 'name' | 'nombre'>) =>
  a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en');

/** Home's categories in their order (ties by nombre). */
export const homeCategoriesOf = (list: CategoryRecord[]) =>
  list.filter((c) => c.show_on_home).sort((a, b) => (a.home_order ?? 0) - (b.home_order ?? 0) || byNombre(a, b));

/** The place after the last home category. */
export const nextHomeOrder = (list: CategoryRecord[]) =>
  list.reduce((max, c) => (c.show_on_home && c.home_order !== null ? Math.max(max, c.home_order + 1) : max), 0);

/**
 * The home fields of a category stored before they existed (issue 20 §9): the six categories of
 * spec §2 (by identifier) stay on home in the spec's order, any other stays off. Stored fields win.
 */
export function homeFieldsOf(stored: { name: string; show_on_home?: unknown; home_order?: unknown }): Pick<CategoryRecord, 'show_on_home' | 'home_order'> {
  if (typeof stored.show_on_home === 'boolean') {
    const order = typeof stored.home_order === 'number' && Number.isInteger(stored.home_order) && stored.home_order >= 0 ? stored.home_order : 0;
    return stored.show_on_home ? { show_on_home: true, home_order: order } : { show_on_home: false, home_order: null };
  }
  const index = HOME_CATEGORIES.findIndex((c) => categoryKey(c.name) === categoryKey(String(stored.name)));
  return index >= 0 ? { show_on_home: true, home_order: index } : { show_on_home: false, home_order: null };
}
