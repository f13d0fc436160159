import { PAGER_TEXT as T } from './pager-text';
import './pager.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** the navigation's accessible name, e.g. 'Páginas de usuarios' */
  label: string;
  /** also « (first page) and » (last page), for lists of many pages */
  edges?: boolean;
}

/** Anterior / 'Página N de M' / Siguiente (with « and » when `edges`); nothing when everything fits on one page. */
export function Pager({ page, pageCount, onPage, label, edges = false }: PagerProps) {
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav className="pager" aria-label={label}>
      {edges && (
        <button type="button" className="btn btn--ghost btn--sm" disabled={first} onClick={() => onPage(1)} aria-label={T.first}>
          «
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--sm" disabled={first} onClick={() => onPage(page - 1)}>
        {T.previous}
      </button>
      <span className="pager__status" aria-live="polite">
        {T.status(page, pageCount)}
      </span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={last} onClick={() => onPage(page + 1)}>
        {T.next}
      </button>
      {edges && (
        <button type="button" className="btn btn--ghost btn--sm" disabled={last} onClick={() => onPage(pageCount)} aria-label={T.last}>
          »
        </button>
      )}
    </nav>
  );
}
