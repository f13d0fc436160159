import type { Business } from '@guia/contracts';

/** What an elite card needs: the API's Business, or one of the built-in sample places below. */
export type ElitePlace = Pick<Business, '_id' | 'name' | 'categories' | 'photos' | 'geometry' | 'location'> &
  Partial<Pick<Business, 'address' | 'vicinity' | 'description' | 'rating' | 'user_ratings_total' | 'thumbnails' | 'types'>>;

const place = (
  slug: string,
  name: string,
  categories: string[],
  address: string,
  vicinity: string,
  lat: number,
  lng: number,
  description: string,
): ElitePlace => ({
  // not database ids: loading one fails and the card's own data is used (spec §2)
  _id: `ejemplo-${slug}`,
  name,
  categories,
  address,
  vicinity,
  description,
  // no rating of our own: the card shows the spec's elite default (5.0)
  photos: [],
  geometry: { location: { lat, lng } },
  location: { type: 'Point', coordinates: [lng, lat] },
});

/**
 * Spec §8: when the elite list cannot be loaded, home shows these 10 real Havana places
 * (real names, addresses and coordinates; no photos and no ratings of their own).
 */
export const SAMPLE_PLACES: readonly ElitePlace[] = [
  place('la-guarida', 'La Guarida', ['Comer y beber', 'Paladar'], 'Concordia 418, entre Gervasio y Escobar, Centro Habana', 'Centro Habana', 23.13783, -82.37045, 'Paladar de cocina cubana de autor en una mansión de Centro Habana, con azotea y vistas a la ciudad.'),
  place('el-floridita', 'El Floridita', ['Comer y beber', 'Bar'], 'Obispo 557, esquina a Monserrate, La Habana Vieja', 'La Habana Vieja', 23.138, -82.35766, 'La cuna del daiquirí, con música en vivo desde 1817.'),
  place('la-bodeguita-del-medio', 'La Bodeguita del Medio', ['Comer y beber', 'Bar'], 'Empedrado 207, entre San Ignacio y Cuba, La Habana Vieja', 'La Habana Vieja', 23.14069, -82.35116, 'Bar y restaurante criollo famoso por su mojito y sus paredes firmadas.'),
  place('fabrica-de-arte-cubano', 'Fábrica de Arte Cubano', ['Vida Nocturna', 'Arte'], 'Calle 26, esquina a 11, Vedado', 'Vedado', 23.1225, -82.4085, 'Antigua fábrica convertida en galería, sala de conciertos y club.'),
  place('plaza-de-la-catedral', 'Plaza de la Catedral', ['Qué Hacer', 'Patrimonio'], 'Empedrado y San Ignacio, La Habana Vieja', 'La Habana Vieja', 23.14157, -82.35195, 'Plaza barroca presidida por la Catedral de San Cristóbal.'),
  place('castillo-del-morro', 'Castillo de los Tres Reyes del Morro', ['Qué Hacer', 'Fortaleza'], 'Carretera de la Cabaña, Habana del Este', 'Habana del Este', 23.15, -82.35611, 'Fortaleza del siglo XVI a la entrada de la bahía, con su faro y vistas al Malecón.'),
  place('hotel-nacional', 'Hotel Nacional de Cuba', ['Qué Hacer', 'Hotel'], 'Calle 21 y O, Vedado', 'Vedado', 23.1433, -82.3807, 'Hotel histórico de 1930 con jardines sobre el Malecón.'),
  place('coppelia', 'Heladería Coppelia', ['Café y Té', 'Heladería'], 'Calle 23, esquina a L, Vedado', 'Vedado', 23.1383, -82.3811, 'La heladería más famosa de Cuba, en un parque del Vedado.'),
  place('gran-teatro', 'Gran Teatro de La Habana Alicia Alonso', ['Qué Hacer', 'Teatro'], 'Paseo del Prado 458, esquina a San Rafael, La Habana Vieja', 'La Habana Vieja', 23.13709, -82.35947, 'Sede del Ballet Nacional de Cuba en un palacio neobarroco del Prado.'),
  place('callejon-de-hamel', 'Callejón de Hamel', ['Qué Hacer', 'Arte urbano'], 'Callejón de Hamel, entre Aramburu y Hospital, Centro Habana', 'Centro Habana', 23.136, -82.3795, 'Callejón de murales afrocubanos con rumba en vivo los domingos.'),
];
