import { HOME_CATEGORIES, LATEST_COMMENTS, parseWeekdayText, type PaymentMethod, type Plan, type WeeklyHours } from '@guia/contracts';
import type { BusinessesRepository, NewBusiness } from './businesses.repository';
import { refreshReviewSummary, type ReviewsRepository } from './reviews.repository';
import { DuplicateKeyError } from '../../shared/errors';
import { seedId } from '../../shared/seed-id';
import type { SeedPhoto, SeedPhotos } from '../../shared/seed-photos';

type Home = (typeof HOME_CATEGORIES)[number]['name'];

interface SeedPlace {
  slug: string;
  name: string;
  home: Home;
  /** extra labels beside the home category's Spanish and English names */
  extra?: string[];
  types: string[];
  lat: number;
  lng: number;
  address: string;
  vicinity: string;
  phone: string;
  /** takes WhatsApp reservations at its own number; default: the restaurants, bars and clubs (RESERVING_HOMES) */
  reservations?: boolean;
  website?: string;
  description: string;
  /** issue 22 §1: the description in English (a few places have one, so English pages show both cases) */
  description_en?: string;
  /** [days of the week, Monday first, closed = null] or one text for every day */
  hours: string | (string | null)[];
  rating: number;
  total: number;
  plan: Plan;
  promo?: boolean;
  status?: 'OPERATIONAL' | 'CLOSED_TEMPORARILY';
  comments?: [username: string, content: string][];
}

const DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

const weekdayText = (hours: SeedPlace['hours']) =>
  DAYS.map((d, i) => {
    const h = typeof hours === 'string' ? hours : hours[i];
    return `${d}: ${h ?? 'Cerrado'}`;
  });

/** A seed place's hours as structured hours (issue 16 §2), read by the same parser as the migration. */
export const seedHours = (hours: SeedPlace['hours']): WeeklyHours => parseWeekdayText(weekdayText(hours)).hours;

/**
 * Real Havana places with their real positions (rounded to ~10 m), spread over the six home
 * categories (spec §2 mapping), the three plans and several promotions. Categories carry the
 * home tile's Spanish and English names; types are Google-style, so every category filter works.
 */
export const SEED_PLACES: SeedPlace[] = [
  // ── Comer y beber ──────────────────────────────────────────────────────────
  {
    slug: 'la-guarida', name: 'La Guarida', home: 'restaurant', extra: ['Paladar'], types: ['restaurant', 'food', 'establishment'],
    lat: 23.13783, lng: -82.37045, address: 'Concordia 418, entre Gervasio y Escobar, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 866 9047', website: 'https://www.laguarida.com',
    description: 'El paladar más famoso de La Habana, en el tercer piso de una mansión en ruinas donde se rodó «Fresa y chocolate». Cocina cubana de autor y una azotea con vistas a la ciudad.',
    description_en: 'The most famous paladar in Havana, on the third floor of a crumbling mansion where “Strawberry and Chocolate” was filmed. Creative Cuban cooking and a rooftop bar with views over the city.',
    hours: '12:00–16:00, 19:00–0:00', rating: 4.6, total: 3120, plan: 'ELITE', promo: true,
    comments: [['marta_hab', 'La escalera impresiona y la comida está a la altura. Reserven con tiempo.'], ['jlopez', 'El ceviche y el cordero, espectaculares. Atención de diez.']],
  },
  {
    slug: 'el-floridita', name: 'El Floridita', home: 'restaurant', extra: ['Bar', 'Coctelería'], types: ['bar', 'restaurant', 'food', 'establishment'],
    lat: 23.138, lng: -82.35766, address: 'Obispo 557, esquina a Monserrate, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 867 1299',
    description: 'La «cuna del daiquirí», bar y restaurante de 1817 que frecuentaba Ernest Hemingway. Música en vivo todo el día y su estatua de bronce junto a la barra.',
    description_en: 'The “cradle of the daiquiri”, a bar and restaurant from 1817 that Ernest Hemingway made his own. Live music all day long and his bronze statue at the end of the bar.',
    hours: '11:00–0:00', rating: 4.3, total: 5480, plan: 'ELITE', promo: true,
    comments: [['turista_feliz', 'El daiquirí clásico, obligatorio. Mucho ambiente y buena música.']],
  },
  {
    slug: 'la-bodeguita-del-medio', name: 'La Bodeguita del Medio', home: 'restaurant', extra: ['Bar'], types: ['restaurant', 'bar', 'food', 'establishment'],
    lat: 23.14069, lng: -82.35116, address: 'Empedrado 207, entre San Ignacio y Cuba, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 867 1374',
    description: 'Taberna legendaria donde nació el mojito, con paredes cubiertas de firmas de visitantes. Comida criolla: arroz moro, frijoles negros y cerdo asado.',
    hours: '10:00–0:00', rating: 4.1, total: 4230, plan: 'ELITE', promo: true,
  },
  {
    slug: 'el-cocinero', name: 'El Cocinero', home: 'restaurant', extra: ['Paladar', 'Azotea'], types: ['restaurant', 'food', 'establishment'],
    lat: 23.12226, lng: -82.4082, address: 'Calle 26, entre 11 y 13, Vedado', vicinity: 'Vedado',
    phone: '+53 7 832 2355',
    description: 'Restaurante en la antigua fábrica de aceite de maní, junto a la Fábrica de Arte Cubano. Su terraza bajo la chimenea de ladrillo es perfecta para cenar antes de un concierto.',
    hours: '12:00–0:00', rating: 4.5, total: 1890, plan: 'PRO', promo: true,
  },
  {
    slug: 'san-cristobal', name: 'Paladar San Cristóbal', home: 'restaurant', extra: ['Paladar'], types: ['restaurant', 'food', 'establishment'],
    lat: 23.13628, lng: -82.3686, address: 'San Rafael 469, entre Lealtad y Campanario, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 860 1705',
    description: 'Casa colonial llena de antigüedades, santos y fotos históricas, famosa por la visita de Barack Obama en 2016. Cocina cubana tradicional y excelente servicio.',
    hours: ['12:00–0:00', '12:00–0:00', '12:00–0:00', '12:00–0:00', '12:00–0:00', '12:00–0:00', null], rating: 4.7, total: 2210, plan: 'ELITE',
  },
  {
    slug: 'sloppy-joes', name: "Sloppy Joe's", home: 'restaurant', extra: ['Bar'], types: ['bar', 'restaurant', 'food', 'establishment'],
    lat: 23.1402, lng: -82.358, address: 'Ánimas, esquina a Zulueta, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 866 7157',
    description: 'Bar histórico de 1917 con una de las barras más largas de América, restaurado en 2013. Sándwich de ropa vieja y cócteles clásicos.',
    hours: '11:00–2:00', rating: 4.2, total: 1650, plan: 'PRO',
  },
  {
    slug: 'oreilly-304', name: "O'Reilly 304", home: 'restaurant', extra: ['Gin bar'], types: ['restaurant', 'bar', 'food', 'establishment'],
    lat: 23.13966, lng: -82.35416, address: "O'Reilly 304, entre Habana y Aguiar, La Habana Vieja", vicinity: 'La Habana Vieja',
    phone: '+53 5 264 4725',
    description: 'Pequeño restaurante de cocina creativa con pescados y mariscos frescos, tacos y los gin-tonics más celebrados de la ciudad.',
    hours: '12:00–0:00', rating: 4.6, total: 1340, plan: 'PRO',
  },
  {
    slug: 'dos-hermanos', name: 'Bar Dos Hermanos', home: 'restaurant', extra: ['Bar'], types: ['bar', 'restaurant', 'food', 'establishment'],
    lat: 23.13853, lng: -82.34879, address: 'Avenida del Puerto (San Pedro) 304, esquina a Sol, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 861 3514',
    description: 'Bar portuario de 1894 frente a la bahía, frecuentado por marineros, Lorca y Hemingway. Mojitos, cerveza fría y comida sencilla.',
    hours: '10:00–0:00', rating: 4.0, total: 610, plan: 'BASIC',
  },
  // ── Compras ────────────────────────────────────────────────────────────────
  {
    slug: 'almacenes-san-jose', name: 'Almacenes San José – Feria de Artesanía', home: 'store', extra: ['Artesanía', 'Mercado'], types: ['store', 'market', 'establishment'],
    lat: 23.1318, lng: -82.3492, address: 'Avenida del Puerto y calle Cuba, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 864 7793',
    description: 'Antiguo almacén portuario convertido en el mayor mercado de artesanía de La Habana: pinturas, tallas, guayaberas, libros y recuerdos.',
    hours: '10:00–18:00', rating: 4.2, total: 2870, plan: 'ELITE', promo: true,
  },
  {
    slug: 'plaza-carlos-iii', name: 'Plaza de Carlos III', home: 'store', extra: ['Centro comercial'], types: ['shopping_mall', 'store', 'establishment'],
    lat: 23.1313, lng: -82.3803, address: 'Avenida Salvador Allende, entre Árbol Seco y Retiro, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 873 6370',
    description: 'Centro comercial de cuatro plantas alrededor de un atrio central: ropa, electrodomésticos, mercado y cafeterías.',
    hours: ['10:00–18:00', '10:00–18:00', '10:00–18:00', '10:00–18:00', '10:00–18:00', '10:00–18:00', '10:00–13:00'], rating: 3.7, total: 980, plan: 'BASIC',
  },
  {
    slug: 'galerias-paseo', name: 'Galerías Paseo', home: 'store', extra: ['Centro comercial'], types: ['shopping_mall', 'store', 'establishment'],
    lat: 23.143, lng: -82.401, address: 'Calle 1ra, esquina a Paseo, Vedado', vicinity: 'Vedado',
    phone: '+53 7 833 9909',
    description: 'Galería comercial frente al Malecón, junto al hotel Meliá Cohíba: tiendas de ropa, perfumes, una cafetería y un supermercado.',
    hours: '10:00–19:00', rating: 3.8, total: 520, plan: 'BASIC',
  },
  {
    slug: 'mercado-cuatro-caminos', name: 'Mercado de Cuatro Caminos', home: 'store', extra: ['Mercado', 'Agromercado'], types: ['supermarket', 'store', 'food', 'establishment'],
    lat: 23.1268, lng: -82.3697, address: 'Avenida Máximo Gómez y Manglar, Cuatro Caminos, Cerro', vicinity: 'Cerro',
    phone: '+53 7 870 5460',
    description: 'El gran mercado de abastos de La Habana, restaurado en 2019: frutas, viandas, carnes y productos de todo el país bajo un edificio de 1920.',
    hours: '8:00–18:00', rating: 3.9, total: 740, plan: 'PRO',
  },
  {
    slug: 'habana-1791', name: 'Habana 1791 – Museo del Perfume', home: 'store', extra: ['Perfumería', 'Museo'], types: ['store', 'establishment'],
    lat: 23.1381, lng: -82.3504, address: 'Mercaderes 156, esquina a Obrapía, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 861 3525',
    description: 'Perfumería artesanal con fragancias tradicionales cubanas (tabaco, jazmín, mariposa) preparadas a la vista en su pequeño laboratorio.',
    hours: '9:00–18:00', rating: 4.4, total: 430, plan: 'PRO', promo: true,
  },
  // ── Vida Nocturna ──────────────────────────────────────────────────────────
  {
    slug: 'tropicana', name: 'Cabaret Tropicana', home: 'night_club', extra: ['Cabaret', 'Espectáculo'], types: ['night_club', 'establishment'],
    lat: 23.0998, lng: -82.423, address: 'Calle 72 #4504, entre 41 y 45, Marianao', vicinity: 'Marianao',
    phone: '+53 7 267 1717', website: 'https://www.cabaret-tropicana.com',
    description: 'El cabaret «Paraíso bajo las estrellas», abierto desde 1939: espectáculo al aire libre con más de 200 artistas, plumas, orquesta en vivo y ron cubano.',
    hours: '22:00–1:00', rating: 4.4, total: 3960, plan: 'ELITE', promo: true,
    comments: [['noche_habanera', 'Un show de otro mundo. Vale cada peso.']],
  },
  {
    slug: 'fabrica-de-arte-cubano', name: 'Fábrica de Arte Cubano', home: 'night_club', extra: ['Arte', 'Música en vivo', 'Qué Hacer'], types: ['night_club', 'art_gallery', 'establishment'],
    lat: 23.1225, lng: -82.4085, address: 'Calle 26, esquina a 11, Vedado', vicinity: 'Vedado',
    phone: '+53 7 838 2260', website: 'https://www.fac.cu',
    description: 'Centro cultural en una antigua fábrica de aceite creado por X Alfonso: galerías, conciertos, cine, moda y bares en un mismo lugar. Imprescindible de jueves a domingo.',
    description_en: 'An arts centre in a former cooking-oil factory, created by X Alfonso: galleries, concerts, cinema, fashion and bars under one roof. Not to be missed from Thursday to Sunday.',
    hours: [null, null, null, '20:00–3:00', '20:00–3:00', '20:00–3:00', '20:00–3:00'], rating: 4.7, total: 4810, plan: 'ELITE', promo: true,
  },
  {
    slug: 'la-zorra-y-el-cuervo', name: 'Jazz Club La Zorra y el Cuervo', home: 'night_club', extra: ['Jazz', 'Música en vivo'], types: ['night_club', 'bar', 'establishment'],
    lat: 23.1419, lng: -82.3823, address: 'Calle 23, entre N y O, Vedado', vicinity: 'Vedado',
    phone: '+53 7 833 2402',
    description: 'Sótano de jazz con entrada por una cabina telefónica inglesa roja. Los mejores músicos de jazz cubano cada noche.',
    hours: '22:00–2:00', rating: 4.3, total: 890, plan: 'PRO',
  },
  {
    slug: 'el-gato-tuerto', name: 'El Gato Tuerto', home: 'night_club', extra: ['Bolero', 'Música en vivo'], types: ['night_club', 'restaurant', 'establishment'],
    lat: 23.1438, lng: -82.383, address: 'Calle O, entre 17 y 19, Vedado', vicinity: 'Vedado',
    phone: '+53 7 838 2696',
    description: 'Club nocturno de 1960, templo del bolero y del filin. Restaurante arriba y música en vivo abajo hasta la madrugada.',
    hours: '12:00–6:00', rating: 4.1, total: 540, plan: 'BASIC',
  },
  {
    slug: 'casa-de-la-musica-galiano', name: 'Casa de la Música de Centro Habana', home: 'night_club', extra: ['Salsa', 'Discoteca'], types: ['night_club', 'establishment'],
    lat: 23.1376, lng: -82.366, address: 'Galiano 255, entre Neptuno y Concordia, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 862 4165',
    description: 'La casa de la salsa y el reguetón en vivo: matiné por la tarde y conciertos de las grandes orquestas por la noche.',
    hours: '16:00–3:00', rating: 4.0, total: 1210, plan: 'BASIC',
  },
  // ── Café y Té ──────────────────────────────────────────────────────────────
  {
    slug: 'cafe-el-escorial', name: 'Café El Escorial', home: 'cafe', extra: ['Cafetería'], types: ['cafe', 'food', 'establishment'],
    lat: 23.13596, lng: -82.35055, address: 'Mercaderes 317, esquina a Muralla, Plaza Vieja, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 868 3545',
    description: 'Cafetería con tostadero propio en una esquina de la Plaza Vieja: café cubano recién molido, capuchinos y dulces caseros.',
    hours: '9:00–21:00', rating: 4.4, total: 1980, plan: 'PRO', promo: true,
  },
  {
    slug: 'cafe-bohemia', name: 'Café Bohemia', home: 'cafe', extra: ['Cafetería', 'Brunch'], types: ['cafe', 'food', 'establishment'],
    lat: 23.1357, lng: -82.3512, address: 'San Ignacio 364, Plaza Vieja, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 836 6567',
    description: 'Café en un patio colonial de la Plaza Vieja con desayunos, tostas, batidos naturales y café de especialidad.',
    hours: '10:00–22:00', rating: 4.5, total: 1120, plan: 'PRO',
  },
  {
    slug: 'coppelia', name: 'Heladería Coppelia', home: 'cafe', extra: ['Heladería'], types: ['cafe', 'food', 'establishment'],
    lat: 23.1383, lng: -82.3811, address: 'Calle 23, esquina a L, Vedado', vicinity: 'Vedado',
    phone: '+53 7 832 6184',
    description: 'La «catedral del helado», un pabellón modernista de 1966 en medio de un parque. Colas legendarias y helados para todos los bolsillos.',
    hours: [null, '10:00–22:00', '10:00–22:00', '10:00–22:00', '10:00–22:00', '10:00–22:00', '10:00–22:00'], rating: 4.0, total: 2650, plan: 'BASIC',
  },
  {
    slug: 'cafe-oreilly', name: "Café O'Reilly", home: 'cafe', extra: ['Cafetería'], types: ['cafe', 'food', 'establishment'],
    lat: 23.1398, lng: -82.3521, address: "O'Reilly 203, entre Cuba y San Ignacio, La Habana Vieja", vicinity: 'La Habana Vieja',
    phone: '+53 7 863 6684',
    description: 'Café de dos plantas con escalera de caracol y balcón a la calle: café, té, cócteles y bocadillos a buen precio.',
    hours: '9:00–23:00', rating: 4.1, total: 690, plan: 'BASIC',
  },
  // ── Qué Hacer ──────────────────────────────────────────────────────────────
  {
    slug: 'plaza-de-la-catedral', name: 'Plaza de la Catedral', home: 'point_of_interest', extra: ['Plaza', 'Patrimonio'], types: ['tourist_attraction', 'point_of_interest'],
    lat: 23.14157, lng: -82.35195, address: 'Empedrado y San Ignacio, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 861 7771',
    description: 'Plaza barroca presidida por la Catedral de San Cristóbal (1777), descrita por Carpentier como «música convertida en piedra».',
    hours: 'Abierto 24 horas', rating: 4.7, total: 8900, plan: 'ELITE', promo: true,
  },
  {
    slug: 'museo-de-la-revolucion', name: 'Museo de la Revolución', home: 'point_of_interest', extra: ['Museo'], types: ['museum', 'tourist_attraction', 'point_of_interest'],
    lat: 23.1417, lng: -82.35694, address: 'Refugio 1, entre Zulueta y Monserrate, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 862 4091',
    description: 'Antiguo Palacio Presidencial decorado por Tiffany, hoy museo de la historia cubana del siglo XX, con el yate Granma en su Memorial.',
    hours: '9:00–17:00', rating: 4.2, total: 6120, plan: 'PRO', status: 'CLOSED_TEMPORARILY',
  },
  {
    slug: 'castillo-del-morro', name: 'Castillo de los Tres Reyes del Morro', home: 'point_of_interest', extra: ['Fortaleza', 'Patrimonio'], types: ['tourist_attraction', 'point_of_interest'],
    lat: 23.15, lng: -82.35611, address: 'Carretera de la Cabaña, Habana del Este', vicinity: 'Habana del Este',
    phone: '+53 7 863 7941',
    description: 'Fortaleza del siglo XVI que guarda la entrada de la bahía, con su faro de 1845 y las mejores vistas del Malecón al atardecer.',
    hours: '10:00–18:00', rating: 4.6, total: 7340, plan: 'ELITE',
  },
  {
    slug: 'plaza-de-armas', name: 'Plaza de Armas', home: 'point_of_interest', extra: ['Plaza', 'Libros de uso'], types: ['tourist_attraction', 'point_of_interest'],
    lat: 23.14044, lng: -82.35034, address: 'Obispo y Tacón, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 869 7358',
    description: 'La plaza más antigua de la ciudad, rodeada por el Palacio de los Capitanes Generales y El Templete, con su feria de libros antiguos.',
    hours: 'Abierto 24 horas', rating: 4.6, total: 4450, plan: 'BASIC',
  },
  {
    slug: 'plaza-vieja', name: 'Plaza Vieja', home: 'point_of_interest', extra: ['Plaza'], types: ['tourist_attraction', 'point_of_interest'],
    lat: 23.13583, lng: -82.35083, address: 'Mercaderes y Teniente Rey, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 866 4425',
    description: 'Plaza del siglo XVI restaurada, con fachadas de colores, vitrales, la cámara oscura y la cervecería artesanal Factoría.',
    hours: 'Abierto 24 horas', rating: 4.7, total: 5210, plan: 'BASIC',
  },
  {
    slug: 'callejon-de-hamel', name: 'Callejón de Hamel', home: 'point_of_interest', extra: ['Arte urbano', 'Rumba'], types: ['tourist_attraction', 'point_of_interest'],
    lat: 23.136, lng: -82.3795, address: 'Callejón de Hamel, entre Aramburu y Hospital, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 878 1661',
    description: 'Callejón afrocubano pintado por Salvador González, con murales, esculturas de chatarra y rumba en vivo los domingos al mediodía.',
    hours: '10:00–18:00', rating: 4.4, total: 2380, plan: 'PRO', promo: true,
  },
  {
    slug: 'gran-teatro-de-la-habana', name: 'Gran Teatro de La Habana Alicia Alonso', home: 'point_of_interest', extra: ['Teatro', 'Ballet'], types: ['performing_arts_theater', 'tourist_attraction', 'point_of_interest'],
    lat: 23.13709, lng: -82.35947, address: 'Paseo del Prado 458, esquina a San Rafael, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 861 3077',
    description: 'Palacio neobarroco de 1915, sede del Ballet Nacional de Cuba. Visitas guiadas de día y funciones de ballet y ópera de noche.',
    hours: '9:00–17:00', rating: 4.7, total: 3890, plan: 'ELITE',
  },
  {
    slug: 'capitolio-nacional', name: 'Capitolio Nacional', home: 'point_of_interest', extra: ['Monumento'], types: ['tourist_attraction', 'point_of_interest'],
    lat: 23.13507, lng: -82.35968, address: 'Paseo del Prado, entre San José y Dragones, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 861 5519',
    description: 'El edificio más emblemático de La Habana (1929), con su cúpula de 92 metros y el kilómetro cero de Cuba bajo ella.',
    hours: '9:00–16:00', rating: 4.6, total: 6650, plan: 'PRO',
  },
  {
    slug: 'museo-de-bellas-artes', name: 'Museo Nacional de Bellas Artes – Arte Cubano', home: 'point_of_interest', extra: ['Museo', 'Arte'], types: ['museum', 'tourist_attraction', 'point_of_interest'],
    lat: 23.1405, lng: -82.3583, address: 'Trocadero, entre Zulueta y Monserrate, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 863 9484',
    description: 'La mayor colección de arte cubano, de la colonia a hoy: Lam, Portocarrero, Amelia Peláez y los contemporáneos.',
    hours: [null, '9:00–17:00', '9:00–17:00', '9:00–17:00', '9:00–17:00', '9:00–17:00', '10:00–14:00'], rating: 4.6, total: 2140, plan: 'BASIC',
  },
  {
    slug: 'hotel-nacional', name: 'Hotel Nacional de Cuba', home: 'point_of_interest', extra: ['Hotel'], types: ['lodging', 'tourist_attraction', 'point_of_interest'],
    lat: 23.1433, lng: -82.3807, address: 'Calle 21 y O, Vedado', vicinity: 'Vedado',
    phone: '+53 7 836 3564', reservations: true, website: 'https://www.hotelnacionaldecuba.com',
    description: 'Hotel de 1930 sobre la colina de Taganana, con jardines frente al mar, cañones de la batería de Santa Clara y el cabaret Parisién.',
    hours: 'Abierto 24 horas', rating: 4.4, total: 9800, plan: 'ELITE', promo: true,
  },
  {
    slug: 'hotel-inglaterra', name: 'Hotel Inglaterra', home: 'point_of_interest', extra: ['Hotel'], types: ['lodging', 'point_of_interest'],
    lat: 23.13741, lng: -82.35996, address: 'Paseo del Prado 416, esquina a San Rafael, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 860 8594', reservations: true,
    description: 'El hotel más antiguo de Cuba (1875), frente al Parque Central, con azulejos sevillanos y una terraza con música en vivo.',
    hours: 'Abierto 24 horas', rating: 4.0, total: 2760, plan: 'PRO',
  },
  {
    slug: 'hotel-ambos-mundos', name: 'Hotel Ambos Mundos', home: 'point_of_interest', extra: ['Hotel'], types: ['lodging', 'point_of_interest'],
    lat: 23.13944, lng: -82.35111, address: 'Obispo 153, esquina a Mercaderes, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 860 9529', reservations: true,
    description: 'Hotel de 1924 donde Hemingway escribió «Por quién doblan las campanas»; su habitación 511 es un pequeño museo.',
    hours: 'Abierto 24 horas', rating: 4.1, total: 3140, plan: 'BASIC',
  },
  // ── Salud y Bienestar ──────────────────────────────────────────────────────
  {
    slug: 'clinica-cira-garcia', name: 'Clínica Central Cira García', home: 'health', extra: ['Clínica internacional'], types: ['hospital', 'health', 'establishment'],
    lat: 23.113, lng: -82.4204, address: 'Calle 20 #4101, esquina a 41, Playa', vicinity: 'Playa',
    phone: '+53 7 204 2811',
    description: 'Clínica internacional para visitantes extranjeros: urgencias 24 horas, consultas especializadas y farmacia internacional.',
    hours: 'Abierto 24 horas', rating: 3.9, total: 460, plan: 'PRO',
  },
  {
    slug: 'farmacia-taquechel', name: 'Farmacia Taquechel', home: 'health', extra: ['Farmacia', 'Museo'], types: ['pharmacy', 'health', 'store', 'establishment'],
    lat: 23.13964, lng: -82.35136, address: 'Obispo 155, entre Mercaderes y San Ignacio, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 862 9286',
    description: 'Botica de 1898 con estantes de caoba y tarros de porcelana; vende productos naturales y cosméticos cubanos.',
    hours: '9:00–18:00', rating: 4.5, total: 890, plan: 'BASIC',
  },
  {
    slug: 'drogueria-johnson', name: 'Droguería Johnson', home: 'health', extra: ['Farmacia'], types: ['pharmacy', 'health', 'establishment'],
    lat: 23.13925, lng: -82.35308, address: 'Obispo 260, esquina a Aguiar, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 862 1562',
    description: 'Farmacia histórica de 1886 restaurada con su mobiliario original de caoba; medicamentos, homeopatía y productos de cuidado personal.',
    hours: '9:00–17:00', rating: 4.3, total: 320, plan: 'BASIC',
  },
  {
    slug: 'hospital-hermanos-ameijeiras', name: 'Hospital Hermanos Ameijeiras', home: 'health', extra: ['Hospital'], types: ['hospital', 'health', 'establishment'],
    lat: 23.1412, lng: -82.3708, address: 'San Lázaro 701, esquina a Belascoaín, Centro Habana', vicinity: 'Centro Habana',
    phone: '+53 7 876 1000',
    description: 'Hospital clínico-quirúrgico de referencia nacional frente al Malecón, con servicios para pacientes internacionales.',
    hours: 'Abierto 24 horas', rating: 3.8, total: 1030, plan: 'BASIC',
  },
  {
    slug: 'spa-saratoga', name: 'Spa del Hotel Saratoga', home: 'health', extra: ['Spa', 'Bienestar'], types: ['spa', 'health', 'establishment'],
    lat: 23.13353, lng: -82.35901, address: 'Paseo del Prado 603, esquina a Dragones, La Habana Vieja', vicinity: 'La Habana Vieja',
    phone: '+53 7 868 1000',
    description: 'Spa con masajes, tratamientos faciales, sauna y una piscina en la azotea con vistas al Capitolio.',
    hours: '9:00–21:00', rating: 4.3, total: 280, plan: 'PRO', promo: true,
  },
];

/**
 * Issue 20 §6: the places one books a table at, each with its own number, take reservations by
 * WhatsApp; monuments, squares, museums, shops, cafés and health services do not (the hotels say so
 * one by one). The rule for records from before the field is contracts' defaultReservations.
 */
const RESERVING_HOMES: readonly Home[] = ['restaurant', 'night_club'];

/**
 * Issue 21 §3: how the six paladares and bars with a seeded menu take payment, as Havana's do in
 * late 2025 — the café cash only, the small paladar cash in three currencies, the others
 * Transfermóvil (and EnZona or cards) with a 10 % surcharge where the owner adds one.
 */
export const SEED_PAYMENTS: Record<string, { methods: PaymentMethod[]; surcharge?: number }> = {
  'la-guarida': { methods: ['cash_cup', 'cash_usd', 'cash_eur', 'transfermovil', 'cards'], surcharge: 10 },
  'el-cocinero': { methods: ['cash_cup', 'cash_usd', 'transfermovil', 'enzona'], surcharge: 10 },
  'san-cristobal': { methods: ['cash_cup', 'cash_usd', 'cash_eur'] },
  'la-bodeguita-del-medio': { methods: ['cash_cup', 'transfermovil', 'cards'] },
  'el-floridita': { methods: ['cash_cup', 'cash_usd', 'cards'] },
  'cafe-bohemia': { methods: ['cash_cup'] },
};

const placeId = (slug: string) => `guia-seed-${slug}`;

/** The stable id of a seeded business (issue 10 §2): a link to it works on every install. */
export const seedBusinessId = (slug: string) => seedId('business', slug);

function toNewBusiness(p: SeedPlace, photo: SeedPhoto | null): NewBusiness {
  const home = HOME_CATEGORIES.find((c) => c.name === p.home)!;
  return {
    name: p.name,
    description: p.description,
    ...(p.description_en ? { description_en: p.description_en } : {}),
    address: p.address,
    vicinity: p.vicinity,
    phone: p.phone,
    reservations: p.reservations ?? RESERVING_HOMES.includes(p.home),
    ...(p.website ? { website: p.website } : {}),
    categories: [home.nombre, home.name, ...(p.extra ?? [])],
    types: p.types,
    photos: photo ? [photo.photo] : [],
    thumbnails: photo ? [photo.thumbnail] : [],
    location: { type: 'Point', coordinates: [p.lng, p.lat] },
    hours: seedHours(p.hours),
    business_status: p.status ?? 'OPERATIONAL',
    rating: p.rating,
    user_ratings_total: p.total,
    place_id: placeId(p.slug),
    paid_plan: p.plan,
    paid_promo: p.promo ?? false,
    reservations_count: Math.round(p.total / 9),
    visits_count: Math.round(p.total * 3.7),
    ...(SEED_PAYMENTS[p.slug] ? { payments: SEED_PAYMENTS[p.slug]!.methods } : {}),
    ...(SEED_PAYMENTS[p.slug]?.surcharge ? { payment_surcharge_pct: SEED_PAYMENTS[p.slug]!.surcharge } : {}),
  };
}

/**
 * Adds every seed place whose place_id is not stored yet; running it twice changes nothing. Its
 * reviews go to `reviews` when that port is given, and always to the business's latest comments.
 * Its photo (the picture drawn for its slug, a display copy and a thumbnail) is stored through
 * `photos` before the record is written; without `photos` (tests of other rules) it has none.
 */
export async function seedBusinesses(repo: BusinessesRepository, reviews?: ReviewsRepository, photos?: SeedPhotos): Promise<void> {
  const present = new Set((await repo.findByPlaceIds(SEED_PLACES.map((p) => placeId(p.slug)))).map((b) => b.place_id));
  const day = 24 * 60 * 60 * 1000;
  for (const p of SEED_PLACES) {
    if (present.has(placeId(p.slug))) continue;
    if (await repo.findById(seedBusinessId(p.slug))) continue;
    let created;
    try {
      created = await repo.create(toNewBusiness(p, (await photos?.(p.slug)) ?? null), seedBusinessId(p.slug));
    } catch (err) {
      // another process seeded it in between
      if (err instanceof DuplicateKeyError) continue;
      throw err;
    }
    let i = 0;
    for (const [username, content] of p.comments ?? []) {
      i += 1;
      // seeded comments carry no rating, so the seeded average stays as given
      const date = new Date(Date.now() - i * 3 * day);
      await reviews?.upsert({ business_id: created._id, username, content, date });
    }
    // the latest comments from the reviews (unrated: the seeded figures stay the external ones)
    if (reviews && i > 0) await refreshReviewSummary({ reviews, businesses: repo }, created._id, LATEST_COMMENTS);
  }
}
