import { createHash } from 'node:crypto';

/**
 * The id of a seed record (issue 10 §2): derived from what the record is (`kind` and a key that
 * never changes, such as a business's slug), so a link to a seeded business works across restarts
 * and on every fresh install. A 24-hex string, like every other id.
 */
export function seedId(kind: string, key: string): string {
  return createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}
