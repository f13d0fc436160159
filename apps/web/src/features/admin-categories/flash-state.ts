import type { Flash } from '../../components/admin-list/list-tools';

/** The history state the standalone pages leave for /categoria: the message of what they did. */
export interface FlashState {
  flash: Flash;
}

export const flashState = (text: string): FlashState => ({ flash: { kind: 'success', text } });

export function readFlash(state: unknown): Flash | null {
  if (!state || typeof state !== 'object' || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  if (!flash || typeof flash !== 'object') return null;
  const { kind, text } = flash as Partial<Flash>;
  return (kind === 'success' || kind === 'error') && typeof text === 'string' ? { kind, text } : null;
}
