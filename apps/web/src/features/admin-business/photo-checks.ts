import { ADMIN_BUSINESS_TEXT as T } from './admin-business-text';

export { imageKindOf, photoFileProblem, type ImageKind } from '../../components/photo-files/photo-checks';

/**
 * The checks of a photo as the admin adds it (issue 20 §9); the server keeps its own.
 * - a file: its size, then its first bytes (what it is, not what its name says);
 * - an address: loaded as an image by this browser, as the guide's pages will load it.
 */

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
