import type { Business, Category } from '@guia/contracts';

let n = 0;
/** A 24-hex id, different each call. */
export const newId = () => `64b7f0c2a1b2${(n += 1).toString(16).padStart(12, '0')}`;

/** A business as the API answers it (spec §3), with overrides. */
export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    _id: newId(),
    name: 'La Guarida',
    description: 'Paladar en Centro Habana',
    address: 'Concordia 418, Centro Habana',
    vicinity: 'Centro Habana',
    phone: '+53 7 866 9047',
    categories: ['Comer y beber'],
    photos: [],
    thumbnails: [],
    geometry: { location: { lat: 23.13783, lng: -82.37045 } },
    location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
    rating: 4.6,
    user_ratings_total: 3120,
    paid_plan: 'BASIC',
    paid_promo: false,
    reservations_count: 0,
    visits_count: 0,
    comments: [],
    source: 'mongo',
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { _id: 'c00000000000000000000001', nombre: 'Comer y beber', name: 'restaurant' },
  { _id: 'c00000000000000000000002', nombre: 'Compras', name: 'store' },
  { _id: 'c00000000000000000000003', nombre: 'Café y Té', name: 'cafe' },
];
