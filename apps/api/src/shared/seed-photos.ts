import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from './storage';

/**
 * The seed's photos (issue 11 §3): real WebP files drawn once by scripts/make-seed-photos.ts and
 * committed under apps/api/seed-photos/ — per picture a display copy and a list thumbnail. At
 * seeding time each one a record shows is copied into the configured storage (local disk or
 * GridFS), so it is served from /uploads/ like any upload, with immutable caching; its stored name
 * carries a hash of its bytes, so a redrawn picture never hides behind a cached old one.
 */

/** File names of picture `key` in the seed-photos folder. */
export const SEED_PHOTO_FILES = (key: string) => ({ photo: `${key}.webp`, thumbnail: `${key}.thumb.webp` });

export interface SeedPhoto {
  /** public URL of the display copy (what `photos` / `images` hold) */
  photo: string;
  /** public URL of its thumbnail (what `thumbnails` holds) */
  thumbnail: string;
}

/** Stores picture `key` (once per key) and answers its URLs; null when the folder doesn't have it. */
export type SeedPhotos = (key: string) => Promise<SeedPhoto | null>;

const FOLDER = 'seed-photos';

/**
 * The seed-photos folder of the API package: found upwards from this module, which is
 * src/shared/ in development and tests and dist/ (one bundled server.js) in the built app and
 * the Docker image. null when it is missing.
 */
export function findSeedPhotosDir(from: string = import.meta.url): string | null {
  let dir = path.dirname(fileURLToPath(from));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, FOLDER);
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isDirectory()) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** The seed's photos written through `storage` (see above); `dir` null → every picture is missing. */
export function seedPhotosIn(storage: FileStorage, dir: string | null = findSeedPhotosDir()): SeedPhotos {
  const stored = new Map<string, Promise<SeedPhoto | null>>();
  async function store(key: string): Promise<SeedPhoto | null> {
    if (!dir || !/^[a-z0-9-]+$/.test(key)) return null;
    const files = SEED_PHOTO_FILES(key);
    let photo: Buffer;
    let thumbnail: Buffer;
    try {
      [photo, thumbnail] = await Promise.all([fs.promises.readFile(path.join(dir, files.photo)), fs.promises.readFile(path.join(dir, files.thumbnail))]);
    } catch {
      return null;
    }
    const hash = createHash('sha256').update(photo).update(thumbnail).digest('hex').slice(0, 10);
    const base = `seed-${key}-${hash}`;
    return {
      photo: await storage.put(`${base}.webp`, photo, 'image/webp'),
      thumbnail: await storage.put(`${base}.thumb.webp`, thumbnail, 'image/webp'),
    };
  }
  return (key) => {
    let pending = stored.get(key);
    if (!pending) {
      pending = store(key);
      stored.set(key, pending);
    }
    return pending;
  };
}
