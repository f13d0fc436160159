import fs from 'node:fs';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers';
import type { BusinessRecord } from '../../businesses/businesses.repository';

/** A real PNG of the given size. */
export function png(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
}

export function imageOf(format: 'jpeg' | 'webp' | 'gif' | 'avif', width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A business straight in the store, the way the businesses module keeps one. */
export async function makeBusiness(t: TestApp, name = 'Fábrica de Arte Cubano'): Promise<BusinessRecord> {
  return t.store.businesses.create({
    name,
    address: 'Calle 26 y 11, Vedado',
    categories: ['night_club'],
    types: ['night_club'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [-82.4093, 23.1347] },
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'BASIC',
    paid_promo: false,
  });
}

/** Files currently in the test app's uploads directory. */
export function uploadedFileNames(t: TestApp): string[] {
  return fs.readdirSync(t.ctx.storage.localDir!).sort();
}

/** The file name behind a public /uploads/ URL. */
export const fileOf = (url: string) => url.replace(/^\/uploads\//, '');

export const inDays = (days: number, hour = 20) => {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
