import { HOME_CATEGORIES } from './constants';

/*
 * In a module of their own, without zod: English pages and the OSM place page read these names,
 * and category.ts's schemas would bring zod (25 KB) into their downloads.
 */

/**
 * Spanish names of the category identifiers and Google-style place types that businesses carry
 * ('night_club', 'point_of_interest'): the one table the admin screens read them through (issue 20,
 * Spanish text). The home categories keep their home name.
 */
export const PLACE_TYPE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(HOME_CATEGORIES.map((c) => [c.name, c.nombre])),
  lodging: 'Alojamiento',
  food: 'Comida',
  establishment: 'Establecimiento',
  bar: 'Bar',
  bakery: 'Panadería',
  meal_takeaway: 'Comida para llevar',
  meal_delivery: 'Comida a domicilio',
  shopping_mall: 'Centro comercial',
  supermarket: 'Supermercado',
  grocery_or_supermarket: 'Supermercado',
  market: 'Mercado',
  clothing_store: 'Tienda de ropa',
  book_store: 'Librería',
  jewelry_store: 'Joyería',
  convenience_store: 'Tienda de conveniencia',
  art_gallery: 'Galería de arte',
  museum: 'Museo',
  tourist_attraction: 'Atracción turística',
  park: 'Parque',
  church: 'Iglesia',
  place_of_worship: 'Lugar de culto',
  spa: 'Spa',
  gym: 'Gimnasio',
  beauty_salon: 'Salón de belleza',
  hair_care: 'Peluquería',
  pharmacy: 'Farmacia',
  hospital: 'Hospital',
  doctor: 'Médico',
  dentist: 'Dentista',
  hotel: 'Hotel',
  bank: 'Banco',
  atm: 'Cajero automático',
  gas_station: 'Gasolinera',
  transit_station: 'Estación',
  bus_station: 'Estación de autobuses',
  taxi_stand: 'Parada de taxis',
  school: 'Escuela',
  university: 'Universidad',
  movie_theater: 'Cine',
  casino: 'Casino',
  stadium: 'Estadio',
  zoo: 'Zoológico',
  aquarium: 'Acuario',
  library: 'Biblioteca',
};

/** A stored category label or place type as people read it: its Spanish name when it has one, else as stored. */
export function placeTypeName(label: string): string {
  const trimmed = label.trim();
  return PLACE_TYPE_NAMES[trimmed.toLowerCase()] ?? trimmed;
}
