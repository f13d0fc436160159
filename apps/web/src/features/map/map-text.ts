/**
 * Texts of the map page that are not §8 messages (those are in MSG), in one place (issue 20:
 * sentence case, one verb per action).
 */
import { kmOf, type Category, type Lang } from '@guia/contracts';
import { plural } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

/** A search radius (in metres) as the page shows it: whole km. */
const radiusLabel = (radiusM: number) => `${kmOf(radiusM)} km`;

export const MAP_TEXT = {
  /** The radius slider's value: '5 km'. */
  radiusLabel,
  /** The category option that means every category. */
  allCategories: 'Todas las categorías',
  /** Leaflet's zoom buttons. */
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  /**
   * A cluster of markers (issue 24 §3): its count ('12 lugares'), and what pressing it does. Not
   * 'acercar': that is the zoom button's name, and a screen reader or a voice command must tell them apart.
   */
  clusterLabel: plural('count', { one: '# lugar', other: '# lugares' }, '', ': ver de cerca'),
  /** The browser refused or could not say where the person is: the list is around Havana's centre. */
  noLocation: 'No sabemos dónde estás: mostramos el centro de La Habana',
  noGeolocation: 'Tu navegador no puede decirnos dónde estás: mostramos el centro de La Habana',
  useMyLocation: 'Usar mi ubicación',
  dismissNotice: 'Cerrar aviso',
  noticesLabel: 'Avisos del mapa',
  /** List headings. */
  nearYou: 'Cerca de ti',
  nearCentre: 'Cerca del centro de La Habana',
  results: (q: string) => `Resultados de «${q}»`,
  favorites: 'Tus favoritos',
  /** A distance in the list: from the person, or from the centre when we do not know where they are. */
  distanceFromCentre: (d: string) => `a ${d} del centro`,
  /** Nothing found, and what to do about it. */
  nothingNearby: (radiusM: number) => `No hay lugares a menos de ${radiusLabel(radiusM)}.`,
  nothingInCategory: (category: string, radiusM: number) => `No hay lugares de «${category}» a menos de ${radiusLabel(radiusM)}.`,
  nothingOpenNow: 'Con «Abierto ahora» solo ves lo que está abierto en este momento.',
  nothingSearched: (q: string) => `No encontramos nada para «${q}».`,
  widenTo: (radiusM: number) => `Ampliar a ${radiusLabel(radiusM)}`,
  allCategoriesAction: 'Ver todas las categorías',
  removeOpenNow: 'Quitar «Abierto ahora»',
  clearSearch: 'Borrar la búsqueda',
  emptyActions: 'Qué puedes hacer',
  /** The page, its parts and the search. */
  pageTitle: 'Mapa',
  stage: 'Mapa de negocios',
  mapLabel: 'Mapa de negocios cercanos',
  explore: 'Explorar',
  showFilters: 'Filtros y lista',
  hideFilters: 'Ocultar filtros y lista',
  sections: 'Secciones del mapa',
  home: 'Inicio',
  browse: 'Examinar',
  favoritesTab: 'Favoritos',
  category: 'Categoría',
  radius: 'Radio de búsqueda',
  openNow: 'Abierto ahora',
  searchLabel: 'Buscar negocios',
  searchPlaceholder: 'Buscar negocios, categorías…',
  clearSearchLabel: 'Borrar búsqueda',
  searchButton: 'Buscar',
  detailsLabel: 'Detalles del negocio',
  hideDetails: 'Ocultar detalles',
  /** Directions. */
  howToGetThere: 'Cómo llegar',
  showRoute: 'Ver ruta en el mapa',
  recalculateRoute: 'Recalcular ruta',
  removeRoute: 'Quitar ruta',
  otherApps: 'Abrir en otra aplicación:',
  geoApp: 'App de mapas (geo:)',
  /** The panel of a place. */
  closeDetails: 'Cerrar detalles',
  seeDetails: 'Ver ficha',
  reviews: 'Opiniones',
  /** Directions (issue 22 §2): how the route is travelled. */
  travelMode: 'Cómo vas',
  byFoot: 'A pie',
  byCar: 'En coche',
  onFoot: 'a pie',
  inCar: 'en coche',
  /** no walking router: the time is the driving route's length at walking pace */
  estimated: '(tiempo estimado)',
  /** a Google place's panel: its page on Google Maps */
  visitGoogleMaps: 'Visitar en Google Maps',
  /** phones: the button that opens the folded panel of the chosen place */
  showDetailsOf: (name: string) => `Ver detalles de ${name}`,
  aPlace: 'negocio',
  /** the person's own marker */
  yourLocation: 'Tu ubicación',
} as const;

/** The map's texts in the page's language (English in map-text.en.ts). */
export const useMapText = defineText(MAP_TEXT, () => import('./map-text.en'));

/**
 * A category as the map names it: its Spanish name as the guide keeps it; on an English page the
 * English name of a home category ('night_club' → 'Nightlife'), else the same.
 */
export const categoryShown = (c: Category, lang: Lang, nameOf: (id: string) => string | undefined) =>
  (lang === 'es' ? undefined : nameOf(c.name)) ?? (c.nombre || c.name);
