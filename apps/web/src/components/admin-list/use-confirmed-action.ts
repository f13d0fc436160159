import { useState } from 'react';
import type { Flash } from '../flash/flash';
import { failureText } from './list-tools';

export interface ActionTexts {
  /** the message when it worked */
  success: string;
  /** the message when it failed and the server said nothing */
  failure: string;
  /** move the focus to a failure's message too (the success's always takes it) */
  focusFailure?: boolean;
}

/**
 * An action an admin confirms first (delete, undo, refuse): `pending` is what the confirmation is
 * about (null: closed), `ask` opens it, `cancel` closes it, and `run` runs the request, shows its
 * success or the server's failure through `setFlash`, then closes the confirmation either way
 * (true when it worked).
 */
export function useConfirmedAction<T>(setFlash: (flash: Flash) => void) {
  const [pending, setPending] = useState<T | null>(null);

  const run = async (request: () => Promise<unknown>, texts: ActionTexts): Promise<boolean> => {
    let done = false;
    try {
      await request();
      done = true;
      setFlash({ kind: 'success', text: texts.success, focus: true });
    } catch (err) {
      const text = failureText(err, texts.failure);
      setFlash(texts.focusFailure ? { kind: 'error', text, focus: true } : { kind: 'error', text });
    }
    setPending(null);
    return done;
  };

  return { pending, ask: setPending, cancel: () => setPending(null), run };
}
