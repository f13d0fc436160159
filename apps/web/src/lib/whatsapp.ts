import { env } from '../config/env';

/** True on the user agents where the WhatsApp app link works (spec §9: iOS and Android). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /android|iphone|ipad|ipod/i.test(userAgent);
}

export interface WhatsappLinkInput {
  /** The business's phone in any format; missing or without digits → the configured default number. */
  phone?: string | null;
  /** Prefilled message, plain text (it is URL-encoded here). */
  text: string;
  /** Defaults to the browser's. */
  userAgent?: string;
}

/**
 * The chat link of spec §9: `whatsapp://send?phone=…&text=…` on iOS and Android,
 * `https://wa.me/…?text=…` elsewhere. Phone digits only; the configured number when none.
 */
export function whatsappLink({ phone, text, userAgent }: WhatsappLinkInput): string {
  const digits = (phone ?? '').replace(/\D/g, '') || env.whatsappPhone;
  const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const message = encodeURIComponent(text);
  return isMobileUserAgent(ua)
    ? `whatsapp://send?phone=${digits}&text=${message}`
    : `https://wa.me/${digits}?text=${message}`;
}

/** Opens the chat: the app link in place on phones, the web chat in a new tab elsewhere. */
export function openWhatsapp(url: string): void {
  if (url.startsWith('whatsapp:')) {
    window.location.assign(url);
  } else {
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}

/** Prefilled reservation message for a business. */
export function businessReservationText(name: string): string {
  return `Hola, vi ${name} en Guía Cuba y me gustaría hacer una reserva. ¿Tienen disponibilidad?`;
}
