/**
 * The route table (issue 18 §1). `visitor-paths.ts` and `account-paths.ts`: one small constant per
 * endpoint, as `API.x` (the web imports those); `table.ts`: all of them by id; `url.ts`: URL builders; `api.ts`: who may call each one,
 * its zod schemas and OpenAPI text (API, tests).
 */
export * as API from './paths';
export * from './types';
export * from './table';
export * from './url';
export * from './offline';
export * from './api';
