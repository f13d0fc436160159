import { z } from './zod';
import { PAYMENT_METHODS, PAYMENT_SURCHARGE_MAX, PRICE_LEVELS } from './payments';
import { PAYMENT_MESSAGES, paymentOfQuery } from './payments-query';

/** The schemas of payments.ts (issue 21 §3): zod stays out of the public pages. */

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.badMethod });

/** 0–PAYMENT_SURCHARGE_MAX, a whole number or one decimal (10, 2.5; never 2.55, -1, 31 or '10'). */
export const surchargeSchema = z
  .number({ error: PAYMENT_MESSAGES.badSurcharge })
  .min(0, PAYMENT_MESSAGES.badSurcharge)
  .max(PAYMENT_SURCHARGE_MAX, PAYMENT_MESSAGES.badSurcharge)
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, PAYMENT_MESSAGES.badSurcharge);

/**
 * PUT /business/{id}/payments: the whole set (an empty list clears it) and the surcharge (null or
 * absent: none). Any other field → 400 (mass assignment: the owner sets these two only).
 */
export const paymentsBodySchema = z.strictObject({
  methods: z
    .array(paymentMethodSchema, { error: PAYMENT_MESSAGES.badMethod })
    .max(PAYMENT_METHODS.length * 2, PAYMENT_MESSAGES.badMethod)
    .transform((ms) => PAYMENT_METHODS.filter((m) => ms.includes(m))),
  surcharge_pct: surchargeSchema.nullable().optional(),
});
export type PaymentsBody = z.input<typeof paymentsBodySchema>;

/** What PUT /business/{id}/payments answers (and a business carries). */
export const paymentsSchema = z.object({
  payments: z.array(paymentMethodSchema),
  payment_surcharge_pct: z.number().nullable(),
});
export type Payments = z.infer<typeof paymentsSchema>;

/** pago= on nearby and search: one or more (repeated or comma-separated), any of them accepted. */
export const paymentsQuerySchema = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
    const ids = parts.map((x) => (typeof x === 'string' && x.trim() !== '' ? (paymentOfQuery(x) ?? null) : x === '' ? undefined : null)).filter((x) => x !== undefined);
    return ids.length ? ids : undefined;
  },
  z.array(z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.badFilter }), { error: PAYMENT_MESSAGES.badFilter }).max(PAYMENT_METHODS.length * 2, PAYMENT_MESSAGES.badFilter).optional(),
);

/** precio=1|2|3 on nearby and search (PRICE_LEVELS; one or more, like pago). */
export const priceLevelsQuerySchema = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x])).filter((x) => x !== '');
    return parts.length ? parts.map((x) => (typeof x === 'string' && /^[123]$/.test(x.trim()) ? Number(x.trim()) : null)) : undefined;
  },
  z.array(z.union(PRICE_LEVELS.map((l) => z.literal(l)), { error: PAYMENT_MESSAGES.badPriceFilter }), { error: PAYMENT_MESSAGES.badPriceFilter }).max(3, PAYMENT_MESSAGES.badPriceFilter).optional(),
);
