import { z } from './zod';
import { objectIdSchema } from './common';
import { TEXT_LIMITS, TEXT_MESSAGES, cleanText } from './text';

export const CATEGORY_MESSAGES = {
  namesRequired: 'El nombre en español y en inglés son obligatorios',
  duplicate: 'Ya existe una categoría con ese nombre',
  notFound: 'Categoría no encontrada',
  // admin screens (spec §8: wording not shown)
  created: 'Categoría creada con éxito',
  updated: 'Categoría actualizada con éxito',
  deleted: 'Categoría eliminada con éxito',
  listError: 'Error al obtener las categorías',
  loadError: 'Error al obtener la categoría',
  deleteError: 'Error al eliminar la categoría',
  nombreRequired: 'El nombre en español es obligatorio',
  nameRequired: 'El nombre en inglés es obligatorio',
} as const;

/** Category (spec §3): name in English, nombre in Spanish. */
export const categorySchema = z.object({ _id: objectIdSchema, name: z.string(), nombre: z.string() });
export type Category = z.infer<typeof categorySchema>;

const categoryName = () =>
  cleanText({ max: TEXT_LIMITS.categoryName, tooLong: TEXT_MESSAGES.categoryNameTooLong, required: CATEGORY_MESSAGES.namesRequired });

export const categoryBodySchema = z.object({
  nombre: categoryName(),
  name: categoryName(),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
