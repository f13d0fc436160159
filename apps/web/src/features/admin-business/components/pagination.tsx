interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous / next with 'Página X de Y' (hidden when everything fits on one page). */
export function Pagination({ page, pageCount, onPage, label = 'Paginación' }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(1)} aria-label="Primera página">
        «
      </button>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span className="pagination__status" aria-current="page">
        Página {page} de {pageCount}
      </span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Siguiente
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pageCount}
        onClick={() => onPage(pageCount)}
        aria-label="Última página"
      >
        »
      </button>
    </nav>
  );
}
