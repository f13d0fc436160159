/** A message the events list shows once: after a delete, or handed over by a form through navigation state. */
export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

/** The navigation state a form leaves for /evento. */
export interface EventsListState {
  flash?: Flash;
}

export function readFlash(state: unknown): Flash | null {
  const flash = (state as EventsListState | null)?.flash;
  if (!flash || typeof flash.text !== 'string' || (flash.tone !== 'success' && flash.tone !== 'error')) return null;
  return flash;
}
