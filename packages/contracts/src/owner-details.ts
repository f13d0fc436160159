import { z } from './zod';
import { businessFormFieldsSchema, businessJsonFields } from './business';
import { versionFieldSchema } from './common';
import { weeklyHoursSchema } from './hours';

/**
 * What an owner edits of their own business's page (issue 21 §1): the description (and its
 * English one, issue 22 §1), the phone
 * (the number 'Llamar' and 'Reservar' use), the hours with their date exceptions, and whether it
 * takes reservations over WhatsApp. The rules are the admin form's own (one rule, one place):
 * the same limits, messages and hours schema. Any other field (plan, promoted, rating…) → 400.
 */
export const OWNER_DETAIL_FIELDS = ['description', 'description_en', 'phone', 'hours', 'reservations'] as const;
export type OwnerDetailField = (typeof OWNER_DETAIL_FIELDS)[number];

/**
 * PUT /business/{id}/details: only the fields sent change; a blank description or phone clears
 * it. `version`: the one the form was loaded with (a stale one → 409 API_MSG.staleWrite).
 */
export const ownerDetailsBodySchema = z.strictObject({
  description: businessFormFieldsSchema.shape.description,
  /** issue 22 §1: the description in English (blank clears it) */
  description_en: businessFormFieldsSchema.shape.description_en,
  phone: businessFormFieldsSchema.shape.phone,
  hours: businessJsonFields.hours.optional(),
  reservations: businessFormFieldsSchema.shape.reservations,
  version: versionFieldSchema,
});
export type OwnerDetailsBody = z.input<typeof ownerDetailsBodySchema>;

/** What PUT /business/{id}/details answers: the fields as they now are, and the new version. */
export const ownerDetailsSchema = z.object({
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  phone: z.string().nullable(),
  hours: weeklyHoursSchema.nullable(),
  reservations: z.boolean(),
  version: z.number().int().min(0),
});
export type OwnerDetails = z.infer<typeof ownerDetailsSchema>;

/** The names the change log's summary uses ('Ficha: descripción, horario'). */
export const OWNER_DETAIL_LABELS: Record<OwnerDetailField, string> = {
  description: 'descripción',
  description_en: 'descripción en inglés',
  phone: 'teléfono',
  hours: 'horario',
  reservations: 'reservas',
};
