import { z } from './zod';
import { objectIdSchema } from './common';
import { MSG } from './messages';

export const EVENT_MESSAGES = {
  notFound: MSG.eventNotFound,
  unknownBusinesses: 'Alguno de los negocios asociados no existe',
  invalidBusinessIds: 'La lista de negocios asociados no es válida',
  invalidExistingImages: 'La lista de imágenes existentes no es válida',
  invalidDate: 'Las fechas no son válidas',
} as const;

/** Event (spec §3) as the API answers it. */
export const eventSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  /** ISO 8601 */
  start_date: z.string(),
  /** ISO 8601 */
  end_date: z.string(),
  images: z.array(z.string()),
  /** WebP thumbnails, same order as images (the image itself when it has none) */
  thumbnails: z.array(z.string()).optional(),
  business_ids: z.array(objectIdSchema),
});
export type Event = z.infer<typeof eventSchema>;

/**
 * Multipart text fields of POST /events and PUT /events/{id} (spec §7, §5). start_time/end_time
 * are ISO or datetime-local text; business_ids is a JSON array as text.
 */
export const eventFormFieldsSchema = z
  .object({
    title: z.string().trim().optional().default(''),
    description: z.string({ error: MSG.eventDescriptionRequired }).trim().min(1, MSG.eventDescriptionRequired),
    start_time: z.string({ error: MSG.eventDatesRequired }).trim().min(1, MSG.eventDatesRequired),
    end_time: z.string({ error: MSG.eventDatesRequired }).trim().min(1, MSG.eventDatesRequired),
  })
  .refine((v) => !Number.isNaN(Date.parse(v.start_time)) && !Number.isNaN(Date.parse(v.end_time)), {
    message: EVENT_MESSAGES.invalidDate,
  })
  .refine((v) => Date.parse(v.start_time) < Date.parse(v.end_time), { message: MSG.eventStartBeforeEnd });
export type EventFormFields = z.infer<typeof eventFormFieldsSchema>;

/** business_ids once decoded from its JSON text: a list of ids. */
export const eventBusinessIdsSchema = z.array(
  z.string({ error: EVENT_MESSAGES.invalidBusinessIds }).regex(/^[a-f\d]{24}$/i, EVENT_MESSAGES.invalidBusinessIds),
  { error: EVENT_MESSAGES.invalidBusinessIds },
);

/** existing_images (PUT) once decoded from its JSON text: the current image URLs to keep. */
export const eventExistingImagesSchema = z.array(z.string({ error: EVENT_MESSAGES.invalidExistingImages }), {
  error: EVENT_MESSAGES.invalidExistingImages,
});

/** GET /events/?upcoming=true leaves out events that have ended. */
export const eventListQuerySchema = z.object({
  upcoming: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** The whole multipart form, for documentation (OpenAPI) and clients. */
export const eventFormSchema = z.object({
  title: z.string().optional(),
  description: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** JSON array text, e.g. '["65f0…"]' */
  business_ids: z.string().optional(),
  /** PUT only: JSON array text of the current image URLs to keep; absent keeps them all */
  existing_images: z.string().optional(),
});
