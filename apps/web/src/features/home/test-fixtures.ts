import { HOME_CATEGORIES, type Business, type Category, type Event } from '@guia/contracts';
import { fakeApi, type FakeResponse } from '../../test/utils';

let counter = 0;
/** A 24-hex id, different on every call. */
export const newId = () => `66a0b1c2d3e4${(counter += 1).toString(16).padStart(12, '0')}`;

export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    _id: newId(),
    name: 'La Guarida',
    description: 'Paladar en una mansión de Centro Habana.',
    address: 'Concordia 418, Centro Habana',
    vicinity: 'Centro Habana',
    categories: ['Comer y beber', 'restaurant', 'Paladar'],
    types: ['restaurant'],
    photos: ['/uploads/la-guarida.jpg'],
    thumbnails: ['/uploads/la-guarida.thumb.webp'],
    geometry: { location: { lat: 23.13783, lng: -82.37045 } },
    location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
    business_status: 'OPERATIONAL',
    rating: 4.6,
    user_ratings_total: 3120,
    paid_plan: 'ELITE',
    paid_promo: true,
    reservations_count: 0,
    visits_count: 0,
    comments: [],
    source: 'mongo',
    ...overrides,
  } as Business;
}

export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: newId(),
    title: 'Noche de salsa en la Fábrica de Arte',
    description: 'Orquesta en vivo y clase abierta de casino.',
    // local times: the es-ES text below does not depend on the machine's zone
    // 01/06/2030 21:00 and 02/06/2030 02:30 in Havana (UTC−4 in June)
    start_date: '2030-06-02T01:00:00.000Z',
    end_date: '2030-06-02T06:30:00.000Z',
    images: ['/uploads/salsa.jpg'],
    thumbnails: ['/uploads/salsa.thumb.webp'],
    business_ids: [],
    ...overrides,
  };
}

/** Home's categories as GET /api/categories/?home=true answers them (default: the six of spec §2, in order). */
export function homeCategories(list: readonly { name: string; nombre: string }[] = HOME_CATEGORIES): Category[] {
  return list.map((c, i) => ({ _id: newId(), name: c.name, nombre: c.nombre, show_on_home: true, home_order: i }));
}

type Answer = () => FakeResponse | Promise<FakeResponse>;

/** An answer that never comes (the loading state stays on screen). */
export const pending: Answer = () => new Promise<FakeResponse>(() => undefined);

/** The three home lists with sensible defaults; pass an answer to replace one. */
export function homeApi({
  events = () => ({ body: [] }),
  promoted = () => ({ body: [] }),
  elite = () => ({ body: [] }),
  categories = () => ({ body: homeCategories() }),
  more = {},
}: { events?: Answer; promoted?: Answer; elite?: Answer; categories?: Answer; more?: Record<string, Answer> } = {}) {
  return fakeApi({
    'GET /api/events/': events,
    'GET /api/business/promoted': promoted,
    'GET /api/business/elite': elite,
    'GET /api/categories/': categories,
    ...more,
  });
}
