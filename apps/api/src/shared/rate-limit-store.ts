import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { TransientRepository } from '../infra/transient';
import { messageFor } from './errors';

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

/** The client's address as the limits see it (IPv6 grouped by /56, as express-rate-limit advises). */
export const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '?');

/**
 * A per-address limit counted in the store (every instance together), answering 429 with the
 * Spanish `message` and the standard RateLimit headers past `max` requests per `windowMs`.
 */
export function perAddressLimit(
  transient: TransientRepository,
  name: string,
  limit: { max: number; windowMs: number },
  message: string,
  options: Partial<Pick<Options, 'skipFailedRequests'>> = {},
): RequestHandler {
  return rateLimit({
    ...options,
    windowMs: limit.windowMs,
    limit: limit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    store: new TransientRateLimitStore(transient, name),
    keyGenerator: (req) => addressOf(req),
    // in the request's language (issue 22 §1)
    message: (req: Request, res: Response) => ({ message: messageFor(req, res, message) }),
  });
}
