import { isMobileUserAgent, openWhatsapp } from '../../lib/whatsapp';

/** A WhatsApp "send to someone" link with a prefilled text (no phone: the user picks the chat). */
export function whatsappShareLink(text: string, userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const message = encodeURIComponent(text);
  return isMobileUserAgent(userAgent) ? `whatsapp://send?text=${message}` : `https://wa.me/?text=${message}`;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'whatsapp';

/**
 * 'Compartir': the browser's share sheet (Web Share API) where it exists, else a WhatsApp chat
 * with the page's address, which is how places travel in Cuba.
 */
export async function shareBusiness({ name, url }: { name: string; url: string }): Promise<ShareOutcome> {
  const text = `${name} en Guía Cuba`;
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // share sheet unavailable (not allowed, nothing to share with): WhatsApp instead
    }
  }
  openWhatsapp(whatsappShareLink(`${text}: ${url}`));
  return 'whatsapp';
}
