import type { Business, PublicUser } from '@guia/contracts';
import { ROLES } from '@guia/contracts';

/** The user id of `userToken()` in src/test/utils.tsx. */
export const USER_ID = '64b7f0c2a1b2c3d4e5f60718';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: USER_ID,
    name: 'maría fernández',
    email: 'maria@example.com',
    username: 'mariaf',
    role_id: ROLES.USER,
    favorite_businesses: [],
    ...overrides,
  };
}

let counter = 0;
export function makeBusiness(overrides: Partial<Business> = {}): Business {
  counter += 1;
  const _id = overrides._id ?? `65a000000000000000000${String(counter).padStart(3, '0')}`;
  return {
    _id,
    name: `Negocio ${counter}`,
    description: 'Un lugar con encanto en La Habana.',
    address: 'Obispo 1, La Habana Vieja',
    categories: ['Comer y beber', 'restaurant'],
    photos: [`/uploads/${_id}.jpg`],
    thumbnails: [`/uploads/${_id}.thumb.webp`],
    geometry: { location: { lat: 23.14, lng: -82.35 } },
    location: { type: 'Point', coordinates: [-82.35, 23.14] },
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'BASIC',
    paid_promo: false,
    reservations_count: 0,
    visits_count: 0,
    comments: [],
    source: 'mongo',
    ...overrides,
  };
}
