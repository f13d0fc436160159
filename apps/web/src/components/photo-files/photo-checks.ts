import { UPLOAD_MAX_BYTES } from '@guia/contracts';
import { PHOTO_FILES_TEXT as T } from './photo-files-text';

/**
 * The check of a photo file as it is added (issue 20 §9; the admin's business form and the owner's
 * 'Fotos', issue 21 §1): its size, then its first bytes (what it is, not what its name says). The
 * server keeps its own.
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

