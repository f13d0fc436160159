import { z } from './zod';
import { MAX_PAGE, objectIdSchema, pageOf, pageParam } from './common';
import { cleanText } from './text';
import { MIN_PHONE_DIGITS, phoneDigits } from './reservations';
import { OSM_PAGE_ID_PATTERN } from './osm-page';

/**
 * Owners (issue 21 §1): a signed-in person asks to manage a business ('¿Es tu negocio?') with a
 * contact number and a note; an admin approves or refuses it ('Solicitudes'). An approved claim is
 * what makes someone the business's owner ('propietario'): ownership is this relation, scoped to
 * each business, not a global role, so one account can own two paladares and still be a visitor
 * everywhere else; an admin can revoke it.
 */

export const CLAIM_STATUSES = ['pending', 'approved', 'refused', 'revoked'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_TEXT: Record<ClaimStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  refused: 'Rechazada',
  revoked: 'Retirada',
};

export const CLAIM_LIMITS = { note: 500, reason: 300, phone: 40, pageMax: 50 } as const;

export const CLAIM_MESSAGES = {
  notFound: 'Esta solicitud no existe',
  alreadyPending: 'Ya pediste gestionar este negocio: un administrador lo revisará pronto',
  alreadyOwner: 'Ya gestionas este negocio',
  notPending: 'Esta solicitud ya se resolvió',
  notApproved: 'Solo se puede retirar una solicitud aprobada',
  phoneRequired: 'Escribe un número de contacto para que podamos comprobar que el negocio es tuyo',
  badPhone: `El número de contacto debe tener al menos ${MIN_PHONE_DIGITS} dígitos`,
  noteTooLong: `La nota no puede superar los ${CLAIM_LIMITS.note} caracteres`,
  reasonTooLong: `El motivo no puede superar los ${CLAIM_LIMITS.reason} caracteres`,
  badStatus: 'El estado debe ser pending, approved, refused o revoked',
  notOwner: 'Solo el propietario de este negocio o un administrador puede hacer esto',
  /** issue 24: approving a request for an OpenStreetMap place that a newer extract no longer has */
  placeGone: 'Este lugar ya no está en OpenStreetMap: no se puede añadir a la guía. Rechaza la solicitud.',
} as const;

/** POST /business/{id}/claims */
export const claimBodySchema = z.object({
  phone: cleanText({ max: CLAIM_LIMITS.phone, tooLong: CLAIM_MESSAGES.badPhone, required: CLAIM_MESSAGES.phoneRequired }).refine(
    (p) => phoneDigits(p).length >= MIN_PHONE_DIGITS,
    CLAIM_MESSAGES.badPhone,
  ),
  note: cleanText({ max: CLAIM_LIMITS.note, tooLong: CLAIM_MESSAGES.noteTooLong, multiline: true }).optional(),
});
export type ClaimBody = z.infer<typeof claimBodySchema>;

/** POST /claims/{id}/refuse and /revoke: why, told to the person */
export const claimDecisionSchema = z.object({
  reason: cleanText({ max: CLAIM_LIMITS.reason, tooLong: CLAIM_MESSAGES.reasonTooLong, multiline: true }).optional(),
});

export const claimSchema = z.object({
  _id: objectIdSchema,
  business_id: objectIdSchema,
  /** null when the business left the guide */
  business_name: z.string().nullable(),
  user_id: objectIdSchema,
  /** the person's name and username (admins decide knowing who asks) */
  user_name: z.string(),
  username: z.string(),
  phone: z.string(),
  note: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /**
   * Issue 24: the request named an OpenStreetMap place, this one ('osm-node-123'), and
   * `business_name` is the place's name. Until an admin approves it, `business_id` is the place's
   * record (not a guide business); the approval adds the place to the guide from what OSM knows and
   * `business_id` becomes that new business.
   */
  osm_page_id: z.string().regex(OSM_PAGE_ID_PATTERN).optional(),
  reason: z.string().optional(),
  created_at: z.string(),
  decided_at: z.string().optional(),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /claims?status&page&limit (admin) */
export const claimsQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES, { error: CLAIM_MESSAGES.badStatus }).optional(),
  page: pageParam(1, MAX_PAGE),
  limit: pageParam(CLAIM_LIMITS.pageMax, CLAIM_LIMITS.pageMax),
});

export const claimsPageSchema = pageOf(claimSchema);
export type ClaimsPage = z.infer<typeof claimsPageSchema>;
