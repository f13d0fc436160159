import type { z } from 'zod';
import { API_MSG } from '@guia/contracts';
import { isMessageRef } from '@guia/contracts/en';
import { AppError } from './errors';

/**
 * A zod issue as a 400: its Spanish message, and what it is when the schema says so (a custom
 * issue's `params`, hours.ts), so the answer is written again in the request's language.
 */
export function issueError(issue: z.core.$ZodIssue | undefined): AppError {
  const params = (issue as { params?: unknown } | undefined)?.params;
  return new AppError(400, issue?.message ?? API_MSG.validationError, isMessageRef(params) ? params : undefined);
}

/**
 * Parses input with a contracts schema; the first issue's message becomes a 400 (Spanish, or the request's language: errors.ts).
 * Unknown keys are dropped by zod objects, so nothing unexpected reaches a service or a query.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw issueError(result.error.issues[0]);
  return result.data;
}
