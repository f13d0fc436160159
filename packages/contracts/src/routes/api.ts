/**
 * The API side of the route table (issue 18 §1): for each route of paths.ts, who may call it, its
 * OpenAPI tag and summary, and the contracts' zod schemas of its path parameters, query, body and
 * answer (where the contracts have one). The API's OpenAPI generator and its tests read this; the
 * web does not (zod stays out of the public pages). `Record<RouteId, …>`: a route without its entry
 * here does not compile.
 */
import { z } from '../zod';
import { loginBodySchema, loginResponseSchema, passwordResetBodySchema, passwordResetLinkSchema, registerBodySchema } from '../auth';
import { businessIdsQuerySchema, businessListPageSchema, businessListQuerySchema, businessSchema, commentsPageSchema, commentsQuerySchema, counterResponseSchema, nearbyQuerySchema, nearbyResponseSchema, reviewBodySchema, searchQuerySchema, searchWithOsmResponseSchema, BUSINESS_BATCH_MAX } from '../business';
import { categoryBodySchema, categoryListQuerySchema, categoryMoveBodySchema, categorySchema } from '../category';
import { changeSchema, changesPageSchema, changesQuerySchema } from '../change';
import { claimBodySchema, claimDecisionSchema, claimSchema, claimsPageSchema, claimsQuerySchema } from '../claim';
import { idParamsSchema } from '../common';
import { ELITE_LIST_CAP } from '../constants';
import { directionsQuerySchema, directionsResponseSchema } from '../directions';
import { eventListQuerySchema, eventSchema, eventsFeedQuerySchema } from '../event';
import { itineraryBodySchema, itinerarySchema, sharedItinerarySchema, ITINERARY_LIMITS } from '../itinerary';
import { latestRateSchema, menuBodySchema, menuSchema, rateBodySchema, rateSchema, ratesPageSchema, ratesQuerySchema, MENU_LIMITS, RATE_MAX_AGE_DAYS } from '../menu';
import { osmImportsPageSchema, osmImportsQuerySchema } from '../osm';
import { paymentsBodySchema, paymentsSchema } from '../payments-schema';
import { ownerDetailsBodySchema, ownerDetailsSchema } from '../owner-details';
import { ownerPhotoRemoveQuerySchema, ownerPhotosOrderBodySchema, ownerPhotosSchema, OWNER_PHOTO_LIMITS } from '../owner-photos';
import { favoriteParamsSchema, favoriteSchema, favoritesChangeResponseSchema, publicUserSchema, userCreateBodySchema, userUpdateBodySchema, userUpdateResponseSchema, usersPageSchema, usersQuerySchema } from '../user';
import { replyBodySchema, reportBodySchema, reportSchema, reportsPageSchema, reportsQuerySchema, todayStatusBodySchema } from '../owner-replies';
import { osmPlaceDetailSchema } from '../osm-place';
import { businessStatsQuerySchema, businessStatsSchema, STATS_WEEKS } from '../business-stats';
import type { RouteAuth } from './types';
import type { RouteId } from './table';

export interface RouteApi {
  readonly auth: RouteAuth;
  /** The OpenAPI tag (the docs page's section). */
  readonly tag: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body's schema (multipart forms are described by the OpenAPI generator). */
  readonly body?: z.ZodType;
  /** The 2xx answer's schema; a test proves it parses the real answer. */
  readonly response?: z.ZodType;
  /**
   * A write that changes nothing a server-drawn public page (home, Tops, a business's page) shows:
   * it leaves the API's cache of those pages alone (apps/api/src/shared/page-cache.ts). Every other
   * POST/PUT/DELETE empties it. Sign-in and accounts, favourites, plans, claims asked or refused,
   * reports, and the visit and reservation counters (no public page shows them).
   */
  readonly keepsPages?: true;
}

export const ROUTE_API: { readonly [K in RouteId]: RouteApi } = {
  'systemHealth': { auth: 'public', tag: 'Sistema', summary: 'Estado del servidor (hace ping al almacén)' },
  'docsJson': { auth: 'public', tag: 'Sistema', summary: 'Este documento OpenAPI' },
  'docsPage': { auth: 'public', tag: 'Sistema', summary: 'Página interactiva (Swagger UI)' },
  'docsInit': { auth: 'public', tag: 'Sistema', summary: 'Arranque de la página interactiva (un archivo: la CSP no admite scripts en línea)' },
  'authRegister': { keepsPages: true, auth: 'public', tag: 'Autenticación', summary: 'Registro (siempre crea un usuario normal)', body: registerBodySchema, response: publicUserSchema.extend({ token: z.string().min(1) }) },
  'authLogin': { keepsPages: true, auth: 'public', tag: 'Autenticación', summary: 'Inicio de sesión con usuario o correo', body: loginBodySchema, response: loginResponseSchema },
  'authPasswordReset': { keepsPages: true, auth: 'public', tag: 'Autenticación', summary: 'Nueva contraseña con un enlace de un solo uso hecho por un administrador', body: passwordResetBodySchema, response: loginResponseSchema },
  'authLogout': { keepsPages: true, auth: 'user', tag: 'Autenticación', summary: 'Cierra la sesión en todos los dispositivos (invalida los tokens emitidos)' },
  'usersList': { auth: 'admin', tag: 'Usuarios', summary: 'Lista de usuarios por páginas (admin)', query: usersQuerySchema, response: usersPageSchema },
  'usersCreate': { keepsPages: true, auth: 'admin', tag: 'Usuarios', summary: 'Crear usuario (admin)', body: userCreateBodySchema, response: publicUserSchema },
  'usersById': { auth: 'self-or-admin', tag: 'Usuarios', summary: 'Un usuario (él mismo o admin)', params: idParamsSchema, response: publicUserSchema },
  'usersUpdate': { keepsPages: true, auth: 'self-or-admin', tag: 'Usuarios', summary: 'Editar usuario (él mismo o admin)', params: idParamsSchema, body: userUpdateBodySchema, response: userUpdateResponseSchema },
  'usersRemove': { auth: 'self-or-admin', tag: 'Usuarios', summary: 'Borrar usuario (él mismo o admin)', params: idParamsSchema },
  'usersPasswordResetLink': { keepsPages: true, auth: 'admin', tag: 'Usuarios', summary: 'Enlace para cambiar la contraseña (admin)', params: idParamsSchema, response: passwordResetLinkSchema },
  'favoritesList': { auth: 'self-or-admin', tag: 'Usuarios', summary: 'Favoritos del usuario (él mismo o admin)', params: idParamsSchema, response: z.array(favoriteSchema) },
  'favoritesAdd': { keepsPages: true, auth: 'self-or-admin', tag: 'Usuarios', summary: 'Añadir favorito (idempotente)', params: favoriteParamsSchema, response: favoritesChangeResponseSchema },
  'favoritesRemove': { keepsPages: true, auth: 'self-or-admin', tag: 'Usuarios', summary: 'Quitar favorito', params: favoriteParamsSchema, response: favoritesChangeResponseSchema },
  'claimsAsk': { keepsPages: true, auth: 'user', tag: 'Propietarios', summary: '¿Es tu negocio? Pedir gestionarlo (con un número de contacto)', params: idParamsSchema, body: claimBodySchema, response: claimSchema },
  'menusGet': { auth: 'public', tag: 'Propietarios', summary: 'El menú de un negocio (vacío si no tiene)', params: idParamsSchema, response: menuSchema },
  'menusUpdate': { auth: 'owner-or-admin', tag: 'Propietarios', summary: `Reemplazar el menú entero (propietario o admin; como mucho ${MENU_LIMITS.sections} secciones y ${MENU_LIMITS.dishes} platos)`, params: idParamsSchema, body: menuBodySchema, response: menuSchema },
  'paymentsSet': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Formas de pago y recargo por pago electrónico (propietario o admin; solo `methods` y `surcharge_pct`)', params: idParamsSchema, body: paymentsBodySchema, response: paymentsSchema },
  'detailsSet': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Descripción, teléfono, horario (con excepciones por fecha) y reservas de la ficha (propietario o admin; solo esos campos y `version`)', params: idParamsSchema, body: ownerDetailsBodySchema, response: ownerDetailsSchema },
  'photosAdd': { auth: 'owner-or-admin', tag: 'Propietarios', summary: `Añadir fotos a la ficha (propietario o admin; multipart \`photos\` y \`version\`; como mucho ${OWNER_PHOTO_LIMITS.max} fotos en total)`, params: idParamsSchema, response: ownerPhotosSchema },
  'photosRemove': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Quitar una foto de la ficha (propietario o admin; `url` y `version`)', params: idParamsSchema, query: ownerPhotoRemoveQuerySchema, response: ownerPhotosSchema },
  'photosOrder': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Cambiar el orden de las fotos de la ficha (propietario o admin; todas las fotos y `version`)', params: idParamsSchema, body: ownerPhotosOrderBodySchema, response: ownerPhotosSchema },
  'statusGet': { auth: 'public', tag: 'Propietarios', summary: 'El aviso de hoy de un negocio (`today_status`, o null)', params: idParamsSchema },
  'statusSet': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Poner el aviso de hoy (propietario o admin)', params: idParamsSchema, body: todayStatusBodySchema },
  'statusClear': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Quitar el aviso de hoy (propietario o admin)', params: idParamsSchema },
  'businessStats': { auth: 'owner-or-admin', tag: 'Propietarios', summary: `Visitas, reservas y favoritos por semana (lunes a domingo, hora de Cuba): esta semana y las \`weeks\` anteriores (${STATS_WEEKS.default} si no se dice; como mucho ${STATS_WEEKS.max}) (propietario o admin)`, params: idParamsSchema, query: businessStatsQuerySchema, response: businessStatsSchema },
  'reviewsReply': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Responder (o editar la respuesta) a una reseña (propietario o admin)', body: replyBodySchema },
  'reviewsUnreply': { auth: 'owner-or-admin', tag: 'Propietarios', summary: 'Retirar la respuesta a una reseña (propietario o admin)' },
  'businessByIds': { auth: 'public', tag: 'Negocios', summary: `Los negocios de \`ids\` (público; como mucho ${BUSINESS_BATCH_MAX})`, query: businessIdsQuerySchema, response: z.array(businessSchema) },
  'businessList': { auth: 'admin', tag: 'Negocios', summary: 'Lista de negocios de admin, por páginas (admin); con ids, esos negocios (público)', query: businessListQuerySchema, response: businessListPageSchema },
  'businessPromoted': { auth: 'public', tag: 'Negocios', summary: 'Negocios promocionados (paid_promo), los mejor valorados primero (como mucho 50)', response: z.array(businessSchema) },
  'businessElite': { auth: 'public', tag: 'Negocios', summary: `Negocios del plan ELITE (como mucho ${ELITE_LIST_CAP})`, response: z.array(businessSchema) },
  'businessNearby': { auth: 'public', tag: 'Negocios', summary: 'Negocios cercanos, lugares de OpenStreetMap (y de Google si hay clave)', query: nearbyQuerySchema, response: nearbyResponseSchema },
  'businessSearch': { auth: 'public', tag: 'Negocios', summary: 'Búsqueda por nombre, categoría y descripción', query: searchQuerySchema, response: z.union([z.array(businessSchema), searchWithOsmResponseSchema]) },
  'businessById': { auth: 'public', tag: 'Negocios', summary: 'Un negocio', params: idParamsSchema, response: businessSchema },
  'businessCreate': { auth: 'admin', tag: 'Negocios', summary: 'Crear negocio (admin)', response: businessSchema },
  'businessUpdate': { auth: 'admin', tag: 'Negocios', summary: 'Editar negocio (admin)', params: idParamsSchema, response: businessSchema },
  'businessRemove': { auth: 'admin', tag: 'Negocios', summary: 'Borrar negocio (admin); se quita también de favoritos y eventos', params: idParamsSchema },
  'countersVisit': { keepsPages: true, auth: 'optional', tag: 'Negocios', summary: 'Cuenta una visita (una por cliente y hora)', params: idParamsSchema, response: counterResponseSchema },
  'countersReservation': { keepsPages: true, auth: 'optional', tag: 'Negocios', summary: 'Cuenta una reserva por WhatsApp (una por cliente y hora)', params: idParamsSchema, response: counterResponseSchema },
  'reviewsList': { auth: 'public', tag: 'Negocios', summary: 'Todas las reseñas de un negocio, por páginas', params: idParamsSchema, query: commentsQuerySchema, response: commentsPageSchema },
  'reviewsCreate': { auth: 'user', tag: 'Negocios', summary: 'Publicar una reseña (usuario con sesión)', params: idParamsSchema, body: reviewBodySchema, response: businessSchema },
  'claimsMine': { auth: 'user', tag: 'Propietarios', summary: 'Mis solicitudes y lo que decidió el administrador', response: z.array(claimSchema) },
  'claimsList': { auth: 'admin', tag: 'Propietarios', summary: 'Solicitudes por estado, la más nueva primero (admin)', query: claimsQuerySchema, response: claimsPageSchema },
  'claimsApprove': { auth: 'admin', tag: 'Propietarios', summary: 'Aprobar: la persona pasa a ser propietaria del negocio (admin)', params: idParamsSchema, response: claimSchema },
  'claimsRefuse': { keepsPages: true, auth: 'admin', tag: 'Propietarios', summary: 'Rechazar, con un motivo que la persona lee (admin)', params: idParamsSchema, body: claimDecisionSchema, response: claimSchema },
  'claimsRevoke': { auth: 'admin', tag: 'Propietarios', summary: 'Retirar una propiedad aprobada (admin)', params: idParamsSchema, body: claimDecisionSchema, response: claimSchema },
  'reportsCreate': { keepsPages: true, auth: 'user', tag: 'Propietarios', summary: 'Denunciar una reseña o su respuesta (una vez por persona)', body: reportBodySchema, response: reportSchema },
  'reportsList': { auth: 'admin', tag: 'Propietarios', summary: 'Denuncias por estado, por páginas (admin)', query: reportsQuerySchema, response: reportsPageSchema },
  'reportsHandle': { keepsPages: true, auth: 'admin', tag: 'Propietarios', summary: 'Dar una denuncia por atendida (admin)', params: idParamsSchema, response: reportSchema },
  'reportsDeleteItem': { auth: 'admin', tag: 'Propietarios', summary: 'Borrar lo denunciado (admin)', params: idParamsSchema, response: reportSchema },
  'ratesLatest': { auth: 'public', tag: 'Propietarios', summary: `La tasa de referencia más reciente; \`stale\` si tiene más de ${RATE_MAX_AGE_DAYS} días`, response: latestRateSchema },
  'ratesList': { auth: 'admin', tag: 'Propietarios', summary: 'Historial de tasas (admin)', query: ratesQuerySchema, response: ratesPageSchema },
  'ratesCreate': { auth: 'admin', tag: 'Propietarios', summary: 'Fijar la tasa del día con su fuente (admin)', body: rateBodySchema, response: rateSchema },
  'changesList': { auth: 'admin', tag: 'Propietarios', summary: 'Cambios hechos en las páginas de los negocios, el más nuevo primero (admin)', query: changesQuerySchema, response: changesPageSchema },
  'changesRevert': { auth: 'admin', tag: 'Propietarios', summary: 'Deshacer el último cambio de su tipo en un negocio (admin)', params: idParamsSchema, response: changeSchema },
  'eventsList': { auth: 'public', tag: 'Eventos', summary: 'Eventos por fecha de inicio', query: eventListQuerySchema, response: z.array(eventSchema) },
  'eventsCalendar': { auth: 'public', tag: 'Eventos', summary: 'Un evento como archivo .ics ("Añadir al calendario")', params: idParamsSchema },
  'eventsById': { auth: 'public', tag: 'Eventos', summary: 'Un evento', params: idParamsSchema, response: eventSchema },
  'eventsCreate': { auth: 'admin', tag: 'Eventos', summary: 'Crear evento (admin)', response: eventSchema },
  'eventsUpdate': { auth: 'admin', tag: 'Eventos', summary: 'Editar evento (admin)', params: idParamsSchema, response: eventSchema },
  'eventsRemove': { auth: 'admin', tag: 'Eventos', summary: 'Borrar evento y sus imágenes (admin)', params: idParamsSchema },
  'eventsFeed': { auth: 'public', tag: 'Eventos', summary: 'Suscripción a los eventos (.ics)', query: eventsFeedQuerySchema },
  'categoriesList': { auth: 'public', tag: 'Categorías', summary: 'Categorías ordenadas por nombre; con ?home=true, solo las de inicio en el orden del admin', query: categoryListQuerySchema, response: z.array(categorySchema) },
  'categoriesById': { auth: 'public', tag: 'Categorías', summary: 'Una categoría', params: idParamsSchema, response: categorySchema },
  'categoriesCreate': { auth: 'admin', tag: 'Categorías', summary: 'Crear categoría (admin)', body: categoryBodySchema, response: categorySchema },
  'categoriesUpdate': { auth: 'admin', tag: 'Categorías', summary: 'Editar categoría (admin)', params: idParamsSchema, body: categoryBodySchema, response: categorySchema },
  'categoriesMove': { auth: 'admin', tag: 'Categorías', summary: 'Subir o bajar una categoría un puesto en inicio (admin); responde las de inicio en su nuevo orden', params: idParamsSchema, body: categoryMoveBodySchema, response: z.array(categorySchema) },
  'categoriesRemove': { auth: 'admin', tag: 'Categorías', summary: 'Borrar categoría (admin)', params: idParamsSchema },
  'directionsRoute': { auth: 'user', tag: 'Mapa', summary: 'Ruta a pie o en coche entre dos puntos (mapa de OpenStreetMap)', query: directionsQuerySchema, response: directionsResponseSchema },
  'mapInfo': { auth: 'public', tag: 'Mapa', summary: 'Qué mapa base sirve el servidor: tamaño, ETag, atribución, zooms, límites' },
  'mapArchive': { auth: 'public', tag: 'Mapa', summary: 'El archivo PMTiles del mapa base, por rangos de bytes' },
  'itinerariesShared': { auth: 'public', tag: 'Planes', summary: 'Un plan compartido, de solo lectura (sin sesión)', response: sharedItinerarySchema },
  'itinerariesList': { auth: 'user', tag: 'Planes', summary: 'Mis planes, el último cambiado primero', response: z.array(itinerarySchema) },
  'itinerariesCreate': { keepsPages: true, auth: 'user', tag: 'Planes', summary: `Crear un plan (como mucho ${ITINERARY_LIMITS.perPerson} por persona y ${ITINERARY_LIMITS.stops} paradas)`, body: itineraryBodySchema, response: itinerarySchema },
  'itinerariesById': { auth: 'user', tag: 'Planes', summary: 'Un plan mío', params: idParamsSchema, response: itinerarySchema },
  'itinerariesUpdate': { keepsPages: true, auth: 'user', tag: 'Planes', summary: 'Cambiar nombre, fecha y paradas (en orden) de un plan mío', params: idParamsSchema, body: itineraryBodySchema, response: itinerarySchema },
  'itinerariesRemove': { keepsPages: true, auth: 'user', tag: 'Planes', summary: 'Borrar un plan mío (su enlace deja de funcionar)', params: idParamsSchema },
  'itinerariesShare': { keepsPages: true, auth: 'user', tag: 'Planes', summary: 'Compartir un plan: su `share_token` (el mismo mientras siga compartido)', params: idParamsSchema, response: itinerarySchema },
  'itinerariesUnshare': { keepsPages: true, auth: 'user', tag: 'Planes', summary: 'Dejar de compartir: el enlace anterior responde 404', params: idParamsSchema, response: itinerarySchema },
  'osmPlace': { auth: 'public', tag: 'OpenStreetMap', summary: 'Un lugar de OpenStreetMap, por el id de su página (osm-node-123)', response: osmPlaceDetailSchema },
  'osmClaimsAsk': { keepsPages: true, auth: 'user', tag: 'Propietarios', summary: '¿Es tu negocio? Pedir gestionar un lugar de OpenStreetMap (osm-node-123): al aprobarlo, el lugar pasa a ser un negocio de la guía', body: claimBodySchema, response: claimSchema },
  'osmImports': { auth: 'admin', tag: 'OpenStreetMap', summary: 'Importaciones de OpenStreetMap, la última primero (admin)', query: osmImportsQuerySchema, response: osmImportsPageSchema },
  'uploadsFile': { auth: 'public', tag: 'Sistema', summary: 'Una foto subida (original o miniatura WebP), guardada para siempre (immutable)' },
};
