import { z } from './zod';
import { OBJECT_ID_PATTERN, objectIdSchema } from './common';
import { ADMIN_MSG } from './admin-messages';
import { API_MSG } from './api-messages';
import { TEXT_LIMITS, TEXT_MESSAGES, cleanText } from './text';

export const EVENT_MESSAGES = {
  notFound: API_MSG.eventNotFound,
  unknownBusinesses: 'Alguno de los negocios asociados no existe',
  invalidBusinessIds: 'La lista de negocios asociados no es válida',
  invalidExistingImages: 'La lista de imágenes existentes no es válida',
  invalidDate: 'Las fechas no son válidas',
  /** GET /events.ics?category=…: a category the guide does not have */
  unknownCalendarCategory: 'No hay ninguna categoría con ese nombre: quita «category» para recibir todos los eventos',
} as const;

/** Texts of the admin events table and forms (spec §2 Admin: events, §8). */
export const EVENT_ADMIN_TEXTS = {
  noTitle: 'Sin título',
  noDescription: 'Sin descripción',
  noImages: 'Sin imágenes',
  noDate: 'Fecha no disponible',
  noResults: 'No se encontraron eventos',
  backToList: 'Volver a eventos',
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
  /** issue 22 §1: the description in English, when someone wrote one (English pages show it; otherwise the Spanish, marked) */
  description_en: z.string().optional(),
  /** ISO 8601 */
  start_date: z.string(),
  /** ISO 8601 */
  end_date: z.string(),
  images: z.array(z.string()),
  /** WebP thumbnails, same order as images (the image itself when it has none) */
  thumbnails: z.array(z.string()).optional(),
  business_ids: z.array(objectIdSchema),
  /**
   * Where '¡Reserva ya!' writes (issue 20 §6, computed at answer time on GET /events and
   * GET /events/{id}): the first of its businesses that takes reservations at its own number
   * (`takesReservations`). Absent: no venue of the event takes them; the guide offers to help instead.
   */
  reservation_venue: z.object({ _id: objectIdSchema, name: z.string(), phone: z.string() }).optional(),
  /** optimistic concurrency: every answer carries it; send it back with PUT, a stale one answers 409 API_MSG.staleWrite */
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
      required: ADMIN_MSG.eventDescriptionRequired,
      multiline: true,
    }),
    /** issue 22 §1: optional, the Spanish one's rules; blank clears it (absent on PUT: unchanged) */
    description_en: cleanText({ max: TEXT_LIMITS.eventDescription, tooLong: TEXT_MESSAGES.eventDescriptionEnTooLong, multiline: true }).optional(),
    start_time: z.string({ error: ADMIN_MSG.eventDatesRequired }).trim().min(1, ADMIN_MSG.eventDatesRequired).max(64, EVENT_MESSAGES.invalidDate),
    end_time: z.string({ error: ADMIN_MSG.eventDatesRequired }).trim().min(1, ADMIN_MSG.eventDatesRequired).max(64, EVENT_MESSAGES.invalidDate),
  })
  // The date checks name end_time (so a form shows them by the dates) and stay quiet while a date
  // is blank: eventDatesRequired already says so.
  .refine((v) => !v.start_time || !v.end_time || (!Number.isNaN(Date.parse(v.start_time)) && !Number.isNaN(Date.parse(v.end_time))), {
    message: EVENT_MESSAGES.invalidDate,
    path: ['end_time'],
  })
  .refine((v) => !v.start_time || !v.end_time || !(Date.parse(v.start_time) >= Date.parse(v.end_time)), {
    message: ADMIN_MSG.eventStartBeforeEnd,
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
    .enum(['true', 'false', '1', '0'], { error: API_MSG.invalidUpcoming })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /events.ics: `category` is a category's Spanish or English name or its id (issue 22 §4). */
export const eventsFeedQuerySchema = z.object({
  category: z.string({ error: EVENT_MESSAGES.unknownCalendarCategory }).trim().min(1, EVENT_MESSAGES.unknownCalendarCategory).max(80, EVENT_MESSAGES.unknownCalendarCategory).optional(),
});

/** The whole multipart form, for documentation (OpenAPI) and clients. */
export const eventFormSchema = z.object({
  title: z.string().optional(),
  description: z.string(),
  /** optional: the description in English (blank clears it) */
  description_en: z.string().optional(),
  start_time: z.string(),
  end_time: z.string(),
  /** JSON array text, e.g. '["65f0…"]' */
  business_ids: z.string().optional(),
  /** PUT only: JSON array text of the current image URLs to keep; absent keeps them all */
  existing_images: z.string().optional(),
  /** PUT only: the `version` the form was loaded with; a stale one answers 409 (absent: not checked) */
  version: z.string().optional(),
});
