import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@guia/contracts';

const megabytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
/** A size in MB as people read it: '12,4', '5'. */
export const mbText = (bytes: number) => megabytes.format(Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10));

/**
 * What a photo file's check says as it is added (issue 20 §9), in the admin's business form and in
 * the owner's 'Fotos' (issue 21 §1): one place, so both say the same.
 */
export const PHOTO_FILES_TEXT = {
  notAnImage: (name: string) => `«${name}» no es una imagen (JPG, PNG, WebP o GIF)`,
  tooBig: (name: string, bytes: number) => `«${name}» pesa ${mbText(bytes)} MB; el máximo es ${mbText(UPLOAD_MAX_BYTES)} MB`,
  tooMany: (name: string) => `«${name}» no se añadió: caben como máximo ${UPLOAD_MAX_FILES} fotos en total`,
  unreadable: (name: string) => `No se pudo leer «${name}»`,
} as const;
