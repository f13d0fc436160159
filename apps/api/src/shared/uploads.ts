import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { PHOTO_MAX_WIDTH, THUMBNAIL_MAX_WIDTH, UPLOAD_MAX_ANIMATION_PIXELS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_REQUEST_BYTES, API_MSG } from '@guia/contracts';
import type { AppContext } from '../context';
import { AppError, badRequest } from './errors';

/** The image formats accepted, recognised by content (never by name or declared type). */
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** WebP qualities: the display copy (what a page shows, up to 1280 px) and the list thumbnail. */
const DISPLAY_QUALITY = 76;
const THUMBNAIL_QUALITY = 80;

/**
 * What is kept of an uploaded image (issue 11 §3): two WebP copies, both turned upright by their
 * EXIF orientation and stripped of metadata (a phone photo's EXIF carries where it was taken):
 * - `url`, the display copy, ≤ PHOTO_MAX_WIDTH px wide (never enlarged; an animated GIF or WebP
 *   stays animated): what `photos` / `images` hold and what the largest slot of any page shows;
 * - `thumbnail`, ≤ THUMBNAIL_MAX_WIDTH px wide: what lists and carousels show first.
 * The uploaded bytes themselves are not kept: no screen shows more than the display copy, and
 * the API promises URLs of images, not the file that was sent.
 */
export interface SavedImage {
  /** public URL of the display copy (WebP, ≤ PHOTO_MAX_WIDTH px wide) */
  url: string;
  /** public URL of its WebP thumbnail (≤ THUMBNAIL_MAX_WIDTH px wide) */
  thumbnail: string;
}

export interface UploadField {
  name: string;
  maxCount: number;
}

/**
 * Multipart parser for image fields (DESIGN §5): files kept in memory, each ≤ 5 MB, each field
 * ≤ its maxCount (≤ 12). Multer's errors become Spanish `{ message }` answers here:
 * a file too large → 413 API_MSG.fileTooLarge; too many files, or a file in a field not listed → 400
 * API_MSG.tooManyFiles / API_MSG.validationError; malformed bodies → 400. Text fields land in req.body.
 * Requests that are not multipart pass through untouched (req.files stays unset).
 */
export function imageUpload(fields: UploadField[]): RequestHandler {
  const names = new Set(fields.map((f) => f.name));
  const totalFiles = fields.reduce((n, f) => n + Math.min(f.maxCount, UPLOAD_MAX_FILES), 0);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: Math.max(1, totalFiles),
      fields: 100,
      fieldSize: 1024 * 1024,
      parts: 100 + totalFiles,
    },
  }).fields(fields.map((f) => ({ name: f.name, maxCount: Math.min(f.maxCount, UPLOAD_MAX_FILES) })));

  // what a whole request may weigh (issue 17 §7: a declared 50 MB body is refused before it is read)
  const maxBody = UPLOAD_MAX_REQUEST_BYTES;
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBody) {
      // answer at once and close: the rest of the body is never read
      res.set('Connection', 'close');
      return next(new AppError(413, API_MSG.uploadTooLarge));
    }
    upload(req, res, (err?: unknown) => {
      if (!err) return next();
      // a file past its limit: close after the answer instead of reading what is left
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') res.set('Connection', 'close');
      next(toAppError(err, names));
    });
  };
}

function toAppError(err: unknown, fieldNames: Set<string>): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(413, API_MSG.fileTooLarge);
      case 'LIMIT_FILE_COUNT':
        return badRequest(API_MSG.tooManyFiles);
      case 'LIMIT_UNEXPECTED_FILE':
        return badRequest(err.field && fieldNames.has(err.field) ? API_MSG.tooManyFiles : API_MSG.validationError);
      default:
        return badRequest(API_MSG.validationError);
    }
  }
  // busboy: malformed multipart body, missing boundary …
  if (err instanceof Error && !(err as { status?: number }).status) return badRequest(API_MSG.validationError);
  return err;
}

/** Every uploaded file of the given fields, flattened, in field then arrival order. */
export function uploadedFiles(files: unknown, field?: string): Express.Multer.File[] {
  if (!files) return [];
  if (Array.isArray(files)) return field ? files.filter((f: Express.Multer.File) => f.fieldname === field) : files;
  const byField = files as Record<string, Express.Multer.File[]>;
  if (field) return byField[field] ?? [];
  return Object.values(byField).flat();
}

interface Prepared {
  display: Buffer;
  thumbnail: Buffer;
}

/**
 * Image work is memory- and CPU-heavy (issue 17 §7): one picture at a time per process, whatever
 * the number of requests, and sharp's own cache off, so parallel uploads queue instead of
 * multiplying memory.
 */
sharp.cache(false);
let imageQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = imageQueue.then(work, work);
  imageQueue = run.catch(() => undefined);
  return run;
}

/** Size checks from the header alone, before any pixel is decoded. */
async function dimensions(buffer: Buffer): Promise<{ pixels: number; frames: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buffer, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(API_MSG.notAnImage);
  }
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? Math.round((meta.height ?? 0) / frames);
  return { pixels: (meta.width ?? 0) * frameHeight, frames };
}

async function prepare(file: Express.Multer.File): Promise<Prepared> {
  const buffer = file.buffer;
  if (!buffer || buffer.length === 0) throw badRequest(API_MSG.notAnImage);
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ALLOWED.has(type.mime)) throw badRequest(API_MSG.notAnImage);
  const { pixels, frames } = await dimensions(buffer);
  if (pixels > UPLOAD_MAX_PIXELS) throw badRequest(API_MSG.imageTooManyPixels);
  // an animation stays animated while it is light; a heavy one keeps its first frame
  const animated = (type.mime === 'image/gif' || type.mime === 'image/webp') && frames > 1 && pixels * frames <= UPLOAD_MAX_ANIMATION_PIXELS;
  return oneAtATime(() => encode(buffer, animated));
}

async function encode(buffer: Buffer, animated: boolean): Promise<Prepared> {
  try {
    const display = await sharp(buffer, { failOn: 'error', animated, limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: DISPLAY_QUALITY })
      .toBuffer();
    const thumbnail = await sharp(buffer, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize({ width: THUMBNAIL_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { display, thumbnail };
  } catch {
    // right magic bytes, broken image
    throw badRequest(API_MSG.notAnImage);
  }
}

/**
 * Checks every file by content and makes its two WebP copies first (400 API_MSG.notAnImage before
 * anything is written), then writes them under one random name — `<name>.webp` and
 * `<name>.thumb.webp` — through ctx.storage. Answers the public URLs in the files' order.
 */
export async function saveImages(ctx: Pick<AppContext, 'storage'>, files: Express.Multer.File[]): Promise<SavedImage[]> {
  if (files.length === 0) return [];
  const prepared: Prepared[] = [];
  for (const file of files) prepared.push(await prepare(file));

  const written: string[] = [];
  try {
    const saved: SavedImage[] = [];
    for (const p of prepared) {
      const base = randomBytes(16).toString('hex');
      const url = await ctx.storage.put(`${base}.webp`, p.display, 'image/webp');
      written.push(url);
      const thumbnail = await ctx.storage.put(`${base}.thumb.webp`, p.thumbnail, 'image/webp');
      written.push(thumbnail);
      saved.push({ url, thumbnail });
    }
    return saved;
  } catch (err) {
    await removeImages(ctx, written);
    throw err;
  }
}

/** Removes stored files by URL; URLs the storage doesn't know (external photos) are ignored. */
export async function removeImages(ctx: Pick<AppContext, 'storage'>, urls: Iterable<string | undefined | null>): Promise<void> {
  const list = [...new Set([...urls].filter((u): u is string => typeof u === 'string' && u.length > 0))];
  await Promise.all(list.map((u) => ctx.storage.remove(u).catch(() => undefined)));
}
