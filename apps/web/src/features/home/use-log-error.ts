import { useEffect } from 'react';

/** Spec §8: some home list failures are only logged (console.error), never shown. */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(`${message}:`, error);
  }, [error, message]);
}
