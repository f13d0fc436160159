/** The texts of the action message (components/flash): one place, checked by `pnpm lint:spelling` and the style test. */
export const FLASH_TEXT = {
  close: 'Cerrar mensaje',
} as const;
