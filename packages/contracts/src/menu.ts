import { z } from './zod';
import { MAX_PAGE, objectIdSchema, pageOf, pageParam, versionFieldSchema } from './common';
import { cleanText } from './text';

/**
 * Menus with prices (issue 21 §2): sections of dishes priced in CUP, shown with USD and EUR at the
 * guide's reference rate of the day (set by an admin, kept with its history). A rate older than
 * RATE_MAX_AGE_DAYS is not used: a conversion at last month's rate would mislead more than none.
 */

export const MENU_LIMITS = {
  sections: 30,
  /** dishes in the whole menu */
  dishes: 200,
  sectionName: 80,
  dishName: 120,
  dishDescription: 300,
  /** CUP: a dish can't cost nothing, nor more than this */
  minPrice: 1,
  maxPrice: 1_000_000,
  photoUrl: 2000,
} as const;

export const RATE_LIMITS = {
  /** CUP per USD or EUR */
  min: 1,
  max: 100_000,
  source: 120,
  pageMax: 100,
} as const;

/** a reference rate older than this is not used to convert prices */
export const RATE_MAX_AGE_DAYS = 14;

export const MENU_MESSAGES = {
  sectionNameRequired: 'Cada sección necesita un nombre (por ejemplo «Entrantes»)',
  sectionNameTooLong: `El nombre de una sección no puede superar los ${MENU_LIMITS.sectionName} caracteres`,
  dishNameRequired: 'Cada plato necesita un nombre',
  dishNameTooLong: `El nombre de un plato no puede superar los ${MENU_LIMITS.dishName} caracteres`,
  dishDescriptionTooLong: `La descripción de un plato no puede superar los ${MENU_LIMITS.dishDescription} caracteres`,
  badPrice: `El precio debe ser un número en CUP entre ${MENU_LIMITS.minPrice} y ${MENU_LIMITS.maxPrice.toLocaleString('es-ES')}, con dos decimales como mucho`,
  tooManySections: `El menú puede tener como mucho ${MENU_LIMITS.sections} secciones`,
  tooManyDishes: `El menú puede tener como mucho ${MENU_LIMITS.dishes} platos`,
  badPhoto: 'La foto de un plato debe ser una dirección https:// o una foto subida a la guía',
  badMenu: 'El menú no es válido',
} as const;

export const RATE_MESSAGES = {
  badRate: `La tasa debe ser un número de CUP entre ${RATE_LIMITS.min} y ${RATE_LIMITS.max.toLocaleString('es-ES')}`,
  badDate: 'La fecha de la tasa debe ser AAAA-MM-DD y no puede ser futura',
  sourceRequired: 'Di de dónde sale la tasa (por ejemplo «elTOQUE» o «Banco Central de Cuba»)',
  sourceTooLong: `La fuente no puede superar los ${RATE_LIMITS.source} caracteres`,
} as const;

const price = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
  z
    .number({ error: MENU_MESSAGES.badPrice })
    .finite(MENU_MESSAGES.badPrice)
    .min(MENU_LIMITS.minPrice, MENU_MESSAGES.badPrice)
    .max(MENU_LIMITS.maxPrice, MENU_MESSAGES.badPrice)
    .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MENU_MESSAGES.badPrice),
);

export const dishInputSchema = z.object({
  name: cleanText({ max: MENU_LIMITS.dishName, tooLong: MENU_MESSAGES.dishNameTooLong, required: MENU_MESSAGES.dishNameRequired }),
  description: cleanText({ max: MENU_LIMITS.dishDescription, tooLong: MENU_MESSAGES.dishDescriptionTooLong, multiline: true }).optional(),
  price_cup: price,
  photo: z
    .string({ error: MENU_MESSAGES.badPhoto })
    .trim()
    .max(MENU_LIMITS.photoUrl, MENU_MESSAGES.badPhoto)
    .regex(/^(https:\/\/[^\s]+|\/uploads\/[A-Za-z0-9._-]+)$/, MENU_MESSAGES.badPhoto)
    .optional(),
  /** 'Agotado' today */
  sold_out: z.boolean({ error: MENU_MESSAGES.badMenu }).default(false),
});

export const menuSectionInputSchema = z.object({
  name: cleanText({ max: MENU_LIMITS.sectionName, tooLong: MENU_MESSAGES.sectionNameTooLong, required: MENU_MESSAGES.sectionNameRequired }),
  dishes: z.array(dishInputSchema, { error: MENU_MESSAGES.badMenu }).max(MENU_LIMITS.dishes, MENU_MESSAGES.tooManyDishes),
});

/** PUT /business/{id}/menu: the whole menu, in order (owner or admin). */
export const menuBodySchema = z.object({
  sections: z
    .array(menuSectionInputSchema, { error: MENU_MESSAGES.badMenu })
    .max(MENU_LIMITS.sections, MENU_MESSAGES.tooManySections)
    .refine((s) => s.reduce((n, sec) => n + sec.dishes.length, 0) <= MENU_LIMITS.dishes, MENU_MESSAGES.tooManyDishes),
  version: versionFieldSchema,
});
export type MenuBody = z.infer<typeof menuBodySchema>;

export const rateSchema = z.object({
  _id: objectIdSchema,
  /** CUP per USD and per EUR */
  usd: z.number(),
  eur: z.number(),
  /** the day it is for, YYYY-MM-DD (Cuba) */
  date: z.string(),
  source: z.string(),
  created_at: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;

/** GET /rates/latest: the newest rate, and whether it is too old to convert with */
export const latestRateSchema = z.object({ rate: rateSchema.nullable(), stale: z.boolean() });
export type LatestRate = z.infer<typeof latestRateSchema>;

export const dishSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  price_cup: z.number(),
  /** at the reference rate (absent when there is none or it is older than RATE_MAX_AGE_DAYS), 2 decimals */
  price_usd: z.number().optional(),
  price_eur: z.number().optional(),
  photo: z.string().optional(),
  sold_out: z.boolean(),
});
export type Dish = z.infer<typeof dishSchema>;

export const menuSchema = z.object({
  business_id: objectIdSchema,
  sections: z.array(z.object({ name: z.string(), dishes: z.array(dishSchema) })),
  /** the rate the USD/EUR prices use; null when none is fresh enough */
  rate: rateSchema.nullable(),
  /** the median dish price, for the price level; null for an empty menu */
  median_price_cup: z.number().nullable(),
  updated_at: z.string().nullable(),
  version: z.number().int().min(0),
});
export type Menu = z.infer<typeof menuSchema>;

const rateNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
  z.number({ error: RATE_MESSAGES.badRate }).finite(RATE_MESSAGES.badRate).min(RATE_LIMITS.min, RATE_MESSAGES.badRate).max(RATE_LIMITS.max, RATE_MESSAGES.badRate),
);

/** POST /rates (admin): the day's reference rate and where it comes from */
export const rateBodySchema = z.object({
  usd: rateNumber,
  eur: rateNumber,
  date: z.string({ error: RATE_MESSAGES.badDate }).regex(/^\d{4}-\d{2}-\d{2}$/, RATE_MESSAGES.badDate),
  source: cleanText({ max: RATE_LIMITS.source, tooLong: RATE_MESSAGES.sourceTooLong, required: RATE_MESSAGES.sourceRequired }),
});
export type RateBody = z.infer<typeof rateBodySchema>;

export const ratesPageSchema = pageOf(rateSchema);

export const ratesQuerySchema = z.object({
  page: pageParam(1, MAX_PAGE),
});

/** CUP → another currency at `perUnit` CUP each, to the cent */
export const convertCup = (cup: number, perUnit: number) => Math.round((cup / perUnit) * 100) / 100;
