import type { TransientRepository } from '../../store/transient';

/**
 * Login attempt limits (issue 9 §6), counted in the store (issue 10 §10: every API instance behind
 * a proxy counts together; each test's fresh store has its own). Fixed windows per key; a key's
 * count includes the attempts still being checked, so parallel guesses can't slip past a limit
 * together. Only the pacing of an over-limit address (below) stays per instance.
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
/** Keys kept at most in the local pacing map (past slots dropped first). */
const MAX_KEYS = 100_000;

/**
 * A fixed-window counter in the store (issue 10 §10): every API instance behind a proxy adds to
 * the same window. The count is failures plus attempts still being checked: an attempt adds 1
 * before it is checked (so parallel guesses see each other), takes it back when it succeeds, and
 * leaves it as its failure otherwise.
 */
function createCounter(transient: TransientRepository, name: string, windowMs: number) {
  const k = (key: string) => `login:${name}:${key}`;
  return {
    /** adds `by` and answers the new count */
    async add(key: string, by: number): Promise<number> {
      return (await transient.hit(k(key), windowMs, by)).count;
    },
    async reset(key: string): Promise<void> {
      await transient.release(k(key));
    },
  };
}

export type LoginOutcome = 'ok' | 'invalid' | 'limited';

export interface LoginGuardOptions {
  max: number;
  windowMs: number;
  sprayDelayMs?: number;
}

export function createLoginGuard({ max, windowMs, sprayDelayMs = LOGIN_SPRAY_DELAY_MS }: LoginGuardOptions, transient: TransientRepository) {
  const pairs = createCounter(transient, 'pair', windowMs);
  const accounts = createCounter(transient, 'account', windowMs);
  const addresses = createCounter(transient, 'ip', windowMs);
  /** when an over-limit address may start its next attempt (pacing: per instance) */
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
      // Each attempt reserves its place first (one atomic add in the store) and compares after,
      // so parallel attempts, on this instance or another, see each other's reservations.
      const ipOver = (await addresses.add(ip, 1)) - 1 >= ipLimit;
      let failed = false;
      try {
        if (ipOver && !(await awaitTurn(ip))) return 'limited';
        const accountKey = await account();
        const pairKey = `${accountKey}|${ip}`;
        const [pairUsed, accountUsed] = await Promise.all([pairs.add(pairKey, 1), accounts.add(accountKey, 1)]);
        if (pairUsed - 1 >= max || accountUsed - 1 >= accountLimit) {
          await Promise.all([pairs.add(pairKey, -1), accounts.add(accountKey, -1)]);
          return 'limited';
        }
        let ok = false;
        try {
          ok = await check();
        } finally {
          // a success takes its reservation back; a failure (or a check that threw) keeps it
          if (ok) await Promise.all([pairs.add(pairKey, -1), accounts.add(accountKey, -1)]);
        }
        if (ok) {
          await pairs.reset(pairKey);
          return 'ok';
        }
        failed = true;
        return ipOver ? 'limited' : 'invalid';
      } finally {
        if (!failed) await addresses.add(ip, -1);
      }
    },
  };
}
