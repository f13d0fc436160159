import type { Business, WeeklyHours } from '@guia/contracts';

/** Typed Business fixtures for the business, Tops and map tests (the API's shape, spec §3). */
let next = 0;
const hexId = (n: number) => n.toString(16).padStart(24, '6650f0c2a1b2c3d4e5f6');

export const WEEK_HOURS = [
  'lunes: 12:00–23:00',
  'martes: 12:00–23:00',
  'miércoles: 12:00–23:00',
  'jueves: 12:00–23:00',
  'viernes: 12:00–0:00',
  'sábado: 12:00–0:00',
  'domingo: Cerrado',
];

/** WEEK_HOURS as the structured hours the API keeps (issue 16): Sunday closed, Friday and Saturday to midnight. */
export const WEEK: WeeklyHours = {
  week: {
    mon: [{ open: '12:00', close: '23:00' }],
    tue: [{ open: '12:00', close: '23:00' }],
    wed: [{ open: '12:00', close: '23:00' }],
    thu: [{ open: '12:00', close: '23:00' }],
    fri: [{ open: '12:00', close: '00:00' }],
    sat: [{ open: '12:00', close: '00:00' }],
    sun: [],
  },
  exceptions: [],
};

/** La Guarida's hours (issue 16): every day 12:00–16:00 and 19:00–00:00. */
export const SPLIT_DAY: WeeklyHours = {
  week: Object.fromEntries(
    (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((d) => [
      d,
      [
        { open: '12:00', close: '16:00' },
        { open: '19:00', close: '00:00' },
      ],
    ]),
  ),
  exceptions: [],
};

export function makeBusiness(overrides: Partial<Business> = {}): Business {
  next += 1;
  const id = overrides._id ?? hexId(0x1000 + next).slice(-24);
  return {
    _id: id,
    name: `Paladar ${next}`,
    description: 'Cocina cubana de autor en una azotea con vistas.',
    address: 'Concordia 418, Centro Habana',
    vicinity: 'Centro Habana',
    phone: '+53 7 866 9047',
    website: 'https://www.ejemplo.cu',
    categories: ['Comer y beber', 'restaurant', 'Paladar', 'Azotea'],
    types: ['restaurant', 'food'],
    photos: [`/uploads/${id}-1.jpg`, `/uploads/${id}-2.jpg`],
    thumbnails: [`/uploads/${id}-1.webp`, `/uploads/${id}-2.webp`],
    geometry: { location: { lat: 23.13783, lng: -82.37045 } },
    location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
    hours: WEEK,
    opening_hours: { open_now: true, weekday_text: WEEK_HOURS },
    business_status: 'OPERATIONAL',
    rating: 4.6,
    user_ratings_total: 120,
    paid_plan: 'ELITE',
    paid_promo: true,
    // a paladar with its own number: it takes WhatsApp reservations (issue 20 §6)
    reservations: true,
    reservations_count: 0,
    visits_count: 0,
    comments: [
      { content: 'La comida, espectacular.', username: 'marta_hab', rating: 5, date: '2025-03-12T18:00:00.000Z' },
      { content: '', username: '', date: '2025-02-01T12:00:00.000Z' },
    ],
    source: 'mongo',
    ...overrides,
  };
}
