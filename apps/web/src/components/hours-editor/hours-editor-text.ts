/**
 * Every text of the hours editor (issue 16), shared by the admin's business form and the owner's
 * 'Editar ficha' (issue 21 §1). The rules' own messages are the contracts' HOURS_MESSAGES.
 */
export const HOURS_EDITOR_TEXT = {
  unparsed: (lines: string) => `Texto sin interpretar: ${lines}, revisa el horario`,
  unparsedDone: 'Ya lo he revisado: quitar este texto',
  hint: 'Cada día: «Cerrado» o una o más franjas. Una hora de cierre anterior a la de apertura es del día siguiente (hasta las 06:00). Un día sin franjas queda sin indicar.',
  closed: 'Cerrado',
  closedLabel: (day: string) => `${day}: cerrado`,
  openLabel: (label: string, n: number) => `${label}, apertura ${n}`,
  closeLabel: (label: string, n: number) => `${label}, cierre ${n}`,
  nextDay: '(día siguiente)',
  remove: 'Quitar',
  removeRange: (n: number, label: string) => `Quitar la franja ${n} (${label})`,
  addRange: 'Añadir una franja',
  addRangeLabel: (label: string) => `Añadir una franja (${label})`,
  copyToAll: 'Copiar a todos los días',
  copyToAllLabel: (day: string) => `Copiar a todos los días (horario del ${day})`,
  specialDays: 'Días especiales',
  specialHint: 'Una fecha con otro horario o cerrada (festivos, «sin corriente hoy»). Manda sobre el día de la semana.',
  specialDay: (n: number) => `Día especial ${n}`,
  dateLabel: (label: string) => `Fecha (${label})`,
  noteLabel: (label: string) => `Nota (${label})`,
  notePlaceholder: 'Ej.: sin corriente hoy',
  closedAllDay: 'Cerrado todo el día',
  closedAllDayLabel: (label: string) => `${label}: cerrado todo el día`,
  removeSpecial: (label: string) => `Quitar el ${label}`,
  addSpecial: 'Añadir un día especial',
} as const;
