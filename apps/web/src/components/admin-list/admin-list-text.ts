/** The admin list shell's own texts (components/admin-list): one place, checked by `pnpm lint:spelling` and the style test. */
export const ADMIN_LIST_TEXT = {
  eyebrow: 'Administración',
  retry: 'Reintentar',
  search: 'Buscar',
  actions: 'Acciones',
} as const;
