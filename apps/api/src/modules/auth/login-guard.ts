import type { TransientRepository } from '../../infra/transient';

/**
 * Login attempt limits (issue 9 §6, issue 17 §2), counted in the store (issue 10 §10: every API
 * instance behind a proxy counts together; each test's fresh store has its own). They slow
 * attackers without locking owners out (OWASP authentication and credential-stuffing cheat
 * sheets, NIST SP 800-63B §5.2.2):
 *
 * - per account and address: `max` failures per window go unhindered (the account is found from
 *   whichever identifier names it, username or e-mail, so both are one bucket). Past it each
 *   attempt waits for its turn: 1 s after the last failure, then 2 s, 4 s … at most
 *   `slowMaxMs` (60 s) — a person behind a shared address who mistyped is slowed for a minute at
 *   worst, a guesser gets a trickle. Too early: 429, not counted.
 * - per account from anywhere: past `max × LOGIN_ACCOUNT_FACTOR` failures an alarm is logged
 *   (once per window) and every address that has itself failed on this account is refused; an
 *   address with no recent failure on it is still heard, so the owner's correct password from
 *   their own phone signs in while the account is under attack.
 * - per address: past `max × LOGIN_IP_FACTOR` failures (carrier-grade NAT puts many people behind
 *   one) its attempts are spaced `sprayDelayMs` apart (rotating identifiers is slowed to a
 *   trickle) and a wrong password answers 429; a right one for an account that is itself not
 *   slowed from there still logs in.
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
  /** first wait past `max` failures of one account from one address (doubles each failure) */
  slowBaseMs?: number;
  /** longest wait between attempts of one account from one address */
  slowMaxMs?: number;
}

/** The first wait past the free failures, and the longest (issue 17 §2). */
export const LOGIN_SLOW_BASE_MS = 1000;
export const LOGIN_SLOW_MAX_MS = 60_000;

export function createLoginGuard(
  { max, windowMs, sprayDelayMs = LOGIN_SPRAY_DELAY_MS, slowBaseMs = LOGIN_SLOW_BASE_MS, slowMaxMs = LOGIN_SLOW_MAX_MS }: LoginGuardOptions,
  transient: TransientRepository,
  /** told once per window when an account's failures from every address pass its alarm level */
  onAccountAlarm: (accountKey: string, failures: number) => void = () => undefined,
) {
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

  const lastFailureKey = (pairKey: string) => `login:last:${pairKey}`;
  /**
   * Past the free failures, an attempt is heard once the wait since the last failure has passed
   * (slowBaseMs × 2^n, at most slowMaxMs), and only one attempt per wait (a claim in the store):
   * parallel guesses, or guesses whose failure is still being checked, are refused.
   */
  async function takeTurn(pairKey: string, beyond: number): Promise<boolean> {
    const wait = Math.min(slowBaseMs * 2 ** Math.min(beyond, 30), slowMaxMs);
    const last = await transient.get<number>(lastFailureKey(pairKey));
    if (last === null || Date.now() < last + wait) return false;
    return transient.claim(`login:turn:${pairKey}:${last}`, wait);
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
        const pairFailures = pairUsed - 1;
        const accountFailures = accountUsed - 1;
        if (accountFailures >= accountLimit && (await transient.claim(`login:alarm:${accountKey}`, windowMs))) {
          onAccountAlarm(accountKey, accountFailures);
        }
        const refused =
          // the account is under attack: only addresses that have not failed on it are heard
          (accountFailures >= accountLimit && pairFailures > 0) ||
          // past the free failures: one attempt per turn, the turns doubling
          (pairFailures >= max && !(await takeTurn(pairKey, pairFailures - max)));
        if (refused) {
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
          await Promise.all([pairs.reset(pairKey), transient.release(lastFailureKey(pairKey))]);
          return 'ok';
        }
        await transient.set(lastFailureKey(pairKey), Date.now(), windowMs);
        failed = true;
        return ipOver ? 'limited' : 'invalid';
      } finally {
        if (!failed) await addresses.add(ip, -1);
      }
    },
  };
}
