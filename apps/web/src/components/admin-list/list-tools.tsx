/** Search and pagination of the admin lists filtered in the browser, and the failure text of an action. */
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export const PAGE_SIZE = 25;

/**
 * Filters a (possibly long) list with `matches`, then cuts one page of `pageSize`. The filter text is
 * deferred so typing stays quick with thousands of rows; a new text goes back to page 1.
 */
export function usePagedFilter<T>(items: readonly T[], matches: (item: T, text: string) => boolean, pageSize = PAGE_SIZE) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const text = useDeferredValue(query.trim());
  const filtered = useMemo(() => (text ? items.filter((item) => matches(item, text)) : items), [items, text, matches]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const rows = filtered.slice((current - 1) * pageSize, current * pageSize);
  const setQuery = (value: string) => {
    setQueryState(value);
    setPage(1);
  };
  return { query, setQuery, text, filtered, rows, page: current, pageCount, setPage };
}

/**
 * A new page starts at the top of the list (the pager sits below 25 rows): `toolbar` marks where
 * (the bar above the list), `goToPage` turns the page and scrolls there.
 */
export function usePageTop(setPage: (page: number) => void) {
  const toolbar = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setPage(next);
    toolbar.current?.scrollIntoView?.({ block: 'start' });
  };
  return { toolbar, goToPage };
}

/** The server's own message, else `fallback` (network failure, or an answer without one). */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
