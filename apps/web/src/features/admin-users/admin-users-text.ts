/** Every text of the admin's 'Usuarios' list (docs/STYLE.md: one place, checked by `pnpm lint:spelling` and the style test). */
export const ADMIN_USERS_TEXT = {
  title: 'Usuarios',
  lead: 'Las cuentas registradas: nombre, usuario, correo y rol.',
  newUser: 'Nuevo usuario',
  editUser: 'Editar usuario',
  searchPlaceholder: 'Nombre, usuario o correo',
  /** '1 usuario', '1.234 usuarios' */
  count: (n: number) => (n === 1 ? '1 usuario' : `${n.toLocaleString('es-ES')} usuarios`),
  /** '3 usuarios de 120' */
  countOf: (shown: string, total: number) => `${shown} de ${total.toLocaleString('es-ES')}`,
  empty: 'Todavía no hay usuarios. Crea el primero con «Nuevo usuario».',
  noMatch: (text: string) => `No se encontraron usuarios para «${text}».`,
  caption: (page: number, pageCount: number) => `Usuarios${pageCount > 1 ? `, página ${page} de ${pageCount}` : ''}`,
  columns: { name: 'Nombre', username: 'Usuario', email: 'Correo electrónico', role: 'Rol' },
  me: 'Tú',
  edit: 'Editar',
  editLabel: (username: string) => `Editar ${username}`,
  resetLink: 'Enlace contraseña',
  resetLinkLabel: (username: string) => `Enlace para cambiar la contraseña de ${username}`,
  remove: 'Eliminar',
  removeLabel: (username: string) => `Eliminar ${username}`,
  pages: 'Páginas de usuarios',
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando...',
  removeTitle: 'Eliminar usuario',
  /** '¿Seguro que quieres eliminar al usuario rosa (Rosa Pérez)? Esta acción no se puede deshacer.' */
  removeQuestion: (username: string, name: string) =>
    `¿Seguro que quieres eliminar al usuario ${username}${name ? ` (${name})` : ''}? Esta acción no se puede deshacer.`,
  removeSelf: 'Es tu propia cuenta: se cerrará tu sesión.',
} as const;
