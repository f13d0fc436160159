import { z } from 'zod';
import { objectIdSchema } from './common';
import { MSG } from './messages';

export const EVENT_MESSAGES = {
  notFound: MSG.eventNotFound,
  unknownBusinesses: 'Alguno de los negocios asociados no existe',
  invalidBusinessIds: 'La lista de negocios asociados no es válida',
  invalidDate: 'Las fechas no son válidas',
} as const;

/** Event (spec §3) as the API answers it. */
export const eventSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  images: z.array(z.string()),
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
