/**
 * Login attempt limits (issue 9 §6), in process memory like express-rate-limit's own store, so
 * every createApp call (every test) has its own. Fixed windows per key; a key's count includes the
 * attempts still being checked, so parallel guesses can't slip past a limit together.
 *
 * - per account and address: `max` failures per window (the account is found from whichever
 *   identifier names it, username or e-mail, so both are one bucket). Past it: 429 from there.
 * - per account from anywhere: `max × LOGIN_ACCOUNT_FACTOR` failures, so guesses from many
 *   addresses stay bounded too, while one address alone can't lock the owner out.
 * - per address: `max × LOGIN_IP_FACTOR` failures (carrier-grade NAT puts many people behind one).
 *   Past it the address is not shut out: its attempts are spaced `sprayDelayMs` apart (rotating
 *   identifiers is slowed to a trickle), a wrong password answers 429, and a right one for an
 *   account that is itself not limited still logs in.
 */

/** A crowd behind one address may fail this many times the per-account limit before being slowed. */
export const LOGIN_IP_FACTOR = 5;
/** Failures on one account from every address together, as a multiple of the per-address limit. */
export const LOGIN_ACCOUNT_FACTOR = 3;
/** Spacing of an over-limit address's attempts when the config names none. */
export const LOGIN_SPRAY_DELAY_MS = 1000;
/** An over-limit address waiting for more than this many slots is answered 429 at once. */
export const LOGIN_MAX_QUEUE = 20;
/** Keys kept at most per counter (oldest windows dropped first). */
const MAX_KEYS = 100_000;

interface Window {
  failures: number;
  pending: number;
  resetAt: number;
}

function createCounter(windowMs: number) {
  const windows = new Map<string, Window>();
  const get = (key: string): Window => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { failures: 0, pending: w?.pending ?? 0, resetAt: now + windowMs };
      windows.delete(key);
      windows.set(key, w);
      if (windows.size > MAX_KEYS) {
        // insertion order is window order: the oldest go first
        for (const [k, old] of windows) {
          if (windows.size <= MAX_KEYS) break;
          if (old.pending === 0) windows.delete(k);
        }
      }
    }
    return w;
  };
  return {
    /** failures plus attempts being checked */
    used(key: string): number {
      const w = get(key);
      return w.failures + w.pending;
    },
    begin(key: string) {
      get(key).pending += 1;
    },
    end(key: string, failed: boolean) {
      const w = get(key);
      w.pending = Math.max(0, w.pending - 1);
      if (failed) w.failures += 1;
    },
    reset(key: string) {
      const w = windows.get(key);
      if (w) w.failures = 0;
    },
  };
}

export type LoginOutcome = 'ok' | 'invalid' | 'limited';

export interface LoginGuardOptions {
  max: number;
  windowMs: number;
  sprayDelayMs?: number;
}

export function createLoginGuard({ max, windowMs, sprayDelayMs = LOGIN_SPRAY_DELAY_MS }: LoginGuardOptions) {
  const pairs = createCounter(windowMs);
  const accounts = createCounter(windowMs);
  const addresses = createCounter(windowMs);
  /** when an over-limit address may start its next attempt */
  const nextSlot = new Map<string, number>();
  const ipLimit = max * LOGIN_IP_FACTOR;
  const accountLimit = max * LOGIN_ACCOUNT_FACTOR;

  /** Waits for an over-limit address's turn; false when its queue is already full. */
  async function awaitTurn(ip: string): Promise<boolean> {
    const now = Date.now();
    const slot = Math.max(now, nextSlot.get(ip) ?? 0);
    if (slot - now > sprayDelayMs * LOGIN_MAX_QUEUE) return false;
    nextSlot.set(ip, slot + sprayDelayMs);
    if (nextSlot.size > MAX_KEYS) for (const [k, t] of nextSlot) if (t < now) nextSlot.delete(k);
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
    return true;
  }

  return {
    /**
     * Runs one login attempt. `account` resolves the account the identifier names (its id), or
     * the normalised identifier when it names none; `check` compares the password (true: right).
     */
    async attempt(ip: string, account: () => Promise<string>, check: () => Promise<boolean>): Promise<LoginOutcome> {
      // Each check and its reservation happen with no await between them, so parallel attempts
      // see each other's reservations.
      const ipOver = addresses.used(ip) >= ipLimit;
      addresses.begin(ip);
      let failed = false;
      try {
        if (ipOver && !(await awaitTurn(ip))) return 'limited';
        const accountKey = await account();
        const pairKey = `${accountKey}|${ip}`;
        if (pairs.used(pairKey) >= max || accounts.used(accountKey) >= accountLimit) return 'limited';
        pairs.begin(pairKey);
        accounts.begin(accountKey);
        let ok = false;
        try {
          ok = await check();
        } finally {
          pairs.end(pairKey, !ok);
          accounts.end(accountKey, !ok);
        }
        if (ok) {
          pairs.reset(pairKey);
          return 'ok';
        }
        failed = true;
        return ipOver ? 'limited' : 'invalid';
      } finally {
        addresses.end(ip, failed);
      }
    },
  };
}
