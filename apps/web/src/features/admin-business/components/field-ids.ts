import type { KeyboardEvent } from 'react';

/** The business form's element ids: one prefix per form (useId), a name per control ('name', 'photo-url'). */
export type FieldIds = (name: string) => string;

/** Enter in a one-line 'add' input runs its button's action instead of sending the form. */
export const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    action();
  }
};
