import { z } from './zod';
import { MAX_PAGE, objectIdSchema, pageOf, pageParam } from './common';
import { cleanText } from './text';
import { TODAY_STATUS_KINDS } from './today-status';

/**
 * Issue 21 §4–§6 beyond the rule of today-status.ts: the bodies owners send (today's status, a
 * reply to a review), reports of a review or a reply, and the owner's dashboard.
 */

export const OWNER_LIMITS = { reply: 1000, reportReason: 500, reportsPageMax: 50 } as const;

export const OWNER_MESSAGES = {
  badStatus: 'Elige uno de los estados de hoy: abierto, cerrado, sin corriente con planta, sin corriente cerrado o solo para llevar',
  replyRequired: 'Escribe tu respuesta',
  replyTooLong: `La respuesta no puede superar los ${OWNER_LIMITS.reply} caracteres`,
  ownReview: 'No puedes responder a tu propia opinión',
  reviewNotFound: 'Esta opinión no existe',
  replyNotFound: 'Esta opinión no tiene respuesta',
  reportReasonRequired: 'Di por qué la denuncias',
  reportReasonTooLong: `El motivo no puede superar los ${OWNER_LIMITS.reportReason} caracteres`,
  badTarget: 'Se puede denunciar una opinión («review») o su respuesta («reply»)',
  alreadyReported: 'Ya denunciaste esto: un administrador lo revisará',
  reportNotFound: 'Esta denuncia no existe',
  itemGone: 'Lo denunciado ya no existe',
} as const;

/** PUT /business/{id}/status: only the kind; the date and time are the server's (anything else sent is ignored). */
export const todayStatusBodySchema = z.object({
  kind: z.enum(TODAY_STATUS_KINDS, { error: OWNER_MESSAGES.badStatus }),
});
export type TodayStatusBody = z.infer<typeof todayStatusBodySchema>;

/** The answer of PUT/DELETE /business/{id}/status: today's status, or null when there is none. */
export const todayStatusSchema = z.object({ kind: z.enum(TODAY_STATUS_KINDS), date: z.string(), set_at: z.string() });

/** PUT /business/{id}/comments/{reviewId}/reply */
export const replyBodySchema = z.object({
  content: cleanText({ max: OWNER_LIMITS.reply, tooLong: OWNER_MESSAGES.replyTooLong, required: OWNER_MESSAGES.replyRequired, multiline: true }),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const reviewReplySchema = z.object({ content: z.string(), date: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as the comments page answers it (spec §3 comment plus its id and the owner's reply). */
export interface ReviewItem {
  _id?: string;
  content: string;
  username: string;
  name?: string;
  rating?: number;
  date?: string;
  /** the author's account (absent for seeded reviews): who may not reply to it */
  user_id?: string;
  reply?: ReviewReply;
}

export const REPORT_TARGETS = ['review', 'reply'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_STATUSES = ['open', 'handled'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** POST /reports */
export const reportBodySchema = z.object({
  review_id: objectIdSchema,
  target: z.enum(REPORT_TARGETS, { error: OWNER_MESSAGES.badTarget }),
  reason: cleanText({ max: OWNER_LIMITS.reportReason, tooLong: OWNER_MESSAGES.reportReasonTooLong, required: OWNER_MESSAGES.reportReasonRequired, multiline: true }),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** GET /reports?status&page (admins) */
export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: pageParam(1, MAX_PAGE),
});

export const reportSchema = z.object({
  _id: objectIdSchema,
  review_id: objectIdSchema,
  business_id: objectIdSchema,
  business_name: z.string().nullable(),
  target: z.enum(REPORT_TARGETS),
  reason: z.string(),
  user_id: objectIdSchema,
  user_name: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** what was reported, as it reads now (null: deleted since) */
  text: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().optional(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportsPageSchema = pageOf(reportSchema);
export type ReportsPage = z.infer<typeof reportsPageSchema>;
