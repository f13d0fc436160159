import { isCleanText } from './text';

/**
 * The photo-address rule the API and the admin form share: http(s), a same-site path, or an inline
 * image (as the seed photos).
 */
export const PHOTO_URL_PATTERN = /^(https?:\/\/\S+|\/(?!\/)\S*|data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]+)$/i;

/** A photo address either app accepts: PHOTO_URL_PATTERN, and nothing invisible or a control character in it (isCleanText). */
export const isPhotoUrl = (url: string) => PHOTO_URL_PATTERN.test(url) && isCleanText(url);
