import type { Store } from '../store/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFn = (...args: any[]) => any;
/** Replaces one repository method: gets the original (bound) and the call's arguments. */
export type Hook = (original: AnyFn, args: unknown[]) => unknown;

/**
 * The store with some methods replaced, named 'repository.method' ('businesses.delete' …): the
 * faults of issue 10's tests (a failing call, a concurrent change between two steps).
 */
export function withHooks(store: Store, hooks: Record<string, Hook>): Store {
  const out: Record<string, unknown> = {};
  for (const [name, repo] of Object.entries(store)) {
    out[name] = new Proxy(repo as object, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        const hook = typeof prop === 'string' ? hooks[`${name}.${prop}`] : undefined;
        if (!hook || typeof value !== 'function') return value;
        return (...args: unknown[]) => hook((value as AnyFn).bind(target), args);
      },
    });
  }
  return out as unknown as Store;
}

/**
 * The store behind a switch: while `down` is set, every call of every repository rejects with
 * `error()` (the store has gone away); cleared, everything works again, nothing restarted.
 */
export function switchableStore(store: Store, error: () => unknown) {
  const state = { down: false };
  const out: Record<string, unknown> = {};
  for (const [name, repo] of Object.entries(store)) {
    out[name] = new Proxy(repo as object, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => (state.down ? Promise.reject(error()) : (value as AnyFn).apply(target, args));
      },
    });
  }
  return { store: out as unknown as Store, state };
}
