/** A stored category (spec §3): name in English, nombre in Spanish. */
export interface CategoryRecord {
  _id: string;
  name: string;
  nombre: string;
}

export type CategoryInput = Pick<CategoryRecord, 'name' | 'nombre'>;

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
}

/** The comparison key of a unique name: trimmed, lower-cased. */
export const categoryKey = (s: string) => s.trim().toLowerCase();

export const byNombre = (a: CategoryRecord, b: CategoryRecord) =>
  a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en');
