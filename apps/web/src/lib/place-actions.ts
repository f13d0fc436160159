/**
 * The actions every place may offer, the reservation aside (issue 20 §6): 'Llamar' (with a
 * phone), 'Cómo llegar' (with a position), 'Compartir'. Light on purpose: a page draws them at
 * once, while the reservation's code (the rule, the chat link, the counter: lib/contact-actions.ts)
 * arrives a moment later.
 */
export type PlaceAction =
  /** 'Llamar': a tel: link to its phone */
  | { kind: 'call'; href: string }
  /** 'Cómo llegar': the map, the place selected, its directions */
  | { kind: 'directions' }
  /** 'Compartir': the share sheet, else a WhatsApp chat the person picks */
  | { kind: 'share' };

export interface PlaceLike {
  phone?: string | null;
  geometry?: { location?: { lat?: number; lng?: number } } | null;
}

/** A phone as a tel: link ('+' and digits), null without digits. */
export function telHref(phone?: string | null): string | null {
  // (no contracts import here: the reservation rule's module then stays out of the page's first code)
  if (!/\d/.test(phone ?? '')) return null;
  return `tel:${(phone ?? '').replace(/[^\d+]/g, '')}`;
}

const hasPosition = (p: PlaceLike) => Number.isFinite(p.geometry?.location?.lat) && Number.isFinite(p.geometry?.location?.lng);

/** call (with a phone), directions (with a position), share: in that order. */
export function placeActions(place: PlaceLike): PlaceAction[] {
  const out: PlaceAction[] = [];
  const tel = telHref(place.phone);
  if (tel) out.push({ kind: 'call', href: tel });
  if (hasPosition(place)) out.push({ kind: 'directions' });
  out.push({ kind: 'share' });
  return out;
}
