import type { z } from 'zod';

/** The message the API would answer with: the first issue's (apps/api shared/validate.ts does the same). */
export function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every message of a failed parse, in order. */
export function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

export const ID = '64b7f0c2a1b2c3d4e5f60718';
export const OTHER_ID = '64b7f0c2a1b2c3d4e5f60719';
