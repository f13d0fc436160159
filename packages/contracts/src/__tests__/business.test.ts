import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  businessFormFieldsSchema,
  businessSchema,
  counterResponseSchema,
  externalPlaceSchema,
  NEARBY_DEFAULT_DISTANCE_M,
  NEARBY_MAX_DISTANCE_M,
  nearbyQuerySchema,
  nearbyResponseSchema,
  reviewBodySchema,
  searchQuerySchema,
  API_MSG,
} from '../index';
import { firstMessage, ID } from './helpers';

const business = {
  _id: ID,
  name: 'La Guarida',
  description: 'Paladar en Centro Habana',
  address: 'Concordia 418, La Habana',
  vicinity: 'Centro Habana',
  phone: '+53 7 8669047',
  website: 'https://laguarida.com',
  categories: ['restaurant'],
  types: ['restaurant', 'food'],
  photos: ['/uploads/a.jpg'],
  thumbnails: ['/uploads/a.thumb.webp'],
  geometry: { location: { lat: 23.1376, lng: -82.3718 } },
  location: { type: 'Point' as const, coordinates: [-82.3718, 23.1376] as [number, number] },
  opening_hours: { open_now: true, weekday_text: ['lunes: 12:00–0:00'] },
  business_status: 'OPERATIONAL',
  rating: 4.6,
  user_ratings_total: 1200,
  plus_code: { global_code: '76XW4JHH+2M' },
  paid_plan: 'ELITE' as const,
  paid_promo: true,
  reservations_count: 3,
  visits_count: 40,
  comments: [{ content: 'Excelente', username: 'ana', rating: 5 }],
  source: 'mongo' as const,
  distance: 120,
};

describe('business entity', () => {
  it('accepts an own business as the API answers it (spec §3)', () => {
    expect(businessSchema.parse(business)).toEqual(business);
  });

  it('accepts the minimum: optional text fields may be absent', () => {
    const { description, address, vicinity, phone, website, types, thumbnails, opening_hours, business_status, plus_code, distance, ...min } =
      business;
    void [description, address, vicinity, phone, website, types, thumbnails, opening_hours, business_status, plus_code, distance];
    expect(businessSchema.safeParse(min).success).toBe(true);
  });

  it('refuses a rating outside 0..5 and negative counters', () => {
    expect(businessSchema.safeParse({ ...business, rating: 5.1 }).success).toBe(false);
    expect(businessSchema.safeParse({ ...business, rating: -1 }).success).toBe(false);
    expect(businessSchema.safeParse({ ...business, visits_count: -1 }).success).toBe(false);
    expect(businessSchema.safeParse({ ...business, user_ratings_total: 1.5 }).success).toBe(false);
  });

  it('refuses a plan other than BASIC, PRO or ELITE', () => {
    for (const paid_plan of ['BASIC', 'PRO', 'ELITE']) expect(businessSchema.safeParse({ ...business, paid_plan }).success).toBe(true);
    expect(businessSchema.safeParse({ ...business, paid_plan: 'GOLD' }).success).toBe(false);
  });

  it("marks own businesses with source 'mongo' only", () => {
    expect(businessSchema.safeParse({ ...business, source: 'google' }).success).toBe(false);
  });

  it('refuses a location that is not a GeoJSON point [lng, lat]', () => {
    expect(businessSchema.safeParse({ ...business, location: { type: 'Point', coordinates: [-82.37] } }).success).toBe(false);
    expect(businessSchema.safeParse({ ...business, geometry: { location: { lat: 123, lng: -82 } } }).success).toBe(false);
  });

  it('refuses a bad id with the invalid id message', () => {
    expect(firstMessage(businessSchema, { ...business, _id: 'la-guarida' })).toBe(API_MSG.invalidId);
  });
});

describe('external place', () => {
  const place = {
    place_id: 'ChIJ123',
    name: 'El Floridita',
    types: ['bar'],
    vicinity: 'Obispo 557',
    formatted_address: 'Obispo 557, La Habana',
    geometry: { location: { lat: 23.1384, lng: -82.3575 } },
    rating: 4.2,
    opening_hours: { open_now: false },
    source: 'google' as const,
  };

  it('accepts a Google place as nearby answers it', () => {
    expect(externalPlaceSchema.parse(place)).toEqual(place);
  });

  it("refuses a place without place_id or geometry, or with a source other than 'google'", () => {
    const { place_id, ...noId } = place;
    void place_id;
    expect(externalPlaceSchema.safeParse(noId).success).toBe(false);
    expect(externalPlaceSchema.safeParse({ ...place, geometry: undefined }).success).toBe(false);
    expect(externalPlaceSchema.safeParse({ ...place, source: 'mongo' }).success).toBe(false);
  });

  it('goes with own businesses in the nearby answer, which carry what the map shows and no reviews or counters', () => {
    const { description, website, location, plus_code, paid_plan, reservations_count, visits_count, comments, ...onMap } = business;
    void [description, website, location, plus_code, paid_plan, reservations_count, visits_count, comments];
    const answer = { mongo_businesses: [onMap], google_places: [place], google_available: true, osm_places: [], osm_total: 0 };
    expect(nearbyResponseSchema.parse(answer)).toEqual(answer);
    // a full record is read as its map fields only
    expect(nearbyResponseSchema.parse({ ...answer, mongo_businesses: [business] }).mongo_businesses[0]).toEqual(onMap);
    expect(nearbyResponseSchema.safeParse({ mongo_businesses: [onMap] }).success).toBe(false);
    const { distance, ...noDistance } = onMap;
    void distance;
    expect(nearbyResponseSchema.safeParse({ ...answer, mongo_businesses: [noDistance] }).success).toBe(false);
  });

  it('carries OpenStreetMap places (issue 24): osm_places with their OSM identity and osm_total; a business may name the OSM object it is', () => {
    const { description, website, location, plus_code, paid_plan, reservations_count, visits_count, comments, ...onMap } = business;
    void [description, website, location, plus_code, paid_plan, reservations_count, visits_count, comments];
    const osm = {
      _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
      name: 'Paladar',
      categories: ['restaurant'],
      types: ['amenity=restaurant'],
      geometry: { location: { lat: 23.1, lng: -82.3 } },
      location: { type: 'Point', coordinates: [-82.3, 23.1] },
      osm_type: 'node',
      osm_id: 42,
      extract_date: '2026-11-20',
      source: 'osm',
      distance: 120,
    };
    const answer = { mongo_businesses: [{ ...onMap, osm: { type: 'way', id: 7 } }], google_places: [], google_available: false, osm_places: [osm], osm_total: 3 };
    expect(nearbyResponseSchema.parse(answer)).toEqual(answer);
    expect(nearbyResponseSchema.safeParse({ ...answer, osm_places: [{ ...osm, source: 'google' }] }).success).toBe(false);
    expect(nearbyResponseSchema.safeParse({ ...answer, osm_places: [{ ...osm, osm_type: 'relation' }] }).success).toBe(false);
    const { osm_total, ...noTotal } = answer;
    void osm_total;
    expect(nearbyResponseSchema.safeParse(noTotal).success).toBe(false);
  });
});

describe('nearby query', () => {
  it('reads lat, lon and max_distance from query text as numbers', () => {
    expect(nearbyQuerySchema.parse({ lat: '23.138', lon: '-82.364', max_distance: '5000', category: 'cafe' })).toEqual({
      lat: 23.138,
      lon: -82.364,
      max_distance: 5000,
      category: 'cafe',
    });
  });

  it(`defaults max_distance to ${NEARBY_DEFAULT_DISTANCE_M} metres and category to none`, () => {
    expect(nearbyQuerySchema.parse({ lat: '23.1', lon: '-82.3' })).toEqual({ lat: 23.1, lon: -82.3, max_distance: NEARBY_DEFAULT_DISTANCE_M });
  });

  it.each([
    ['lat is missing', { lon: '-82.3' }],
    ['lat is not a number', { lat: 'abc', lon: '-82.3' }],
    ['lon is empty', { lat: '23.1', lon: '' }],
    ['lat is beyond 90', { lat: '91', lon: '-82.3' }],
    ['lon is beyond -180', { lat: '23.1', lon: '-181' }],
  ])('when %s, fails with the coordinates message', (_case, query) => {
    expect(firstMessage(nearbyQuerySchema, query)).toBe(BUSINESS_MESSAGES.badCoordinates);
  });

  it.each([['0'], ['abc'], [' '], [String(NEARBY_MAX_DISTANCE_M + 1)]])('when max_distance is %s, fails with the distance message', (max_distance) => {
    expect(firstMessage(nearbyQuerySchema, { lat: '23.1', lon: '-82.3', max_distance })).toBe(BUSINESS_MESSAGES.badDistance);
  });

  it('refuses a NoSQL operator as category', () => {
    expect(nearbyQuerySchema.safeParse({ lat: '23.1', lon: '-82.3', category: { $ne: null } }).success).toBe(false);
  });
});

describe('search query', () => {
  it('accepts a text with an optional position', () => {
    expect(searchQuerySchema.parse({ q: ' pizza ', lat: '23.1', lon: '-82.3' })).toEqual({ q: 'pizza', lat: 23.1, lon: -82.3 });
    expect(searchQuerySchema.parse({ q: 'museo' })).toEqual({ q: 'museo' });
  });

  it('when the text is missing or blank, asks what to search for', () => {
    expect(firstMessage(searchQuerySchema, {})).toBe(BUSINESS_MESSAGES.searchQueryRequired);
    expect(firstMessage(searchQuerySchema, { q: '   ' })).toBe(BUSINESS_MESSAGES.searchQueryRequired);
  });

  it('refuses a latitude out of range', () => {
    expect(searchQuerySchema.safeParse({ q: 'x', lat: '100' }).success).toBe(false);
  });
});

describe('review body', () => {
  it('accepts a comment with a whole rating 1..5, trimming the text', () => {
    expect(reviewBodySchema.parse({ content: ' Muy bueno ', rating: '4' })).toEqual({ content: 'Muy bueno', rating: 4 });
  });

  it('when the comment is blank, fails with the empty comment message', () => {
    expect(firstMessage(reviewBodySchema, { content: '  ', rating: 3 })).toBe(BUSINESS_MESSAGES.commentRequired);
    expect(firstMessage(reviewBodySchema, { rating: 3 })).toBe(BUSINESS_MESSAGES.commentRequired);
  });

  it.each([[0], [6], [2.5], ['mucho']])('when the rating is %s, fails with the rating range message', (rating) => {
    expect(firstMessage(reviewBodySchema, { content: 'ok', rating })).toBe(BUSINESS_MESSAGES.reviewRatingRange);
  });
});

describe('counter answer (visit, reservation)', () => {
  it('carries the count and whether this call counted', () => {
    expect(counterResponseSchema.parse({ count: 3, counted: true })).toEqual({ count: 3, counted: true });
    expect(counterResponseSchema.safeParse({ count: -1, counted: true }).success).toBe(false);
  });
});

describe('business form fields (multipart create/update)', () => {
  it('reads numbers and booleans sent as text', () => {
    expect(
      businessFormFieldsSchema.parse({
        name: ' Café Arcángel ',
        address: 'Concordia 57',
        rating: '4.5',
        user_ratings_total: '12',
        paid_plan: 'PRO',
        paid_promo: 'true',
      }),
    ).toEqual({ name: 'Café Arcángel', address: 'Concordia 57', rating: 4.5, user_ratings_total: 12, paid_plan: 'PRO', paid_promo: true });
    expect(businessFormFieldsSchema.parse({ name: 'a', address: 'b', paid_promo: 'false' }).paid_promo).toBe(false);
  });

  it('when the name is missing or blank, fails with the name message', () => {
    expect(firstMessage(businessFormFieldsSchema, { address: 'Obispo 1' })).toBe(BUSINESS_MESSAGES.nameRequired);
    expect(firstMessage(businessFormFieldsSchema, { name: ' ', address: 'Obispo 1' })).toBe(BUSINESS_MESSAGES.nameRequired);
  });

  it('when the address is missing, fails with the address message', () => {
    expect(firstMessage(businessFormFieldsSchema, { name: 'Bar' })).toBe(BUSINESS_MESSAGES.addressRequired);
  });

  it.each([['5.1'], ['-0.1'], ['x']])('when the rating is %s, fails with the 0..5 message', (rating) => {
    expect(firstMessage(businessFormFieldsSchema, { name: 'a', address: 'b', rating })).toBe(BUSINESS_MESSAGES.ratingRange);
  });

  it('when the total of ratings is negative, fails with its message', () => {
    expect(firstMessage(businessFormFieldsSchema, { name: 'a', address: 'b', user_ratings_total: '-1' })).toBe(
      BUSINESS_MESSAGES.ratingsTotalMin,
    );
  });

  it('when the plan is not BASIC, PRO or ELITE, fails with the plan message', () => {
    expect(firstMessage(businessFormFieldsSchema, { name: 'a', address: 'b', paid_plan: 'GOLD' })).toBe(BUSINESS_MESSAGES.planInvalid);
  });

  it('when the promo flag is not a yes/no value, fails with the promo message', () => {
    expect(firstMessage(businessFormFieldsSchema, { name: 'a', address: 'b', paid_promo: 'maybe' })).toBe(BUSINESS_MESSAGES.promoInvalid);
  });

  it('reads latitude and longitude as numbers, 0 when unparsable (spec §5)', () => {
    const parsed = businessFormFieldsSchema.parse({ name: 'a', address: 'b', latitude: '23.1376', longitude: 'oeste' });
    expect(parsed.latitude).toBe(23.1376);
    expect(parsed.longitude).toBe(0);
  });

  it('refuses a website that is not an http(s) address', () => {
    expect(firstMessage(businessFormFieldsSchema, { name: 'a', address: 'b', website: 'javascript:alert(1)' })).toBe(
      BUSINESS_MESSAGES.websiteInvalid,
    );
  });
});
