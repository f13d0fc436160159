import path from 'node:path';
import { createRequire } from 'node:module';
import express, { Router } from 'express';
import { z } from 'zod';
import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { CHANGE_MESSAGES, changeSchema, changesPageSchema, MENU_MESSAGES, RATE_MAX_AGE_DAYS, RATE_MESSAGES, latestRateSchema, menuBodySchema, menuSchema, rateBodySchema, rateSchema, ratesPageSchema, CLAIM_MESSAGES, CLAIM_STATUSES, claimBodySchema, claimDecisionSchema, claimSchema, claimsPageSchema, ITINERARY_MESSAGES, itineraryBodySchema, itinerarySchema, sharedItinerarySchema, DIRECTIONS_MESSAGES, WALKING_SPEED_M_PER_S, directionsQuerySchema, directionsResponseSchema, BUSINESS_MESSAGES, CATEGORY_MESSAGES, EVENT_MESSAGES, MSG, NEARBY_DEFAULT_DISTANCE_M, NEARBY_MAX_DISTANCE_M, PHOTO_MAX_WIDTH, ROLES, SEARCH_MAX_RESULTS, THUMBNAIL_MAX_WIDTH, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, BUSINESS_BATCH_MAX, BUSINESS_LIST_MAX_LIMIT, businessFormFieldsSchema, businessListPageSchema, businessListQuerySchema, businessSchema, categoryBodySchema, categoryListQuerySchema, categoryMoveBodySchema, commentsPageSchema, commentsQuerySchema, LATEST_COMMENTS, categorySchema, counterResponseSchema, errorBodySchema, eventSchema, favoriteSchema, favoritesChangeResponseSchema, loginBodySchema, passwordResetBodySchema, passwordResetLinkSchema, loginResponseSchema, nearbyQuerySchema, nearbyResponseSchema, OSM_ATTRIBUTION, OSM_MERGE_DISTANCE_M, OSM_NEARBY_LIMIT, publicUserSchema, registerBodySchema, reviewBodySchema, searchQuerySchema, searchWithOsmResponseSchema, userCreateBodySchema, userUpdateBodySchema, userUpdateResponseSchema, USERS_PAGE_MAX_LIMIT, usersPageSchema, usersQuerySchema, RESET_MESSAGES, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { OWNER_PHOTO_LIMITS, OWNER_PHOTO_MESSAGES, ownerPhotoRemoveQuerySchema, ownerPhotosOrderBodySchema, ownerPhotosSchema } from '@guia/contracts';
import { OSM_IMPORTS_DEFAULT_LIMIT, OSM_IMPORTS_MAX_LIMIT, OSM_SKIP_REASONS, osmImportsPageSchema, osmImportsQuerySchema } from '@guia/contracts';
import { API, API_PREFIX, ROUTE_API, routeUrl, ROUTE_LIST, type AnyRoute, type RouteAuth, type RouteId } from '@guia/contracts';
import type { AppContext } from '../context';
import { mountedPath, route } from './route';

/**
 * The OpenAPI 3 document of the whole API, generated from the contracts' zod schemas
 * (@asteasolutions/zod-to-openapi, which reads zod 4's `.meta()`), and an interactive page
 * (swagger-ui-dist, served from this server: no CDN, no network).
 */

const OBJECT_ID_PATTERN = '^[a-fA-F0-9]{24}$';
const id = (description: string) => z.string().meta({ description, pattern: OBJECT_ID_PATTERN, example: '665f1c2e8b3a4d0012345678' });
const binary = (description: string) => z.string().meta({ type: 'string', format: 'binary', description });
const jsonText = (description: string, example: string) => z.string().meta({ description, example });

type Responses = RouteConfig['responses'];

/** Who needs a Bearer token (the docs' lock). */
const SIGNED_IN: RouteAuth[] = ['user', 'self-or-admin', 'owner-or-admin', 'admin'];

/** The table's Express path as OpenAPI writes it under the `/api` server: `/business/{id}`. */
export const openApiPath = (path: string): string => path.replace(new RegExp(`^${API_PREFIX}(?=/)`), '').replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

let cachedDocument: ReturnType<OpenApiGeneratorV3['generateDocument']> | undefined;

/** Built once per process: `.meta({ id })` registers names in zod's global registry. */
export function openApiDocument() {
  cachedDocument ??= buildDocument();
  return cachedDocument;
}

function buildDocument() {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token de POST /auth/login: `Authorization: Bearer <token>`.',
  });
  const secured = [{ [bearer.name]: [] }];

  // ── component schemas (from the contracts) ────────────────────────────────────────────────
  const ErrorBody = errorBodySchema.meta({ id: 'Error', description: 'Cuerpo de todo error: `{ message }` en español, o en inglés si Accept-Language lo prefiere (en…).' });
  const Business = businessSchema.meta({ id: 'Business' });
  const NearbyResponse = nearbyResponseSchema.meta({ id: 'NearbyResponse' });
  const SearchWithOsmResponse = searchWithOsmResponseSchema.meta({ id: 'SearchWithOsmResponse' });
  const Event = eventSchema.meta({ id: 'Event' });
  const Category = categorySchema.meta({ id: 'Category' });
  const CategoryBody = categoryBodySchema.meta({ id: 'CategoryBody' });
  const PublicUser = publicUserSchema.meta({ id: 'User', description: 'Un usuario; nunca lleva la contraseña ni su hash.' });
  const Favorite = favoriteSchema.meta({ id: 'Favorite' });
  const Counter = counterResponseSchema.meta({
    id: 'Counter',
    description: 'El contador nuevo; `counted` es false si este cliente ya contó este negocio en la última hora.',
  });

  const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
  const ok = (description: string, schema?: z.ZodType, status = 200): Responses =>
    schema ? { [status]: { description, content: json(schema) } } : { [status]: { description } };

  const ERROR_TEXT: Record<number, string> = {
    400: `Datos inválidos (p. ej. '${API_MSG.invalidId}' para un id mal formado)`,
    401: `Sin token o token inválido: '${API_MSG.unauthorized}' / '${API_MSG.sessionExpired}'`,
    403: `Sin permiso: '${API_MSG.forbidden}'`,
    404: 'No encontrado',
    409: 'Duplicado',
    413: `Archivo demasiado grande: '${API_MSG.fileTooLarge}'`,
    429: `Demasiadas solicitudes: '${API_MSG.tooManyLoginAttempts}'`,
    503: `Almacén de datos no disponible: '${API_MSG.storeUnavailable}'`,
  };
  const errors = (codes: number[], overrides: Record<number, string> = {}): Responses =>
    Object.fromEntries(
      [...codes, 503].map((code) => [code, { description: overrides[code] ?? ERROR_TEXT[code] ?? 'Error', content: json(ErrorBody) }]),
    );
  const admin = [400, 401, 403];

  const idParams = (description: string) => z.object({ id: id(description) });

  /** What the table does not say of a route: its request's documented shapes, its answers, a description. */
  type Detail = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'summary' | 'security'>;
  const details: Partial<Record<RouteId, Detail>> = {};
  const doc = (id: RouteId, detail: Detail) => {
    details[id] = detail;
  };
  /** The errors a route without its own detail may answer, by who may call it. */
  const AUTH_ERRORS: Record<RouteAuth, number[]> = {
    public: [404],
    optional: [404],
    user: [400, 401],
    'self-or-admin': [400, 401, 403, 404],
    'owner-or-admin': [400, 401, 403, 404],
    admin: [400, 401, 403],
  };
  /** A route described by the table alone: its schemas, its one answer, the errors its access implies. */
  const fromTable = (entry: AnyRoute): Detail => {
    const api = ROUTE_API[entry.id];
    const names = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const params = names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
    return {
      request: {
        ...(params ? { params } : {}),
        ...(api.query ? { query: api.query as z.ZodObject } : {}),
        ...(api.body ? { body: { required: true, content: json(api.body) } } : {}),
      },
      responses: { ...ok(api.summary, api.response), ...errors(AUTH_ERRORS[api.auth]) },
    };
  };

  // ── health ─────────────────────────────────────────────────────────────────────────────────
  doc('systemHealth', {
    responses: {
      ...ok('Vivo', z.object({ status: z.literal('ok'), store: z.enum(['mongo', 'embedded', 'memory']), google: z.boolean() })),
      ...ok(
        'El almacén de datos no responde (se recupera solo cuando vuelve)',
        z.object({ status: z.literal('degraded'), store: z.enum(['mongo', 'embedded', 'memory']), google: z.boolean(), message: z.string() }),
        503,
      ),
    },
  });

  // ── auth ───────────────────────────────────────────────────────────────────────────────────
  doc('authRegister', {
    request: { body: { required: true, content: json(registerBodySchema) } },
    responses: {
      ...ok('Usuario creado, con un `token` de sesión: registrarse inicia la sesión', PublicUser.extend({ token: z.string().min(1) }), 201),
      ...errors([400, 409, 429], {
        400: `'${MSG.registerFieldsRequired}', '${MSG.invalidEmail}', '${MSG.passwordMin}', '${MSG.passwordTooLong}', '${API_MSG.passwordControlChars}'`,
        409: `'${MSG.usernameTaken}' (también un nombre que se confunde a la vista con uno existente) / '${MSG.emailTaken}'`,
        429: `'${API_MSG.tooManyRegistrations}'`,
      }),
    },
  });
  doc('authLogin', {
    description:
      'Fallos limitados por cuenta (sea cual sea el identificador), por dirección y por ambos; una dirección que pasa su límite va más despacio y solo entra con la contraseña correcta.',
    request: { body: { required: true, content: json(loginBodySchema) } },
    responses: {
      ...ok('Token JWT (HS256); su payload lleva `sub: { user_id, role_id }`', loginResponseSchema),
      ...errors([400, 401, 429], { 400: `'${API_MSG.loginFieldsRequired}'`, 401: `'${API_MSG.invalidCredentials}'` }),
    },
  });
  doc('authPasswordReset', {
    description:
      'El `token` es el del enlace `/restablecer/{token}` (POST /users/{id}/password-reset). Sirve una vez y caduca a las 24 horas; al usarlo se cierran las demás sesiones y la respuesta trae un token de sesión nuevo. Una contraseña rechazada deja el enlace sin usar.',
    request: { body: { required: true, content: json(passwordResetBodySchema) } },
    responses: {
      ...ok('Contraseña cambiada; token JWT de sesión', loginResponseSchema),
      ...errors([400], {
        400: `'${RESET_MESSAGES.resetLinkInvalid}' (enlace desconocido, usado o caducado), '${MSG.passwordMin}', '${API_MSG.passwordCommon}', '${API_MSG.passwordTrivial}', '${API_MSG.passwordPersonal}'`,
      }),
    },
  });
  doc('authLogout', {
    responses: { ...ok('Sesión cerrada', undefined, 204), ...errors([401]) },
  });

  // ── users ──────────────────────────────────────────────────────────────────────────────────
  const userId = idParams('Id del usuario');
  const favParams = z.object({ id: id('Id del usuario'), businessId: id('Id del negocio') });
  doc('usersList', {
    description: `Una página (\`page\` desde 1, \`limit\` ≤ ${USERS_PAGE_MAX_LIMIT}) de los usuarios, los más antiguos primero, con el total (issue 17 §11). Nunca lleva contraseñas ni sus hashes.`,
    request: { query: usersQuerySchema },
    responses: {
      ...ok('Una página de usuarios', usersPageSchema.extend({ items: z.array(PublicUser) }).meta({ id: 'UsersPage' })),
      ...errors([400, 401, 403], { 400: `'${API_MSG.invalidPage}'` }),
    },
  });
  doc('usersCreate', {
    description: `role_id: ${ROLES.ADMIN} administrador, ${ROLES.USER} usuario.`,
    request: { body: { required: true, content: json(userCreateBodySchema) } },
    responses: { ...ok('Creado', PublicUser, 201), ...errors([...admin, 409], { 409: `'${MSG.usernameTaken}' / '${MSG.emailTaken}'` }) },
  });
  doc('usersById', {
    request: { params: userId },
    responses: { ...ok('Usuario', PublicUser), ...errors([...admin, 404], { 404: `'${API_MSG.userNotFound}'` }) },
  });
  doc('usersUpdate', {
    description:
      'Cambiar la propia contraseña, correo o nombre de usuario exige `current_password`; solo un admin cambia `role_id`; el último administrador no puede perder su rol. Cuando el propio usuario cambia su contraseña, la respuesta trae un `token` nuevo.',
    request: { params: userId, body: { required: true, content: json(userUpdateBodySchema) } },
    responses: {
      ...ok('Usuario actualizado', userUpdateResponseSchema),
      ...errors([...admin, 404, 409], {
        400: `'${MSG.passwordMin}', '${MSG.currentPasswordRequired}', '${MSG.currentPasswordWrong}' …`,
        404: `'${API_MSG.userNotFound}'`,
        409: `'${MSG.usernameTaken}' / '${MSG.emailTaken}' / '${API_MSG.lastAdmin}'`,
      }),
    },
  });
  doc('usersRemove', {
    request: { params: userId },
    responses: {
      ...ok('Borrado', undefined, 204),
      ...errors([...admin, 404, 409], { 404: `'${API_MSG.userNotFound}'`, 409: `'${API_MSG.lastAdmin}'` }),
    },
  });
  doc('usersPasswordResetLink', {
    description:
      'Crea un enlace de un solo uso que caduca en 24 horas, para quien olvidó su contraseña (el administrador se lo envía, p. ej. por WhatsApp). El token se muestra solo en esta respuesta: se guarda únicamente su hash sha256. Un enlace nuevo anula los anteriores del usuario.',
    request: { params: userId },
    responses: {
      ...ok('Enlace creado', passwordResetLinkSchema, 201),
      ...errors([...admin, 404], { 404: `'${API_MSG.userNotFound}'` }),
    },
  });
  doc('favoritesList', {
    request: { params: userId },
    responses: { ...ok('Favoritos', z.array(Favorite)), ...errors([...admin, 404]) },
  });
  doc('favoritesAdd', {
    request: { params: favParams },
    responses: { ...ok('Favoritos tras el cambio', favoritesChangeResponseSchema), ...errors([...admin, 404]) },
  });
  doc('favoritesRemove', {
    request: { params: favParams },
    responses: { ...ok('Favoritos tras el cambio', favoritesChangeResponseSchema), ...errors([...admin, 404]) },
  });

  // ── businesses ─────────────────────────────────────────────────────────────────────────────
  const businessId = idParams('Id del negocio');
  // 'Abierto ahora' (issue 16 §2): evaluated by the server from the hours, in Havana's time
  const openNowParam = z
    .enum(['true', 'false'])
    .optional()
    .meta({
      description: `\`true\`: solo los negocios propios abiertos en este momento en La Habana (hora de Cuba, calculada por el servidor con sus horarios; los que no tienen horario nunca cuentan como abiertos) y, de Google, solo los lugares con \`opening_hours.open_now\` = true. Cualquier otro valor que no sea \`true\` o \`false\`: 400 '${BUSINESS_MESSAGES.openNowInvalid}'.`,
    });
  const osmParam = z
    .enum(['true', 'false'])
    .optional()
    .meta({
      description: `\`true\`: la respuesta es \`SearchWithOsmResponse\` (los negocios de la guía y los lugares de OpenStreetMap cuyo nombre coincide); sin él o \`false\`, el array de negocios de siempre. Otro valor: 400 '${BUSINESS_MESSAGES.osmParamInvalid}'.`,
    });
  const businessNotFound = { 404: `'${MSG.businessLoadError}'` };
  const businessForm = businessFormFieldsSchema
    .extend({
      geometry: jsonText('JSON: `{"location":{"lat":23.13,"lng":-82.38}}`', '{"location":{"lat":23.1367,"lng":-82.3596}}').optional(),
      categories: jsonText('JSON: lista de categorías', '["restaurant","Comer y beber"]').optional(),
      types: jsonText('JSON: lista de tipos estilo Google', '["restaurant"]').optional(),
      hours: jsonText(
        'JSON: horario estructurado (hora de Cuba). `week`: por día (`mon`…`sun`) una lista de franjas `{ open, close }` en HH:MM (un día ausente o `[]` = cerrado; un cierre anterior a la apertura pasa de medianoche solo hasta las 06:00; las franjas de un día no se solapan). `exceptions`: `{ date: AAAA-MM-DD, closed, ranges?, note? }` (como mucho 60, una por fecha). `null` lo borra. Un error responde 400 con el mensaje en español.',
        '{"week":{"mon":[{"open":"12:00","close":"16:00"},{"open":"19:00","close":"00:00"}],"tue":[]},"exceptions":[{"date":"2026-12-31","closed":true,"note":"cerrado el 31/12"}]}',
      ).optional(),
      opening_hours: jsonText(
        'JSON (antiguo): `{ weekday_text[] }` en texto libre; se lee como `hours` (las líneas que no se entienden quedan en `hours.unparsed`). `open_now` se calcula, nunca se guarda.',
        '{"weekday_text":["lunes: 12:00–23:00"]}',
      ).optional(),
      plus_code: jsonText('JSON: `{ global_code, compound_code }`', '{"global_code":"76982V8Q+XX"}').optional(),
      photo_urls: jsonText('JSON: URLs de fotos a conservar (PUT) o externas', '["/uploads/ab12.webp"]').optional(),
      photos: z.array(binary(`Imagen (JPEG, PNG, WebP, GIF o AVIF), ≤ ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`)).max(UPLOAD_MAX_FILES).optional(),
      icon: binary('Icono: un archivo de imagen (o, como texto, la URL del icono)').optional(),
    })
    .meta({
      id: 'BusinessForm',
      description: `multipart/form-data. Hasta ${UPLOAD_MAX_FILES} fotos; de cada foto se guardan dos copias WebP sin metadatos: la que se muestra (≤ ${PHOTO_MAX_WIDTH} px de ancho, en \`photos\`) y una miniatura (≤ ${THUMBNAIL_MAX_WIDTH} px, en \`thumbnails\`).`,
    });
  doc('businessList', {
    description: `Sin \`ids\`, solo administradores (issue 17 §11): una página (\`page\` desde 1, \`limit\` ≤ ${BUSINESS_LIST_MAX_LIMIT}) de los negocios, los más antiguos primero, con los campos que muestra la lista y el total (\`BusinessListPage\`). Las listas públicas son promoted, elite, nearby y search.\n\nCon \`ids\` (hasta ${BUSINESS_BATCH_MAX}, separados por comas), público: un array de \`Business\` con los que existen, en el orden pedido (los favoritos del perfil en una sola petición).`,
    request: {
      query: businessListQuerySchema.extend({
        ids: z.string().optional().meta({ description: `Ids de negocio separados por comas (hasta ${BUSINESS_BATCH_MAX}); responde un array de Business, sin token` }),
      }),
    },
    responses: {
      ...ok('Una página de negocios (sin ids) o los negocios pedidos (con ids: array de Business)', businessListPageSchema.meta({ id: 'BusinessListPage' })),
      ...errors([400, 401, 403], { 400: `'${API_MSG.invalidPage}' / '${API_MSG.invalidId}'` }),
    },
  });
  doc('businessCreate', {
    request: { body: { required: true, content: { 'multipart/form-data': { schema: businessForm } } } },
    responses: { ...ok('Creado', Business, 201), ...errors([...admin, 413]) },
  });
  doc('businessPromoted', {
    responses: { ...ok('Negocios', z.array(Business)), ...errors([]) },
  });
  doc('businessElite', {
    responses: { ...ok('Negocios', z.array(Business)), ...errors([]) },
  });
  doc('businessNearby', {
    description:
      `max_distance en metros (por defecto ${NEARBY_DEFAULT_DISTANCE_M}, máximo ${NEARBY_MAX_DISTANCE_M}); ordenados por distancia. Cada negocio propio lleva \`hours\` (horario estructurado) y \`opening_hours\` calculado al responder (\`open_now\` en hora de Cuba, ausente si no hay horario). \`google_available\` es true solo si se preguntó a Google y respondió (false sin clave, si falla o si la categoría no es un tipo de Google).\n\n` +
      `**Lugares de OpenStreetMap** (issue 24, importados con \`pnpm osm:import\`; datos ${OSM_ATTRIBUTION}, licencia ODbL: muestra el crédito y enlaza \`https://www.openstreetmap.org/<osm_type>/<osm_id>\`): \`osm_places\` lleva los del mismo radio, con la misma categoría (los nombres de las categorías de la guía, en español o en inglés, y \`lodging\`/alojamiento para casas particulares y hoteles) y el mismo \`open_now\` (calculado de su \`opening_hours\` en hora de Cuba; un horario que no se pudo leer va en \`hours_text\` y nunca cuenta como abierto), los más cercanos primero, como mucho ${OSM_NEARBY_LIMIT}. \`osm_total\` cuenta cuántos cumplen esas reglas en el radio: si es mayor que la longitud de \`osm_places\`, hay más (acerca el mapa); es exacto hasta ${OSM_NEARBY_LIMIT * 4} lugares en el radio y, por encima, una cota superior (de los no leídos no se descuentan los fusionados ni los cerrados).\n\n` +
      `**Fusionados, no duplicados:** un lugar de OpenStreetMap a ${OSM_MERGE_DISTANCE_M} m o menos de un negocio de la guía cuyo nombre normalizado coincide (sin acentos ni mayúsculas; uno contiene al otro palabra por palabra; también \`name:es\`/\`name:en\`) es ese negocio: no sale en \`osm_places\` y el negocio lleva \`osm: { type, id }\` (calculado al responder, nada se escribe; aunque el negocio no salga en esta respuesta por su categoría o su horario, el lugar tampoco sale).`,
    request: { query: nearbyQuerySchema.extend({ open_now: openNowParam }) },
    responses: { ...ok('Negocios propios y lugares externos', NearbyResponse), ...errors([400]) },
  });
  doc('businessSearch', {
    description:
      `Sin distinguir acentos ni mayúsculas; mejores coincidencias primero, más cercanos en empate; como mucho ${SEARCH_MAX_RESULTS}.\n\n` +
      `Con \`osm=true\` (issue 24) responde \`SearchWithOsmResponse\`: \`mongo_businesses\` (lo mismo que sin él) y \`osm_places\`, los lugares de OpenStreetMap (datos ${OSM_ATTRIBUTION}, ODbL) cuyo nombre (o \`name:es\`/\`name:en\`) tiene una palabra que empieza por cada palabra de \`q\`, con la misma regla de \`open_now\`, los más cercanos primero si se da lat/lon (si no, primero los que empiezan por la búsqueda y luego por nombre), como mucho ${OSM_NEARBY_LIMIT}; \`osm_total\` cuenta las coincidencias (entre los ${OSM_NEARBY_LIMIT * 4} primeros leídos). Un lugar a ${OSM_MERGE_DISTANCE_M} m o menos de uno de los negocios encontrados con nombre coincidente es ese negocio: no sale en \`osm_places\` y el negocio lleva \`osm: { type, id }\`.`,
    request: { query: searchQuerySchema.extend({ open_now: openNowParam, osm: osmParam }) },
    responses: { ...ok('Negocios (o, con osm=true, negocios y lugares de OpenStreetMap)', z.union([z.array(Business), SearchWithOsmResponse])), ...errors([400]) },
  });
  doc('businessById', {
    request: { params: businessId },
    responses: { ...ok('Negocio', Business), ...errors([400, 404], businessNotFound) },
  });
  doc('businessUpdate', {
    description: `Enviar \`version\` (la del negocio leído): si otro lo cambió entretanto, 409 '${API_MSG.staleWrite}' y nada cambia.`,
    request: { params: businessId, body: { required: true, content: { 'multipart/form-data': { schema: businessForm } } } },
    responses: { ...ok('Actualizado', Business), ...errors([...admin, 404, 409, 413], { ...businessNotFound, 409: `'${API_MSG.staleWrite}'` }) },
  });
  doc('businessRemove', {
    request: { params: businessId },
    responses: {
      ...ok('Borrado', z.object({ message: z.string().meta({ example: ADMIN_MSG.businessDeleted }), _id: id('Id del negocio borrado') })),
      ...errors([...admin, 404], businessNotFound),
    },
  });
  doc('countersVisit', {
    request: { params: businessId },
    responses: { ...ok('Contador', Counter), ...errors([400, 404], businessNotFound) },
  });
  doc('countersReservation', {
    request: { params: businessId },
    responses: { ...ok('Contador', Counter), ...errors([400, 404], businessNotFound) },
  });
  doc('reviewsCreate', {
    description:
      'Una por persona y negocio: una segunda reemplaza a la primera (200 en vez de 201). rating y user_ratings_total del negocio pasan a ser la media y el número de reseñas.',
    request: { params: businessId, body: { required: true, content: json(reviewBodySchema) } },
    responses: {
      ...ok('Negocio con la reseña', Business, 201),
      200: { description: 'Negocio con la reseña que reemplazó a la anterior', content: json(Business) },
      ...errors([400, 401, 404, 429], { ...businessNotFound, 429: `'${API_MSG.tooManyReviews}'` }),
    },
  });
  doc('reviewsList', {
    description: `Las más recientes primero. Las respuestas de negocios solo llevan las ${LATEST_COMMENTS} últimas en \`comments\`.`,
    request: { params: businessId, query: commentsQuerySchema },
    responses: { ...ok('Una página de reseñas', commentsPageSchema.meta({ id: 'CommentsPage' })), ...errors([400, 404], businessNotFound) },
  });

  // ── events ─────────────────────────────────────────────────────────────────────────────────
  const eventId = idParams('Id del evento');
  const eventFields = {
    title: z.string().optional().meta({ description: 'Opcional', example: 'Festival de Jazz de La Habana' }),
    description: z.string().meta({ description: `Obligatoria: '${ADMIN_MSG.eventDescriptionRequired}'`, example: 'Tres noches de jazz cubano.' }),
    description_en: z.string().optional().meta({ description: `Opcional: la descripción en inglés (issue 22 §1); en blanco la borra, sin enviar no cambia.`, example: 'Three nights of Cuban jazz.' }),
    start_time: z.string().meta({ description: `ISO 8601 o datetime-local. '${ADMIN_MSG.eventDatesRequired}'`, example: '2030-06-01T20:00' }),
    end_time: z.string().meta({ description: `Posterior a start_time: '${ADMIN_MSG.eventStartBeforeEnd}'`, example: '2030-06-01T23:00' }),
    business_ids: jsonText(`JSON: ids de negocios existentes ('${EVENT_MESSAGES.unknownBusinesses}')`, '["665f1c2e8b3a4d0012345678"]').optional(),
    images: z.array(binary(`Imagen (JPEG, PNG, WebP, GIF o AVIF), ≤ ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`)).max(UPLOAD_MAX_FILES).optional(),
  };
  const EventForm = z.object(eventFields).meta({ id: 'EventForm', description: 'multipart/form-data; `images` repetido.' });
  const EventUpdateForm = z
    .object({
      ...eventFields,
      existing_images: jsonText(
        'JSON: URLs actuales a conservar, en orden; las que falten se borran. Si no se envía, se conservan todas.',
        '["/uploads/ab12.webp"]',
      ).optional(),
      version: z.string().optional().meta({ description: `La \`version\` del evento leído; si otro lo cambió entretanto: 409 '${API_MSG.staleWrite}'`, example: '3' }),
    })
    .meta({ id: 'EventUpdateForm', description: `multipart/form-data; como mucho ${UPLOAD_MAX_FILES} imágenes en total.` });
  const eventErrors = {
    400: `'${ADMIN_MSG.eventDescriptionRequired}', '${ADMIN_MSG.eventDatesRequired}', '${ADMIN_MSG.eventStartBeforeEnd}', '${EVENT_MESSAGES.invalidBusinessIds}', '${EVENT_MESSAGES.unknownBusinesses}', '${API_MSG.notAnImage}', '${API_MSG.tooManyFiles}'`,
    404: `'${API_MSG.eventNotFound}'`,
  };
  doc('eventsList', {
    request: { query: z.object({ upcoming: z.enum(['true', 'false']).optional().meta({ description: 'true: omite los ya terminados' }) }) },
    responses: { ...ok('Eventos', z.array(Event)), ...errors([]) },
  });
  doc('eventsCreate', {
    request: { body: { required: true, content: { 'multipart/form-data': { schema: EventForm } } } },
    responses: { ...ok('Creado', Event, 201), ...errors([...admin, 413], eventErrors) },
  });
  doc('eventsById', {
    request: { params: eventId },
    responses: { ...ok('Evento', Event), ...errors([400, 404], eventErrors) },
  });
  const calendarFile = { 'text/calendar': { schema: z.string().meta({ description: 'iCalendar (RFC 5545): horas de Cuba con TZID=America/Havana y su VTIMEZONE' }) } };
  doc('eventsCalendar', {
    request: { params: eventId },
    responses: { 200: { description: 'El archivo, para descargar', content: calendarFile }, ...errors([400, 404], eventErrors) },
  });
  doc('eventsFeed', {
    servers: [{ url: '/', description: 'En la raíz del sitio, no bajo /api: la dirección a la que se suscribe una app de calendario' }],
    description: 'Los eventos que no han terminado (y los que terminaron hace menos de 30 días), como mucho 500. Con `category`, los que se celebran en un lugar de esa categoría.',
    request: { query: z.object({ category: z.string().optional().meta({ description: 'Nombre en español o inglés, o id, de una categoría', example: 'Vida nocturna' }) }) },
    responses: { 200: { description: 'El calendario', content: calendarFile }, ...errors([400], { 400: `'${EVENT_MESSAGES.unknownCalendarCategory}'` }) },
  });
  doc('eventsUpdate', {
    description: `Enviar \`version\` (la del evento leído): si otro lo cambió entretanto, 409 '${API_MSG.staleWrite}' y nada cambia.`,
    request: { params: eventId, body: { required: true, content: { 'multipart/form-data': { schema: EventUpdateForm } } } },
    responses: { ...ok('Actualizado', Event), ...errors([...admin, 404, 409, 413], { ...eventErrors, 409: `'${API_MSG.staleWrite}'` }) },
  });
  doc('eventsRemove', {
    request: { params: eventId },
    responses: { ...ok('Borrado', undefined, 204), ...errors([...admin, 404], eventErrors) },
  });

  // ── categories ─────────────────────────────────────────────────────────────────────────────
  const categoryId = idParams('Id de la categoría');
  const categoryErrors = {
    400: `'${CATEGORY_MESSAGES.namesRequired}'`,
    404: `'${CATEGORY_MESSAGES.notFound}'`,
    409: `'${CATEGORY_MESSAGES.duplicate}'`,
  };
  doc('categoriesList', {
    request: { query: categoryListQuerySchema },
    responses: { ...ok('Categorías', z.array(Category)), ...errors([400]) },
  });
  doc('categoriesMove', {
    request: { params: categoryId, body: { required: true, content: json(categoryMoveBodySchema) } },
    responses: {
      ...ok('Categorías de inicio', z.array(Category)),
      ...errors([...admin, 404, 409], { 400: `'${CATEGORY_MESSAGES.moveDirection}'`, 404: `'${CATEGORY_MESSAGES.notFound}'`, 409: `'${CATEGORY_MESSAGES.notOnHome}'` }),
    },
  });
  doc('categoriesCreate', {
    request: { body: { required: true, content: json(CategoryBody) } },
    responses: { ...ok('Creada', Category, 201), ...errors([...admin, 409], categoryErrors) },
  });
  doc('categoriesById', {
    request: { params: categoryId },
    responses: { ...ok('Categoría', Category), ...errors([400, 404], categoryErrors) },
  });
  doc('categoriesUpdate', {
    request: { params: categoryId, body: { required: true, content: json(CategoryBody) } },
    responses: { ...ok('Actualizada', Category), ...errors([...admin, 404, 409], categoryErrors) },
  });
  doc('categoriesRemove', {
    request: { params: categoryId },
    responses: { ...ok('Borrada', undefined, 204), ...errors([...admin, 404], categoryErrors) },
  });

  // ── map ────────────────────────────────────────────────────────────────────────────────────
  const MapInfo = z
    .object({
      url: z.literal(routeUrl(API.mapArchive)).meta({ description: 'Dónde leer el archivo (mismo origen)' }),
      bytes: z.number().int().meta({ description: 'Tamaño del archivo: lo que ocupa descargarlo para usarlo sin conexión' }),
      etag: z.string().meta({ description: 'El ETag del archivo, con comillas; si cambia, la copia guardada en el teléfono es vieja' }),
      kind: z.enum(['embedded', 'osm']).meta({ description: '`embedded`: el mapa base de Cuba incluido; `osm`: el archivo de OpenStreetMap de MAP_TILES' }),
      attribution: z.string().meta({ description: 'HTML con los enlaces a la licencia de cada fuente, para mostrar en el mapa' }),
      minzoom: z.number().int(),
      maxzoom: z.number().int().meta({ description: 'Zoom máximo de los datos; más cerca se amplían las teselas de este zoom' }),
      bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).meta({ description: 'Oeste, sur, este, norte' }),
      center: z.tuple([z.number(), z.number(), z.number()]).meta({ description: 'Longitud, latitud, zoom' }),
    })
    .meta({ id: 'MapInfo' });
  const noMap = { 404: { description: 'Ni siquiera está el mapa base incluido', content: json(ErrorBody) } };
  doc('mapInfo', {
    description:
      'El mapa base vectorial (PMTiles v3, teselas MVT con el esquema de Protomaps v4) que el mapa lee por rangos desde el propio origen: el de OpenStreetMap que nombra MAP_TILES o, si falta o no es un PMTiles v3, el mapa base de Cuba incluido. `Cache-Control: public, max-age=0, must-revalidate`.',
    responses: { ...ok('El archivo servido', MapInfo), ...noMap },
  });
  const pmtiles = { 'application/vnd.pmtiles': { schema: z.string().meta({ format: 'binary' }) } };
  doc('mapArchive', {
    description:
      'Rangos HTTP (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`; uno por petición) con `Accept-Ranges: bytes`, ETag fuerte (`If-Range`, `If-None-Match`) y `Cache-Control: public, max-age=86400, no-transform`. Nunca se comprime (las teselas ya van en gzip). HEAD da el tamaño.',
    request: {
      headers: z.object({
        range: z.string().optional().meta({ description: 'p. ej. `bytes=0-16383`' }),
        'if-range': z.string().optional().meta({ description: 'El ETag: el rango solo si el archivo sigue siendo ese; si no, el archivo entero (200)' }),
      }),
    },
    responses: {
      200: { description: 'El archivo entero', content: pmtiles },
      206: { description: 'El rango pedido, con `Content-Range: bytes a-b/tamaño`', content: pmtiles },
      304: { description: 'If-None-Match coincide con el ETag' },
      416: { description: 'Rango fuera del archivo o al revés; `Content-Range: bytes */tamaño`, sin cuerpo' },
      ...noMap,
    },
  });

  // ── itineraries (plans for the day) ───────────────────────────────────────────────────────
  const Itinerary = itinerarySchema.meta({ id: 'Itinerary', description: 'Un plan del día: paradas en orden; `business: null` si el lugar ya no está en la guía.' });
  const SharedItinerary = sharedItinerarySchema.meta({ id: 'SharedItinerary', description: 'Lo que ve quien tiene el enlace: sin dueño, sin token, sin versión.' });
  const ItineraryBody = itineraryBodySchema.meta({ id: 'ItineraryBody' });
  const itineraryId = idParams('Id del plan');
  const itineraryErrors = {
    400: `'${ITINERARY_MESSAGES.nameRequired}', '${ITINERARY_MESSAGES.badTime}', '${ITINERARY_MESSAGES.badDate}', '${ITINERARY_MESSAGES.tooManyStops}', '${ITINERARY_MESSAGES.tooManyPlans}', '${ITINERARY_MESSAGES.unknownBusinesses}'`,
    404: `'${ITINERARY_MESSAGES.notFound}' (también para el plan de otra persona)`,
    409: `'${API_MSG.staleWrite}'`,
  };
  doc('itinerariesList', {
    responses: { ...ok('Planes', z.array(Itinerary)), ...errors([401]) },
  });
  doc('itinerariesCreate', {
    request: { body: { required: true, content: json(ItineraryBody) } },
    responses: { ...ok('Creado', Itinerary, 201), ...errors([400, 401], itineraryErrors) },
  });
  doc('itinerariesById', {
    request: { params: itineraryId },
    responses: { ...ok('Plan', Itinerary), ...errors([400, 401, 404], itineraryErrors) },
  });
  doc('itinerariesUpdate', {
    request: { params: itineraryId, body: { required: true, content: json(ItineraryBody) } },
    responses: { ...ok('Actualizado', Itinerary), ...errors([400, 401, 404, 409], itineraryErrors) },
  });
  doc('itinerariesRemove', {
    request: { params: itineraryId },
    responses: { ...ok('Borrado', undefined, 204), ...errors([400, 401, 404], itineraryErrors) },
  });
  doc('itinerariesShare', {
    request: { params: itineraryId },
    responses: { ...ok('Plan con share_token', Itinerary), ...errors([400, 401, 404], itineraryErrors) },
  });
  doc('itinerariesUnshare', {
    request: { params: itineraryId },
    responses: { ...ok('Plan sin share_token', Itinerary), ...errors([400, 401, 404], itineraryErrors) },
  });
  doc('itinerariesShared', {
    request: { params: z.object({ token: z.string().meta({ description: 'El share_token del plan', example: 'q3v0Zp8bQ0mYv1m2c3d4eA' }) }) },
    responses: { ...ok('Plan compartido', SharedItinerary), ...errors([404], itineraryErrors) },
  });

  // ── claims (owners) ───────────────────────────────────────────────────────────────────────
  const Claim = claimSchema.meta({ id: 'Claim', description: '¿Es tu negocio?: una solicitud para gestionar un negocio; aprobada, hace a la persona su propietaria.' });
  const claimErrors = {
    400: `'${CLAIM_MESSAGES.phoneRequired}', '${CLAIM_MESSAGES.badPhone}', '${CLAIM_MESSAGES.noteTooLong}', '${CLAIM_MESSAGES.badStatus}'`,
    404: `'${CLAIM_MESSAGES.notFound}'`,
    409: `'${CLAIM_MESSAGES.alreadyPending}', '${CLAIM_MESSAGES.alreadyOwner}', '${CLAIM_MESSAGES.notPending}', '${CLAIM_MESSAGES.notApproved}'`,
  };
  doc('claimsAsk', {
    request: { params: idParams('Id del negocio'), body: { required: true, content: json(claimBodySchema.meta({ id: 'ClaimBody' })) } },
    responses: { ...ok('Solicitud pendiente', Claim, 201), ...errors([400, 401, 404, 409], claimErrors) },
  });
  doc('claimsMine', {
    responses: { ...ok('Solicitudes', z.array(Claim)), ...errors([401]) },
  });
  doc('claimsList', {
    request: { query: z.object({ status: z.enum(CLAIM_STATUSES).optional(), page: z.string().optional(), limit: z.string().optional() }) },
    responses: { ...ok('Una página', claimsPageSchema.meta({ id: 'ClaimsPage' })), ...errors(admin, claimErrors) },
  });
  for (const action of ['approve', 'refuse', 'revoke'] as const) {
    doc(`claims${action[0]!.toUpperCase()}${action.slice(1)}` as 'claimsApprove', {
      request: { params: idParams('Id de la solicitud'), ...(action === 'approve' ? {} : { body: { content: json(claimDecisionSchema) } }) },
      responses: { ...ok('La solicitud decidida', Claim), ...errors([...admin, 404, 409], claimErrors) },
    });
  }

  // ── menus, rates and the change log (owners) ──────────────────────────────────────────────
  const Menu = menuSchema.meta({ id: 'Menu', description: `Precios en CUP y, con una tasa de hace ${RATE_MAX_AGE_DAYS} días o menos, en USD y EUR.` });
  const menuErrors = {
    400: `'${MENU_MESSAGES.badPrice}', '${MENU_MESSAGES.dishNameRequired}', '${MENU_MESSAGES.tooManyDishes}', '${MENU_MESSAGES.tooManySections}', '${MENU_MESSAGES.badPhoto}'`,
    403: `'${CLAIM_MESSAGES.notOwner}'`,
    404: `'${BUSINESS_MESSAGES.notFound}'`,
    409: `'${API_MSG.staleWrite}'`,
  };
  doc('menusGet', {
    request: { params: idParams('Id del negocio') },
    responses: { ...ok('Menú', Menu), ...errors([400, 404], menuErrors) },
  });
  // issue 21 §1: the page's photos by its owner (or an admin)
  const OwnerPhotos = ownerPhotosSchema.meta({ id: 'OwnerPhotos', description: 'Las fotos de la ficha en su orden, sus miniaturas (mismo orden) y la nueva `version`.' });
  const photoErrors = { 400: `'${OWNER_PHOTO_MESSAGES.tooMany}' / '${API_MSG.notAnImage}' / '${OWNER_PHOTO_MESSAGES.orderMismatch}'`, 403: `'${CLAIM_MESSAGES.notOwner}'`, 404: `'${OWNER_PHOTO_MESSAGES.notFound}'`, 409: `'${API_MSG.staleWrite}'` };
  doc('photosAdd', {
    description: `Como mucho ${OWNER_PHOTO_LIMITS.max} fotos en total (el límite del formulario del admin), cada una ≤ ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, comprobada por su contenido; de cada una se guardan dos copias WebP (≤ ${PHOTO_MAX_WIDTH} px y una miniatura ≤ ${THUMBNAIL_MAX_WIDTH} px). Cada cambio queda registrado en /changes (antes y después) y un admin lo puede deshacer.`,
    request: {
      params: idParams('Id del negocio'),
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z
              .object({
                photos: z.array(z.string().meta({ format: 'binary', description: 'Imagen (JPEG, PNG, WebP, GIF o AVIF)' })).max(OWNER_PHOTO_LIMITS.max),
                version: z.string().optional().meta({ description: 'La `version` del negocio leído (409 si cambió)' }),
              })
              .meta({ id: 'OwnerPhotosForm', description: 'multipart/form-data: solo `photos` (repetido) y `version`; cualquier otro campo, 400.' }),
          },
        },
      },
    },
    responses: { ...ok('Las fotos guardadas', OwnerPhotos, 201), ...errors([400, 401, 403, 404, 409, 413], photoErrors) },
  });
  doc('photosRemove', {
    description: 'El archivo de la foto quitada se conserva mientras un cambio del registro la pueda devolver.',
    request: { params: idParams('Id del negocio'), query: ownerPhotoRemoveQuerySchema },
    responses: { ...ok('Las fotos que quedan', OwnerPhotos), ...errors([400, 401, 403, 404, 409], photoErrors) },
  });
  doc('photosOrder', {
    request: { params: idParams('Id del negocio'), body: { required: true, content: json(ownerPhotosOrderBodySchema.meta({ id: 'OwnerPhotosOrder' })) } },
    responses: { ...ok('Las fotos en su nuevo orden', OwnerPhotos), ...errors([400, 401, 403, 404, 409], photoErrors) },
  });
  doc('menusUpdate', {
    description: 'Cada cambio queda registrado (quién, cuándo, qué) en /changes.',
    request: { params: idParams('Id del negocio'), body: { required: true, content: json(menuBodySchema.meta({ id: 'MenuBody' })) } },
    responses: { ...ok('El menú guardado', Menu), ...errors([400, 401, 403, 404, 409], menuErrors) },
  });
  const Rate = rateSchema.meta({ id: 'Rate', description: 'Tasa de referencia: CUP por USD y por EUR, del día `date`.' });
  doc('ratesLatest', {
    responses: { ...ok('Tasa', latestRateSchema.meta({ id: 'LatestRate' })), ...errors([]) },
  });
  doc('ratesList', {
    request: { query: z.object({ page: z.string().optional() }) },
    responses: { ...ok('Una página', ratesPageSchema.meta({ id: 'RatesPage' })), ...errors(admin) },
  });
  doc('ratesCreate', {
    request: { body: { required: true, content: json(rateBodySchema.meta({ id: 'RateBody' })) } },
    responses: { ...ok('Guardada', Rate, 201), ...errors(admin, { 400: `'${RATE_MESSAGES.badRate}', '${RATE_MESSAGES.badDate}', '${RATE_MESSAGES.sourceRequired}'` }) },
  });
  doc('changesList', {
    request: { query: z.object({ business_id: z.string().optional(), page: z.string().optional() }) },
    responses: { ...ok('Una página', changesPageSchema.meta({ id: 'ChangesPage' })), ...errors(admin) },
  });
  doc('changesRevert', {
    request: { params: idParams('Id del cambio') },
    responses: {
      ...ok('El cambio, ya deshecho', changeSchema.meta({ id: 'Change' })),
      ...errors([...admin, 404, 409], { 404: `'${CHANGE_MESSAGES.notFound}'`, 409: `'${CHANGE_MESSAGES.notLatest}', '${CHANGE_MESSAGES.alreadyReverted}'` }),
    },
  });

  // ── directions ─────────────────────────────────────────────────────────────────────────────
  doc('directionsRoute', {
    description: `La API pregunta a un servidor OSRM (ROUTING_URL en coche, ROUTING_URL_FOOT a pie); el navegador nunca lo llama. Sin servidor a pie, la línea es la ruta en coche y el tiempo el de recorrerla andando a ${WALKING_SPEED_M_PER_S * 3.6} km/h, con \`estimated: true\`. Limitada por dirección (DIRECTIONS_RATE_LIMIT por minuto).`,
    request: { query: directionsQuerySchema },
    responses: {
      ...ok('Metros, segundos y la línea como pares [lat, lng]', directionsResponseSchema.meta({ id: 'Directions' })),
      ...errors([400, 401, 429, 502], { 400: `'${DIRECTIONS_MESSAGES.badCoordinates}', '${DIRECTIONS_MESSAGES.badMode}'`, 502: `'${MSG.routeError}'` }),
    },
  });

  // ── OpenStreetMap imports (issue 24 §5) ────────────────────────────────────────────────────
  doc('osmImports', {
    description: `Cada importación terminada de \`pnpm osm:import\` (o del servicio osm de Docker Compose): el archivo, la fecha del extracto, cuándo empezó y terminó, y cuántos lugares añadió, actualizó, dejó sin cambios, retiró y descartó (por motivo: ${Object.entries(OSM_SKIP_REASONS)
      .map(([k, v]) => `\`${k}\` ${v}`)
      .join(', ')}), y cuántos negocios de la guía quedaron enlazados a su objeto de OpenStreetMap. Una importación que falla no cambia nada y no se anota. Por páginas: \`page\` desde 1, \`limit\` ≤ ${OSM_IMPORTS_MAX_LIMIT} (por defecto ${OSM_IMPORTS_DEFAULT_LIMIT}). Respuesta privada (\`Cache-Control: private, no-store\`).`,
    request: { query: osmImportsQuerySchema },
    responses: {
      ...ok('Una página de importaciones y cuántas hay', osmImportsPageSchema.meta({ id: 'OsmImportsPage' })),
      ...errors([400, 401, 403], { 400: `'${API_MSG.invalidPage}'` }),
    },
  });

  // ── the docs themselves ────────────────────────────────────────────────────────────────────
  doc('docsJson', {
    responses: { 200: { description: 'OpenAPI 3', content: { 'application/json': { schema: z.looseObject({}) } } } },
  });
  doc('docsPage', {
    responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
  });
  doc('docsInit', {
    responses: { 200: { description: 'JavaScript', content: { 'application/javascript': { schema: z.string() } } } },
  });
  doc('uploadsFile', {
    servers: [{ url: '/', description: 'En la raíz del sitio, no bajo /api' }],
    request: { params: z.object({ name: z.string().meta({ description: 'Nombre del archivo', example: 'ab12cd34.webp' }) }) },
    responses: {
      200: { description: 'La imagen (`Cache-Control: public, max-age=31536000, immutable`)', content: { 'image/*': { schema: binary('Imagen') } } },
      ...errors([404]),
    },
  });

  // ── every route of the table, in its order ─────────────────────────────────────────────────
  for (const entry of ROUTE_LIST) {
    // GET /business with ids is the same operation as the admin's list (one description for both)
    if (entry.id === 'businessByIds') continue;
    const api = ROUTE_API[entry.id];
    registry.registerPath({
      method: entry.method.toLowerCase() as RouteConfig['method'],
      path: openApiPath(entry.path),
      tags: [api.tag],
      summary: api.summary,
      ...(SIGNED_IN.includes(api.auth) ? { security: secured } : {}),
      ...(details[entry.id] ?? fromTable(entry)),
    });
  }

  const document = new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Guía Cuba API',
      version: '1.0.0',
      description:
        'API de Guía Cuba: negocios, eventos, categorías, usuarios y favoritos. Todo error responde `{ "message": "…" }` en español, o en inglés si Accept-Language lo prefiere (en…). Leer es público; crear, editar y borrar negocios, eventos, categorías y usuarios es solo para administradores (Bearer JWT de POST /auth/login).',
    },
    servers: [{ url: '/api' }],
    tags: ['Autenticación', 'Usuarios', 'Negocios', 'Eventos', 'Categorías', 'Mapa', 'OpenStreetMap', 'Sistema'].map((name) => ({ name })),
  });
  return fixPatterns(document);
}

/** zod-to-openapi writes a regex with flags as `…$/i`; JSON Schema patterns have no flags. */
function fixPatterns<T>(value: T): T {
  if (Array.isArray(value)) return value.map(fixPatterns) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'pattern' && typeof v === 'string' && /\/i$/.test(v) ? v === '^[a-f\\d]{24}$/i' ? OBJECT_ID_PATTERN : v.slice(0, -2) : fixPatterns(v),
      ]),
    ) as T;
  }
  return value;
}

const require = createRequire(import.meta.url);

/** Directory of swagger-ui-dist's static files. */
function swaggerUiDir(): string {
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function docsPage(base: string): string {
  const assets = `${base}/docs/assets`;
  return `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Guía Cuba · API</title>
  <link rel="stylesheet" href="${escapeHtml(assets)}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${escapeHtml(assets)}/favicon-32x32.png">
  <style>body { margin: 0; } .swagger-ui .topbar { display: none; }</style>
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${escapeHtml(assets)}/swagger-ui-bundle.js"></script>
  <script src="${escapeHtml(base)}/docs/init.js"></script>
</body>
</html>`;
}

/** Swagger UI's start-up, served as a file so the CSP needs no inline scripts. */
function docsInit(base: string): string {
  return `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${base}/openapi.json`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  docExpansion: 'list',
  tryItOutEnabled: false,
});
`;
}

/** GET /openapi.json and GET /docs (+ /docs/assets/*), mounted at the API root by app.ts. */
export function createDocsRoutes(_ctx: AppContext): Router {
  const router = Router();

  route(router, API.docsJson, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openApiDocument());
  });

  router.use(`${mountedPath(API.docsPage)}/assets`, express.static(swaggerUiDir(), { index: false, maxAge: '7d' }));

  route(router, API.docsInit, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(docsInit(req.baseUrl));
  });

  route(router, API.docsPage, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(docsPage(req.baseUrl));
  });

  return router;
}
