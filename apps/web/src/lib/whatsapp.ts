import { env } from '../config/env';

/** True on the user agents where the WhatsApp app link works (spec §9: iOS and Android). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /android|iphone|ipad|ipod/i.test(userAgent);
}

export interface WhatsappLinkInput {
  /**
   * Whom the chat goes to, in any format (digits only are kept). Without digits the link names no
   * one and WhatsApp lets the person pick the chat: never a number the caller did not choose
   * (issue 20 §6: a venue's message must not land at the guide's number).
   */
  phone?: string | null;
  /** Prefilled message, plain text (it is URL-encoded here). */
  text: string;
  /** Defaults to the browser's. */
  userAgent?: string;
}

/**
 * The chat link of spec §9: `whatsapp://send?phone=…&text=…` on iOS and Android,
 * `https://wa.me/…?text=…` elsewhere. Phone digits only.
 */
export function whatsappLink({ phone, text, userAgent }: WhatsappLinkInput): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const message = encodeURIComponent(text);
  if (isMobileUserAgent(ua)) return digits ? `whatsapp://send?phone=${digits}&text=${message}` : `whatsapp://send?text=${message}`;
  return `https://wa.me/${digits}?text=${message}`;
}

/** A chat with Guía Cuba itself (the configured number, spec §9 {phone}): for messages worded to the guide. */
export function guideWhatsappLink(text: string, userAgent?: string): string {
  return whatsappLink({ phone: env.whatsappPhone, text, userAgent });
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
