import type { EventsRepository } from './events.repository';
import { DuplicateKeyError } from '../../shared/errors';
import { seedId } from '../../shared/seed-id';
import type { SeedPhotos } from '../../shared/seed-photos';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Havana is UTC−5 (UTC−4 in summer); seeds use −4 so evening times stay in the evening. */
const HAVANA_UTC_OFFSET_H = -4;

interface SeedEvent {
  title: string;
  description: string;
  /** issue 22 §1: the description in English, when the seed has one */
  description_en?: string;
  /** days from today */
  inDays: number;
  /** local Havana hour the event starts */
  hour: number;
  durationHours: number;
  /** business names (or parts of them) to link, compared without accents or case */
  venues: string[];
  /** its picture in apps/api/seed-photos/ (`event-<photo>.webp`, drawn by scripts/make-seed-photos.ts) */
  photo: string;
}

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: 'Noche de salsa en la Fábrica de Arte',
    description:
      'Orquesta en vivo, clase abierta de casino para principiantes y pista hasta la madrugada en la Fábrica de Arte Cubano, en El Vedado.',
    description_en: 'A live orchestra, an open casino (Cuban salsa) class for beginners and dancing until the small hours at the Fábrica de Arte Cubano, in El Vedado.',
    inDays: 3,
    hour: 21,
    durationHours: 5,
    venues: ['Fábrica de Arte'],
    photo: 'noche-de-salsa',
  },
  {
    title: 'Festival de Jazz de La Habana',
    description:
      'Tres noches de jazz cubano e invitados internacionales: descargas, latin jazz y jóvenes talentos en los clubes más queridos de la ciudad.',
    inDays: 7,
    hour: 20,
    durationHours: 4,
    venues: ['Jazz Café', 'La Zorra y el Cuervo', 'Gran Teatro'],
    photo: 'festival-de-jazz',
  },
  {
    title: 'Ruta del café cubano en La Habana Vieja',
    description:
      'Recorrido a pie por cafeterías de La Habana Vieja con cata de café de la Sierra Maestra, historia del grano y dulces tradicionales.',
    inDays: 10,
    hour: 10,
    durationHours: 3,
    venues: ['Café', 'El Escorial'],
    photo: 'ruta-del-cafe',
  },
  {
    title: 'Feria de artesanía y diseño del Malecón',
    description:
      'Artesanos y diseñadores independientes presentan cerámica, textiles, joyería y arte popular junto al mar, con música tradicional en vivo.',
    inDays: 14,
    hour: 11,
    durationHours: 7,
    venues: ['Almacenes San José', 'Malecón'],
    photo: 'feria-de-artesania',
  },
  {
    title: 'Cena de cocina criolla con chef invitado',
    description:
      'Menú degustación de cocina criolla contemporánea: ropa vieja, tostones, frijoles negros y postres de guayaba, maridados con cócteles de ron.',
    inDays: 21,
    hour: 19,
    durationHours: 3,
    venues: ['La Guarida', 'Bodeguita', 'Floridita', 'Restaurante'],
    photo: 'cena-criolla',
  },
  {
    title: 'Gala de ballet en el Gran Teatro',
    description:
      'Programa mixto del repertorio clásico y piezas cubanas contemporáneas en el Gran Teatro de La Habana Alicia Alonso.',
    inDays: 30,
    hour: 20,
    durationHours: 2,
    venues: ['Gran Teatro'],
    photo: 'gala-de-ballet',
  },
  {
    title: 'Son y trova en la Casa de la Música',
    description:
      'Concierto de son cubano y trova con agrupaciones tradicionales; entrada con reserva y mesas cerca del escenario.',
    inDays: 35,
    hour: 22,
    durationHours: 4,
    venues: ['Casa de la Música'],
    photo: 'son-y-trova',
  },
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Start of today (UTC) + days, at the given Havana hour. */
function havanaTime(now: Date, inDays: number, hour: number): Date {
  const midnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnightUtc + inDays * DAY_MS + (hour - HAVANA_UTC_OFFSET_H) * HOUR_MS);
}

/**
 * Upcoming Havana events relative to `now` (3 to 35 days ahead; the seed runs once, at the first
 * start), linked to the seeded businesses whose names contain a venue of the event. Each has its
 * stable id; idempotent by id and title. Its picture is stored through `photos` (none without it).
 */
export async function seedEvents(
  repo: EventsRepository,
  businesses: { _id: string; name: string }[],
  now: Date = new Date(),
  photos?: SeedPhotos,
): Promise<void> {
  const existing = new Set((await repo.list()).map((e) => fold(e.title)));
  for (const e of SEED_EVENTS) {
    if (existing.has(fold(e.title))) continue;
    const id = seedEventId(e.title);
    if (await repo.findById(id)) continue;
    const venues = e.venues.map(fold);
    const business_ids = businesses.filter((b) => venues.some((v) => fold(b.name ?? '').includes(v))).map((b) => b._id);
    const start = havanaTime(now, e.inDays, e.hour);
    const photo = (await photos?.(`event-${e.photo}`)) ?? null;
    await repo
      .create(
        {
          title: e.title,
          description: e.description,
          ...(e.description_en ? { description_en: e.description_en } : {}),
          start_date: start,
          end_date: new Date(start.getTime() + e.durationHours * HOUR_MS),
          images: photo ? [photo.photo] : [],
          thumbnails: photo ? [photo.thumbnail] : [],
          business_ids: [...new Set(business_ids)].slice(0, 3),
        },
        id,
      )
      .catch((err: unknown) => {
        // another process seeded it in between
        if (!(err instanceof DuplicateKeyError)) throw err;
      });
  }
}

/** The stable id of a seeded event (issue 10 §2). */
export const seedEventId = (title: string) => seedId('event', title);
