import { PLACE_TYPE_NAMES, paymentsFromOsm } from '@guia/contracts';
import type { NewBusiness } from '../businesses/businesses.repository';
import type { OsmPlaceRecord } from '../osm/osm.repository';

/** What a guide category list says of a casa particular (as the OSM place's page does). */
const CASA_PARTICULAR = 'Casa particular';

/**
 * The guide business an approved request for an OpenStreetMap place adds (issue 24 §4): what OSM
 * knows of the place — name, position, address, phone, website, hours (as read from
 * `opening_hours`; a tag that could not be read is kept as written, never counted open),
 * categories (each as the home tile's Spanish and English names, like the seed's), means of
 * payment read into the guide's ids — and nothing the guide would invent: no description, photos
 * or ratings, no reservations until the owner turns them on.
 */
export function businessFromOsm(place: OsmPlaceRecord): NewBusiness {
  const categories = new Set<string>();
  for (const c of place.categories) {
    const nombre = PLACE_TYPE_NAMES[c];
    if (nombre) categories.add(nombre);
    categories.add(c);
  }
  if (place.types.includes('guest_house=casa_particular')) categories.add(CASA_PARTICULAR);
  // Google-style types: the categories and OSM's values ('amenity=restaurant' → 'restaurant')
  const types = new Set<string>(place.categories);
  for (const t of place.types) {
    const value = t.split('=')[1];
    if (value && /^[a-z_]+$/.test(value)) types.add(value);
  }
  const payments = paymentsFromOsm(place.payment);
  const hours = place.hours
    ? (structuredClone(place.hours) as NonNullable<NewBusiness['hours']>)
    : place.hours_text
      ? { week: {}, exceptions: [], unparsed: [place.hours_text] }
      : undefined;
  const [lng, lat] = place.location.coordinates;
  return {
    name: place.name,
    ...(place.address ? { address: place.address } : {}),
    ...(place.phone ? { phone: place.phone } : {}),
    ...(place.website ? { website: place.website } : {}),
    categories: [...categories],
    types: [...types],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [lng, lat] },
    ...(hours ? { hours } : {}),
    rating: 0,
    user_ratings_total: 0,
    paid_plan: 'BASIC',
    paid_promo: false,
    reservations: false,
    ...(payments.length ? { payments } : {}),
  };
}
