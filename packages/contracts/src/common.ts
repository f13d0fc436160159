import { z } from './zod';
import { MSG } from './messages';

/** A MongoDB ObjectId as 24 hex characters: every entity id, in both stores. */
export const objectIdSchema = z.string().regex(/^[a-f\d]{24}$/i, MSG.invalidId);
export const idParamsSchema = z.object({ id: objectIdSchema });

/** `{ message }`: the body of every API error (DESIGN §5). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A trimmed string that must not be blank, with the given Spanish message. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** Latitude/longitude pair as the spec's geometry.location. */
export const latLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof latLngSchema>;
