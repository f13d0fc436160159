import { z } from 'zod';
import { spanishIssueMessage } from './spanish-errors';

/**
 * zod, set up once for every schema here: no code generation. zod would otherwise compile faster
 * parsers with `new Function`, which the app's CSP (script-src 'self') forbids — and it probes for
 * that when a schema is created, so this must run before any schema exists. Every file in this
 * package imports `z` from here, never from 'zod' directly.
 */
z.config({ jitless: true });

/**
 * Every message zod writes itself is Spanish (issue 9 §8): a schema's own message still wins, this
 * map only answers where none was given. Global, so it also covers schemas built with this zod
 * elsewhere (the API's own, the web forms').
 */
z.config({ customError: (issue) => spanishIssueMessage(issue) });

export { z };
