import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FLASH_TEXT } from './flash-text';
import './flash.css';

/** The result of the last action, shown above a list: a success or a failure. */
export interface Flash {
  kind: 'success' | 'error';
  text: string;
  /** Move the focus to the message (after a delete removed the focused row). */
  focus?: boolean;
}

/** The navigation state a form leaves for the list it returns to: the message of what it did. */
export interface FlashState {
  flash: Flash;
}

export const flashState = (text: string, kind: Flash['kind'] = 'success'): FlashState => ({ flash: { kind, text } });

/** The message handed over in `state` ({ flash }), or null when there is none (or it is not one). */
export function readFlash(state: unknown): Flash | null {
  if (!state || typeof state !== 'object' || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  if (!flash || typeof flash !== 'object') return null;
  const { kind, text } = flash as Partial<Flash>;
  return (kind === 'success' || kind === 'error') && typeof text === 'string' ? { kind, text } : null;
}

/**
 * The screen's message, starting with the one a form handed over through navigation state (read by
 * `read`): shown once, then dropped from history, so a reload or going back does not repeat it.
 */
export function useFlash(read: (state: unknown) => Flash | null = readFlash) {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = read(location.state);
  const flash = useState<Flash | null>(handedOver);
  const arrived = handedOver !== null;
  useEffect(() => {
    if (arrived) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrived, navigate, location.pathname, location.search]);
  return flash;
}

/**
 * The message: green role=status for a success, red role=alert for a failure, with a close button
 * when `onClose` is given.
 */
export function FlashMessage({ flash, onClose }: { flash: Flash | null; onClose?: () => void }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (flash?.focus) box.current?.focus();
  }, [flash]);
  if (!flash) return null;
  return (
    <div className={`flash alert ${flash.kind === 'success' ? 'alert--success' : 'alert--error'}`}>
      <p ref={box} tabIndex={-1} className="flash__text" role={flash.kind === 'success' ? 'status' : 'alert'}>
        {flash.text}
      </p>
      {onClose && (
        <button type="button" className="flash__close" aria-label={FLASH_TEXT.close} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
