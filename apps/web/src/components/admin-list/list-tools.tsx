/** Search, pagination and the action message of the admin lists (categories, users). */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export const PAGE_SIZE = 25;

/**
 * Filters a (possibly long) list with `matches`, then cuts one page of PAGE_SIZE. The filter text is
 * deferred so typing stays quick with thousands of rows; a new text goes back to page 1.
 */
export function usePagedFilter<T>(items: readonly T[], matches: (item: T, text: string) => boolean) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const text = useDeferredValue(query.trim());
  const filtered = useMemo(() => (text ? items.filter((item) => matches(item, text)) : items), [items, text, matches]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const setQuery = (value: string) => {
    setQueryState(value);
    setPage(1);
  };
  return { query, setQuery, text, filtered, rows, page: current, pageCount, setPage };
}

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** e.g. 'Páginas de categorías' */
  label: string;
}

/** Anterior / Página N de M / Siguiente; nothing when everything fits on one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Anterior
      </button>
      <span className="admin-pager__status" aria-live="polite">
        Página {page} de {pageCount}
      </span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Siguiente
      </button>
    </nav>
  );
}

export interface Flash {
  kind: 'success' | 'error';
  text: string;
  /** Move the focus to the message (after a delete removed the focused row). */
  focus?: boolean;
}

/** The result of the last action: green role=status for a success, red role=alert for a failure. */
export function FlashMessage({ flash, onClose }: { flash: Flash | null; onClose: () => void }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (flash?.focus) box.current?.focus();
  }, [flash]);
  if (!flash) return null;
  return (
    <div className={`admin-flash alert ${flash.kind === 'success' ? 'alert--success' : 'alert--error'}`}>
      <p ref={box} tabIndex={-1} className="admin-flash__text" role={flash.kind === 'success' ? 'status' : 'alert'}>
        {flash.text}
      </p>
      <button type="button" className="admin-flash__close" aria-label="Cerrar mensaje" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** The server's own message, else `fallback` (network failure, or an answer without one). */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
