import { z } from './zod';
import { OBJECT_ID_PATTERN, objectIdSchema } from './common';
import { MSG } from './messages';
import { TEXT_LIMITS, TEXT_MESSAGES, cleanText } from './text';

export const EVENT_MESSAGES = {
  notFound: MSG.eventNotFound,
  unknownBusinesses: 'Alguno de los negocios asociados no existe',
  invalidBusinessIds: 'La lista de negocios asociados no es válida',
  invalidExistingImages: 'La lista de imágenes existentes no es válida',
  invalidDate: 'Las fechas no son válidas',
} as const;

/** Texts of the admin events table and forms (spec §2 Admin: events, §8). */
export const EVENT_ADMIN_TEXTS = {
  noTitle: 'Sin título',
  noDescription: 'Sin descripción',
  noImages: 'Sin imágenes',
  noDate: 'Fecha no disponible',
  noResults: 'No se encontraron eventos',
  backToList: 'Volver a Eventos',
} as const;

/** A failed create without a server message (spec §8): 'Error {status}: {statusText}'. */
export function eventHttpErrorText(status: number, statusText: string): string {
  return statusText ? `Error ${status}: ${statusText}` : `Error ${status}`;
}

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
  /** optimistic concurrency: every answer carries it; send it back with PUT, a stale one answers 409 MSG.staleWrite */
  version: z.number().int().min(0).optional(),
});
export type Event = z.infer<typeof eventSchema>;

/**
 * Multipart text fields of POST /events and PUT /events/{id} (spec §7, §5). start_time/end_time
 * are ISO or datetime-local text; business_ids is a JSON array as text.
 */
export const eventFormFieldsSchema = z
  .object({
    title: cleanText({ max: TEXT_LIMITS.eventTitle, tooLong: TEXT_MESSAGES.eventTitleTooLong }).optional().default(''),
    description: cleanText({
      max: TEXT_LIMITS.eventDescription,
      tooLong: TEXT_MESSAGES.eventDescriptionTooLong,
      required: MSG.eventDescriptionRequired,
      multiline: true,
    }),
    start_time: z.string({ error: MSG.eventDatesRequired }).trim().min(1, MSG.eventDatesRequired).max(64, EVENT_MESSAGES.invalidDate),
    end_time: z.string({ error: MSG.eventDatesRequired }).trim().min(1, MSG.eventDatesRequired).max(64, EVENT_MESSAGES.invalidDate),
  })
  // The date checks name end_time (so a form shows them by the dates) and stay quiet while a date
  // is blank: eventDatesRequired already says so.
  .refine((v) => !v.start_time || !v.end_time || (!Number.isNaN(Date.parse(v.start_time)) && !Number.isNaN(Date.parse(v.end_time))), {
    message: EVENT_MESSAGES.invalidDate,
    path: ['end_time'],
  })
  .refine((v) => !v.start_time || !v.end_time || !(Date.parse(v.start_time) >= Date.parse(v.end_time)), {
    message: MSG.eventStartBeforeEnd,
    path: ['end_time'],
  });
export type EventFormFields = z.infer<typeof eventFormFieldsSchema>;

/** business_ids once decoded from its JSON text: a list of ids. */
export const eventBusinessIdsSchema = z.array(
  z.string({ error: EVENT_MESSAGES.invalidBusinessIds }).regex(OBJECT_ID_PATTERN, EVENT_MESSAGES.invalidBusinessIds).toLowerCase(),
  { error: EVENT_MESSAGES.invalidBusinessIds },
);

/** existing_images (PUT) once decoded from its JSON text: the current image URLs to keep. */
export const eventExistingImagesSchema = z
  .array(z.string({ error: EVENT_MESSAGES.invalidExistingImages }).max(2000, EVENT_MESSAGES.invalidExistingImages), {
    error: EVENT_MESSAGES.invalidExistingImages,
  })
  .max(100, EVENT_MESSAGES.invalidExistingImages);

/** GET /events/?upcoming=true leaves out events that have ended. */
export const eventListQuerySchema = z.object({
  upcoming: z
    .enum(['true', 'false', '1', '0'], { error: MSG.invalidUpcoming })
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
  /** PUT only: the `version` the form was loaded with; a stale one answers 409 (absent: not checked) */
  version: z.string().optional(),
});
