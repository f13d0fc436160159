import { UPLOAD_MAX_BYTES } from '@guia/contracts';
import { ADMIN_BUSINESS_TEXT as T } from './admin-business-text';

/**
 * The checks of a photo as the admin adds it (issue 20 §9); the server keeps its own.
 * - a file: its size, then its first bytes (what it is, not what its name says);
 * - an address: loaded as an image by this browser, as the guide's pages will load it.
 */

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image format the first bytes announce (the ones the API accepts), or null. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  return null;
}

/** The first `count` bytes of a file (FileReader: every browser, and the test DOM). */
function readHead(file: Blob, count = 16): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsArrayBuffer(head);
  });
}

/** Why this file cannot be a photo, naming it; null when it can. */
export async function photoFileProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD_MAX_BYTES) return T.tooBig(file.name, file.size);
  try {
    return imageKindOf(await readHead(file)) ? null : T.notAnImage(file.name);
  } catch {
    return T.unreadable(file.name);
  }
}

/** How long a photo address may take to load before it counts as unreachable. */
export const PHOTO_LOAD_TIMEOUT_MS = 10_000;

/** Loads the address as an image: true when it draws. */
export function loadsAsImage(url: string, timeoutMs = PHOTO_LOAD_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const done = (ok: boolean) => {
      clearTimeout(timer);
      img.onload = null;
      img.onerror = null;
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    img.onload = () => done(true);
    img.onerror = () => done(false);
    img.src = url;
  });
}

/**
 * Why the photo at this address cannot be shown, or null. The guide's pages allow images from
 * https:, this site and inline data (the CSP's img-src): an http:// address would be blocked on
 * every page, so it is refused with that reason, without trying it (the try itself would be blocked).
 */
export async function photoUrlReachProblem(url: string, load: (url: string) => Promise<boolean> = loadsAsImage): Promise<string | null> {
  if (/^http:\/\//i.test(url)) return T.photoHttp(url);
  return (await load(url)) ? null : T.photoUnreachable(url);
}
