// cspell:ignore Floridita
import { DESCRIPTION_EN_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@guia/contracts';
import { mbText } from '../../components/photo-files/photo-files-text';

export { mbText };

/** Every text of the admin business screens that is not a shared message (issue 20: one place per feature, sentence case). */
export const ADMIN_BUSINESS_TEXT = {
  // labels (issue 20: no field names of the API, no English)
  status: 'Estado',
  statusNotSet: 'Sin indicar',
  vicinity: 'Zona',
  placeId: 'Identificador del lugar',
  placeIdHint: 'El identificador del lugar en Google Maps u OpenStreetMap, si viene de ahí. Se puede dejar vacío.',
  plusCode: 'Código plus',
  // issue 22 §1: the optional English description, under the Spanish one
  descriptionEn: DESCRIPTION_EN_FIELD.label,
  descriptionEnHint: DESCRIPTION_EN_FIELD.hint,
  plan: 'Plan',
  promoted: 'Promocionado',
  ratingsTitle: 'Valoraciones y plan',
  ratingsLead: 'Se calculan solas: no se escriben a mano.',
  externalRatings: 'Valoraciones externas',
  guideReviews: 'Opiniones en Guía Cuba',
  ratingsNone: 'Todavía ninguna',
  ratingsNewBusiness: 'Un negocio nuevo empieza sin valoraciones: las suman las opiniones de los visitantes.',
  ratingLine: (rating: string, count: string) => `${rating} de 5 · ${count}`,
  // photos, checked as they are added (issue 20 §9)
  photoUnreachable: (url: string) => `No se pudo cargar la foto de «${url}»`,
  photoHttp: (url: string) =>
    `No se pudo cargar la foto de «${url}»: empieza por http://, y la guía solo muestra fotos con https:// o de este mismo sitio`,
  checkingPhoto: 'Comprobando la foto…',
  photosHint: `Imágenes JPG, PNG, WebP o GIF de hasta ${mbText(UPLOAD_MAX_BYTES)} MB; como máximo ${UPLOAD_MAX_FILES} fotos en total. Cada una se comprueba al añadirla.`,
  photoUrlHint: 'Se comprueba que la foto se pueda cargar antes de añadirla.',
  // the list
  listTitle: 'Negocios',
  newBusiness: 'Nuevo negocio',
  searchLabel: 'Buscar por nombre o dirección',
  searchPlaceholder: 'Ej.: Floridita, Obispo…',
  /** '1–25 de 39 negocios', '0 negocios' */
  count: (first: number, last: number, total: number) =>
    total === 0 ? '0 negocios' : `${first}–${last} de ${total} ${total === 1 ? 'negocio' : 'negocios'}`,
  noMatch: (message: string, text: string) => `${message}: «${text}»`,
  caption: (page: number, pageCount: number) => `Lista de negocios, página ${page} de ${pageCount}`,
  columns: { name: 'Nombre', categories: 'Categorías', description: 'Descripción', plan: 'Plan', promotion: 'Promoción' },
  hoursToCheck: 'Horario por revisar',
  hoursUnread: (text: string) => `Texto sin interpretar: ${text}`,
  promotedYes: 'Promocionado',
  promotedNo: 'No',
  edit: 'Editar',
  editLabel: (name: string) => `Editar ${name}`,
  remove: 'Eliminar',
  removeLabel: (name: string) => `Eliminar ${name}`,
  removeTitle: 'Eliminar negocio',
  removeQuestion: (name: string) => `¿Seguro que quieres eliminar «${name}»? También se quitará de los favoritos y de los eventos.`,
  pages: 'Páginas de negocios',
  noCategories: 'Sin categorías',
  categoriesMore: (n: number, rest: string) => `y ${n} más: ${rest}`,
} as const;
