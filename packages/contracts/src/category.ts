import { z } from './zod';
import { objectIdSchema } from './common';

export const CATEGORY_MESSAGES = {
  namesRequired: 'El nombre en español y en inglés son obligatorios',
  duplicate: 'Ya existe una categoría con ese nombre',
  notFound: 'Categoría no encontrada',
} as const;

/** Category (spec §3): name in English, nombre in Spanish. */
export const categorySchema = z.object({ _id: objectIdSchema, name: z.string(), nombre: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const categoryBodySchema = z.object({
  nombre: z.string({ error: CATEGORY_MESSAGES.namesRequired }).trim().min(1, CATEGORY_MESSAGES.namesRequired),
  name: z.string({ error: CATEGORY_MESSAGES.namesRequired }).trim().min(1, CATEGORY_MESSAGES.namesRequired),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
