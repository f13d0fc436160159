/** The texts of the pager (components/pager): one place, checked by `pnpm lint:spelling` and the style test. */
export const PAGER_TEXT = {
  previous: 'Anterior',
  next: 'Siguiente',
  first: 'Primera página',
  last: 'Última página',
  /** 'Página 2 de 5' */
  status: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
} as const;
