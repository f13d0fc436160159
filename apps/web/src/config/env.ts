import { API_PREFIX } from '@guia/contracts';
/** Build-time settings, read once. Nothing secret ever goes here: it ships in the bundle. */
const raw = import.meta.env;

const text = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const env = {
  /** API base on the app's own origin (DESIGN §5). */
  apiBase: text(raw.VITE_API_BASE, API_PREFIX).replace(/\/+$/, ''),
  /** Android package offered by 'Descarga la app'; unset → the button shows 'Próximamente'. */
  androidApkUrl: raw.VITE_ANDROID_APK_URL?.trim() || undefined,
  supportEmail: text(raw.VITE_SUPPORT_EMAIL, 'soporte@guiacuba.app'),
  supportPhone: text(raw.VITE_SUPPORT_PHONE, '+53 7 860 0000'),
  /** WhatsApp number for reservations (spec §9 {phone}): digits only are used. */
  whatsappPhone: text(raw.VITE_WHATSAPP_PHONE, '5378600000').replace(/\D/g, ''),
  /** Google Maps JS key (browser key, restricted by referrer). Unset → OpenStreetMap through Leaflet. */
  googleMapsApiKey: raw.VITE_GOOGLE_MAPS_API_KEY?.trim() || undefined,
  // The OpenStreetMap map draws the app's own basemap (GET /api/map, a PMTiles archive served by
  // the API: the embedded Cuba basemap, or the OSM archive the operator names with MAP_TILES).
  // There is no outside tile server to configure, and its attribution comes from the server.
} as const;
