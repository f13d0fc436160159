import { z } from './zod';
import { API_MSG } from './api-messages';
import { strictInteger } from './text';

/** 24 hexadecimal characters, in either letter case. */
export const OBJECT_ID_PATTERN = /^[a-f\d]{24}$/i;

/**
 * A MongoDB ObjectId as 24 hex characters: every entity id, in both stores. One rule for every
 * resource (issue 9 §9): either letter case is accepted and the id is normalised to lower case, so
 * 'ABC…' and 'abc…' name the same record on MongoDB and on the memory store alike.
 */
export const objectIdSchema = z.string({ error: API_MSG.invalidId }).regex(OBJECT_ID_PATTERN, API_MSG.invalidId).toLowerCase();
export const idParamsSchema = z.object({ id: objectIdSchema });

/** The canonical form of an id (lower case), or null when it is no id at all. */
export const normalizeId = (id: unknown): string | null =>
  typeof id === 'string' && OBJECT_ID_PATTERN.test(id) ? id.toLowerCase() : null;

/**
 * The `version` a client read with a business or an event (optimistic concurrency, issue 9 §2):
 * a whole number ≥ 0, as a JSON number or a multipart text of digits. Absent or blank: not sent
 * (older clients), and the write is checked against the version read when the request began.
 */
export const versionFieldSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : strictInteger(v)),
  z.number({ error: API_MSG.invalidVersion }).int(API_MSG.invalidVersion).min(0, API_MSG.invalidVersion).optional(),
);

/**
 * A page number or size in a query string: digits only, 1 – `max`; absent or blank → `fallback`;
 * anything else → API_MSG.invalidPage. One rule for every paged list.
 */
export const pageParam = (fallback: number, max: number) =>
  z
    .preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : /^\d+$/.test(String(v)) ? Number(v) : NaN),
      z.number({ error: API_MSG.invalidPage }).int(API_MSG.invalidPage).min(1, API_MSG.invalidPage).max(max, API_MSG.invalidPage).optional(),
    )
    .transform((v) => v ?? fallback);

/** One page of a list: its items, how many there are in all, and the page asked. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });

/** the largest page number any list accepts */
export const MAX_PAGE = 100_000;

/** `{ message }`: the body of every API error (DESIGN §5). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A trimmed string that must not be blank, with the given Spanish message. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** Latitude/longitude pair as the spec's geometry.location. */
export const latLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof latLngSchema>;
