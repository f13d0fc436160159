import * as contracts from '@guia/contracts';
import { VALIDATION_MESSAGE_PATTERNS } from '@guia/contracts';

/** Words of English error texts (zod's, Express's, multer's, busboy's …). */
export const ENGLISH = /\b(invalid|expected|received|must|string|input|option|required|too (big|small|many|large)|characters?|array|object|number|unrecognized|unexpected|field|not found|payload|request|file)\b/i;

/** Every fixed message the contracts export (MSG, *_MESSAGES, TEXT_MESSAGES …). */
const KNOWN = (() => {
  const out = new Set<string>();
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') out.add(v);
    else if (v && typeof v === 'object' && depth < 3 && !('safeParse' in v)) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const [name, value] of Object.entries(contracts)) if (/MESSAGES$|_MSG$|^MSG$/.test(name)) walk(value, 0);
  return out;
})();

/** true for a message the API may show a person: one of the contracts' Spanish texts, never English. */
export function isSpanishMessage(message: unknown): boolean {
  if (typeof message !== 'string' || ENGLISH.test(message)) return false;
  return KNOWN.has(message) || VALIDATION_MESSAGE_PATTERNS.some((p) => p.test(message));
}
