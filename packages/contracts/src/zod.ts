import { z } from 'zod';

/**
 * zod, set up once for every schema here: no code generation. zod would otherwise compile faster
 * parsers with `new Function`, which the app's CSP (script-src 'self') forbids — and it probes for
 * that when a schema is created, so this must run before any schema exists. Every file in this
 * package imports `z` from here, never from 'zod' directly.
 */
z.config({ jitless: true });

export { z };
