import type { Business, ExternalPlace, Lang, NearbyBusiness, OsmNearbyPlace } from '@guia/contracts';
import { formatNumber } from '../../lib/format';
import { businessAddress, businessName } from '../../lib/business-info';
import { markerIconFor } from './marker-icons';
import type { LatLng, MapMarker } from './types';

/** An own business: the full record, or the lighter copy a nearby answer carries (issue 11). */
export type OwnBusiness = Business | NearbyBusiness;

/** True when this is the full record (GET /business/{id}, search), with its reviews and description. */
export const isFullBusiness = (b: OwnBusiness): b is Business => 'comments' in b && Array.isArray(b.comments);

/** What the map lists and draws: an own business, an external (Google) place, or an OpenStreetMap place (issue 24). */
export type Place =
  | { kind: 'own'; id: string; business: OwnBusiness }
  | { kind: 'external'; id: string; place: ExternalPlace }
  | { kind: 'osm'; id: string; place: OsmNearbyPlace };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** geometry.location, else location.coordinates ([lng, lat]); null when neither is valid (spec §7). */
export function positionOf(b: {
  geometry?: { location?: { lat?: unknown; lng?: unknown } };
  location?: { coordinates?: unknown[] };
}): LatLng | null {
  const g = b.geometry?.location;
  if (g && isNumber(g.lat) && isNumber(g.lng) && Math.abs(g.lat) <= 90 && Math.abs(g.lng) <= 180) return { lat: g.lat, lng: g.lng };
  const [lng, lat] = b.location?.coordinates ?? [];
  if (isNumber(lat) && isNumber(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  return null;
}

export const ownPlace = (business: OwnBusiness): Place => ({ kind: 'own', id: business._id, business });
export const externalPlace = (place: ExternalPlace): Place => ({ kind: 'external', id: place.place_id, place });
/** A place of the nearby answer's `osm_places` (data © OpenStreetMap contributors). */
export const osmPlace = (place: OsmNearbyPlace): Place => ({ kind: 'osm', id: place._id, place });

export function placePosition(p: Place): LatLng | null {
  return positionOf(p.kind === 'own' ? p.business : p.place);
}

/** The page's messages (MSG in its language), for the fallback texts. */
type Msg = Parameters<typeof businessName>[1];

export function placeName(p: Place, m?: Msg): string {
  return businessName(p.kind === 'own' ? p.business.name : p.place.name, m);
}

export function placeAddress(p: Place, m?: Msg): string {
  if (p.kind === 'own') return businessAddress(p.business, m);
  if (p.kind === 'osm') return businessAddress({ address: p.place.address }, m);
  return businessAddress({ address: p.place.formatted_address, vicinity: p.place.vicinity }, m);
}

export function placeRating(p: Place): number | undefined {
  if (p.kind === 'osm') return undefined;
  return p.kind === 'own' ? p.business.rating : p.place.rating;
}

export function placeTags(p: Place): string[] {
  if (p.kind === 'external') return p.place.types ?? [];
  const b = p.kind === 'own' ? p.business : p.place;
  return [...(b.categories ?? []), ...(b.types ?? [])];
}

export function placeDistance(p: Place): number | undefined {
  return p.kind === 'own' ? p.business.distance : p.place.distance;
}

/** A place as a map marker; null when it has no valid coordinates (it is not drawn). */
export function toMarker(p: Place, highlighted = false, m?: Msg): MapMarker | null {
  const position = placePosition(p);
  if (!position) return null;
  return {
    id: p.id,
    position,
    name: placeName(p, m),
    address: placeAddress(p, m),
    rating: placeRating(p),
    // an OSM place is drawn as an outside place, in its own style (`source`)
    kind: p.kind === 'own' ? 'own' : 'external',
    ...(p.kind === 'osm' ? { source: 'osm' as const } : {}),
    icon: markerIconFor(placeTags(p)),
    highlighted,
  };
}

/** '850 m' or '2,3 km' ('2.3 km' in English). */
export function formatDistance(metres: number, lang: Lang = 'es'): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${formatNumber(metres / 1000, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** '7 min' or '1 h 05 min' (at least 1 min). */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
