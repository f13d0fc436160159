/**
 * A contracts' message in the page's language (issue 22 §1): found by its Spanish text in one of
 * the given tables, and written as the same key of that table's catalogue in the page's language
 * (`[useMsg.es, msg]`). A message no table knows is shown as it came. What needs it: a form
 * schema's message, which zod writes in the browser in Spanish; the server's answers already come
 * in the screen's language (apiFetch sends it as Accept-Language), except sign-in and registration,
 * which ask in Spanish and translate here (features/auth/api).
 */
export type MessageTable = readonly [es: object, now: object];

export function messageIn(message: string, tables: readonly MessageTable[]): string;
export function messageIn(message: string | undefined, tables: readonly MessageTable[]): string | undefined;
export function messageIn(message: string | undefined, tables: readonly MessageTable[]): string | undefined {
  if (!message) return message;
  for (const [es, now] of tables) {
    for (const [key, value] of Object.entries(es)) {
      if (value !== message) continue;
      const translated = (now as Record<string, unknown>)[key];
      if (typeof translated === 'string') return translated;
    }
  }
  return message;
}
