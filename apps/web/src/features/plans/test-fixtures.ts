import type { Business, Itinerary, ItineraryPlace, ItineraryStop, SharedItinerary } from '@guia/contracts';

/** The person of `userToken()` (src/test/utils.tsx). */
export const USER_ID = '64b7f0c2a1b2c3d4e5f60718';
export const PLAN_ID = '6660f0c2a1b2c3d4e5f60001';
export const TOKEN = 'aBcDeFgHiJkLmNoPqRsTuV';

/** Three places of La Habana Vieja, a few hundred metres apart ([lng, lat]). */
export const CATEDRAL: ItineraryPlace = {
  _id: '6650f0c2a1b2c3d4e5f60101',
  name: 'Plaza de la Catedral',
  address: 'Empedrado, La Habana Vieja',
  coordinates: [-82.3517, 23.1413],
  thumbnail: '/uploads/catedral-thumb.webp',
};
export const BODEGUITA: ItineraryPlace = {
  _id: '6650f0c2a1b2c3d4e5f60102',
  name: 'La Bodeguita del Medio',
  address: 'Empedrado 207',
  coordinates: [-82.3514, 23.1408],
};
export const PLAZA_VIEJA: ItineraryPlace = {
  _id: '6650f0c2a1b2c3d4e5f60103',
  name: 'Plaza Vieja',
  address: 'Mercaderes y Teniente Rey',
  coordinates: [-82.3503, 23.1359],
};
export const GONE_ID = '6650f0c2a1b2c3d4e5f60199';

export const stop = (business: ItineraryPlace, over: Partial<ItineraryStop> = {}): ItineraryStop => ({ business_id: business._id, business, ...over });

export function makePlan(over: Partial<Itinerary> = {}): Itinerary {
  return {
    _id: PLAN_ID,
    name: 'Sábado en La Habana Vieja',
    date: '2026-12-05',
    stops: [stop(CATEDRAL), stop(BODEGUITA), stop(PLAZA_VIEJA)],
    distance_m: 1200,
    share_token: null,
    version: 3,
    updated_at: '2026-11-20T15:00:00.000Z',
    ...over,
  };
}

export function makeShared(over: Partial<SharedItinerary> = {}): SharedItinerary {
  const { share_token: _t, version: _v, ...plan } = makePlan();
  return { ...plan, ...over };
}

/** A business of the guide as search and GET /business?ids= answer it (the fields the plans read). */
export function makeBusiness(place: ItineraryPlace): Business {
  return {
    _id: place._id,
    name: place.name,
    address: place.address,
    location: { type: 'Point', coordinates: place.coordinates! },
    categories: [],
    photos: [],
    thumbnails: [],
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'FREE',
    paid_promo: false,
    reservations_count: 0,
    visits_count: 0,
    comments: [],
    source: 'mongo',
  } as unknown as Business;
}
