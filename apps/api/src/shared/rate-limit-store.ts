import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { TransientRepository } from '../store/transient';

/**
 * express-rate-limit's counters in the app's store (issue 10 §10): every API instance behind the
 * proxy adds to the same window (a TTL collection on MongoDB; the memory store's map otherwise),
 * so N instances do not make a limit N times as generous. A store that is away fails the request
 * with its own error (503), never lets it through uncounted.
 */
export class TransientRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly transient: TransientRepository,
    name: string,
  ) {
    this.prefix = `ratelimit:${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { count, resetAt } = await this.transient.hit(this.prefix + key, this.windowMs, 1);
    return { totalHits: count, resetTime: resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.transient.hit(this.prefix + key, this.windowMs, -1);
  }

  async resetKey(key: string): Promise<void> {
    await this.transient.release(this.prefix + key);
  }
}
