import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses input with a contracts schema; the first issue's Spanish message becomes a 400.
 * Unknown keys are dropped by zod objects, so nothing unexpected reaches a service or a query.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Datos inválidos');
  return result.data;
}
