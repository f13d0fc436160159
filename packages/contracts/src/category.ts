import { z } from './zod';
import { objectIdSchema } from './common';
import { TEXT_LIMITS, TEXT_MESSAGES, cleanText } from './text';

export const CATEGORY_MESSAGES = {
  namesRequired: 'El nombre y el identificador son obligatorios',
  duplicate: 'Ya existe una categoría con ese nombre',
  notFound: 'Categoría no encontrada',
  // admin screens (spec §8: wording not shown)
  created: 'Categoría creada con éxito',
  updated: 'Categoría actualizada con éxito',
  deleted: 'Categoría eliminada con éxito',
  listError: 'Error al obtener las categorías',
  loadError: 'Error al obtener la categoría',
  deleteError: 'Error al eliminar la categoría',
  nombreRequired: 'El nombre es obligatorio',
  nameRequired: 'El identificador es obligatorio',
  /** issue 20 §9: the home grid is chosen and ordered by the admin */
  moveDirection: 'Indica si la categoría sube o baja',
  notOnHome: 'Esa categoría no se muestra en inicio',
  moved: (nombre: string, position: number, total: number) => `«${nombre}» ocupa ahora el puesto ${position} de ${total} en inicio`,
  moveError: 'No se pudo cambiar el orden de inicio',
} as const;

/**
 * Category (spec §3): `name` is the identifier the map and the filters use ('restaurant', often a
 * Google-style type), `nombre` what people read. Issue 20 §9: `show_on_home` puts it in home's
 * category grid, at `home_order` (0 first; null when not on home). The API always answers both;
 * they are optional here only for answers from before them.
 */
export const categorySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  nombre: z.string(),
  show_on_home: z.boolean().optional(),
  home_order: z.number().int().min(0).nullable().optional(),
});
export type Category = z.infer<typeof categorySchema>;

const categoryName = () =>
  cleanText({ max: TEXT_LIMITS.categoryName, tooLong: TEXT_MESSAGES.categoryNameTooLong, required: CATEGORY_MESSAGES.namesRequired });

/** POST and PUT /categories: both names; `show_on_home` optional (create: off; update: unchanged). */
export const categoryBodySchema = z.object({
  nombre: categoryName(),
  name: categoryName(),
  show_on_home: z.boolean({ error: CATEGORY_MESSAGES.namesRequired }).optional(),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** POST /categories/{id}/move: one place up or down among home's categories. */
export const categoryMoveBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: CATEGORY_MESSAGES.moveDirection }),
});
export type CategoryMoveBody = z.infer<typeof categoryMoveBodySchema>;

/** GET /categories?home=true: only home's categories, in the admin's order. */
export const categoryListQuerySchema = z.object({
  home: z.enum(['true', 'false']).optional(),
});
