import sharp from 'sharp';
import type { NewBusiness } from '../businesses.repository';

/** A valid business input; the position defaults to Havana's Parque Central. */
export function newBusiness(overrides: Partial<NewBusiness> & { lat?: number; lng?: number } = {}): NewBusiness {
  const { lat = 23.1373, lng = -82.3598, ...rest } = overrides;
  return {
    name: 'Negocio de prueba',
    categories: [],
    types: [],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [lng, lat] },
    rating: 0,
    user_ratings_total: 0,
    paid_plan: 'BASIC',
    paid_promo: false,
    ...rest,
  };
}

/** A point `metres` north (positive) or south of a latitude, on MongoDB's sphere. */
export const northOf = (lat: number, metres: number) => lat + (metres / 6_378_100) * (180 / Math.PI);
/** A point `metres` east of a longitude at a latitude. */
export const eastOf = (lat: number, lng: number, metres: number) =>
  lng + (metres / (6_378_100 * Math.cos((lat * Math.PI) / 180))) * (180 / Math.PI);

/** A real PNG image. */
export function png(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 20 } } })
    .png()
    .toBuffer();
}
