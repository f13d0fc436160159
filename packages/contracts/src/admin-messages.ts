/** In a file of its own: a chunk public pages never load (their JS budget). */
/** The admin screens' own messages (spec §8 admin): kept apart so public pages do not carry them. */
export const ADMIN_MSG = {
  eventDescriptionRequired: 'La descripción es obligatoria',
  eventDatesRequired: 'Las fechas de inicio y fin son obligatorias',
  eventStartBeforeEnd: 'La fecha de inicio debe ser anterior a la fecha de fin',
  adminBusinessesError: 'Error al obtener los datos de los negocios',
  adminBusinessDeleteError: 'Error al eliminar el negocio',
  adminBusinessGetError: 'Error al obtener el negocio',
  adminCategoriesError: 'Error al obtener las categorías',
  invalidServerResponse: 'Respuesta del servidor no válida',
  businessDeleted: 'Negocio eliminado con éxito',
  businessUpdated: 'Negocio actualizado con éxito',
  businessCreated: 'Negocio creado con éxito',
  adminBusinessesNoMatch: 'Ningún negocio coincide con la búsqueda',
  eventsLoadError: 'Error al obtener los datos de los eventos',
  eventDeleteError: 'Error al eliminar el evento',
  eventDeleted: 'Evento eliminado con éxito',
  eventUpdateError: 'Error al actualizar el evento',
  eventCreated: 'Evento creado con éxito',
  eventUpdated: 'Evento actualizado con éxito',
} as const;
