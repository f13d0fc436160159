import { z } from './zod';
import { objectIdSchema, versionFieldSchema } from './common';
import { cleanText } from './text';

/**
 * Plans for the day ('Planes', itineraries in the code so they are not confused with the paid
 * plans of businesses; issue 22 §3): a signed-in person's named, ordered list of stops (businesses
 * of the guide, each with an optional time in Cuba's clock and a note), private to them, and
 * readable by anyone with its share link once they share it.
 */

export const ITINERARY_LIMITS = {
  /** a day out, not a catalogue: more than this is refused with a message that says the limit */
  stops: 30,
  /** plans one person keeps */
  perPerson: 50,
  name: 80,
  note: 200,
} as const;

export const ITINERARY_MESSAGES = {
  notFound: 'Este plan no existe o ya no se comparte',
  nameRequired: 'Ponle un nombre al plan',
  nameTooLong: `El nombre del plan no puede superar los ${ITINERARY_LIMITS.name} caracteres`,
  noteTooLong: `La nota de una parada no puede superar los ${ITINERARY_LIMITS.note} caracteres`,
  tooManyStops: `Un plan puede tener como mucho ${ITINERARY_LIMITS.stops} paradas`,
  tooManyPlans: `Puedes guardar como mucho ${ITINERARY_LIMITS.perPerson} planes: borra alguno para crear otro`,
  badTime: 'La hora de una parada debe ser HH:MM (hora de Cuba), por ejemplo 13:30',
  badDate: 'La fecha del plan debe ser AAAA-MM-DD, por ejemplo 2026-12-05',
  badStops: 'La lista de paradas no es válida',
  unknownBusinesses: 'Alguno de los lugares del plan no está en la guía',
  repeatedStop: 'Un lugar no puede estar dos veces seguidas en el plan',
  /** a stop whose business left the guide: kept, and said so */
  goneBusiness: 'Ya no está en la guía',
} as const;

const timeOfDay = z
  .string({ error: ITINERARY_MESSAGES.badTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ITINERARY_MESSAGES.badTime);

const calendarDate = z
  .string({ error: ITINERARY_MESSAGES.badDate })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, ITINERARY_MESSAGES.badDate)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T12:00:00Z`)) && new Date(`${d}T12:00:00Z`).toISOString().startsWith(d), ITINERARY_MESSAGES.badDate);

export const itineraryStopInputSchema = z.object(
  {
    business_id: objectIdSchema,
    /** HH:MM in Cuba's time; absent: no set time */
    time: timeOfDay.optional(),
    note: cleanText({ max: ITINERARY_LIMITS.note, tooLong: ITINERARY_MESSAGES.noteTooLong }).optional(),
  },
  { error: ITINERARY_MESSAGES.badStops },
);

/** POST /itineraries and PUT /itineraries/{id}: the whole plan, stops in order. */
export const itineraryBodySchema = z.object({
  name: cleanText({ max: ITINERARY_LIMITS.name, tooLong: ITINERARY_MESSAGES.nameTooLong, required: ITINERARY_MESSAGES.nameRequired }),
  /** the day it is for (Cuba's calendar); absent: any day */
  date: calendarDate.optional().nullable(),
  stops: z
    .array(itineraryStopInputSchema, { error: ITINERARY_MESSAGES.badStops })
    .max(ITINERARY_LIMITS.stops, ITINERARY_MESSAGES.tooManyStops)
    .refine((stops) => stops.every((s, i) => i === 0 || s.business_id !== stops[i - 1]!.business_id), ITINERARY_MESSAGES.repeatedStop)
    .default([]),
  /** PUT: the version read; a plan changed elsewhere in between answers 409 */
  version: versionFieldSchema,
});
export type ItineraryBody = z.infer<typeof itineraryBodySchema>;

/** What a stop shows of its business (null: it left the guide; the stop is kept, marked). */
export const itineraryPlaceSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  address: z.string().optional(),
  /** [lng, lat] */
  coordinates: z.tuple([z.number(), z.number()]).optional(),
  thumbnail: z.string().optional(),
});
export type ItineraryPlace = z.infer<typeof itineraryPlaceSchema>;

export const itineraryStopSchema = z.object({
  business_id: objectIdSchema,
  time: z.string().optional(),
  note: z.string().optional(),
  business: itineraryPlaceSchema.nullable(),
});
export type ItineraryStop = z.infer<typeof itineraryStopSchema>;

export const itinerarySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  date: z.string().nullable(),
  stops: z.array(itineraryStopSchema),
  /** straight-line walking distance through the stops in order, metres (stops without a place skipped) */
  distance_m: z.number().int().min(0),
  /** the read-only link's token while the plan is shared; null otherwise (only the owner sees it) */
  share_token: z.string().nullable().optional(),
  version: z.number().int().min(0),
  updated_at: z.string(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** A plan as anyone with the link reads it: no owner, no token, no version. */
export const sharedItinerarySchema = itinerarySchema.omit({ share_token: true, version: true });
export type SharedItinerary = z.infer<typeof sharedItinerarySchema>;
