import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  place_id: string;
  name: string;
  lat: number;
  lng: number;
  types?: string[];
  vicinity?: string;
  rating?: number;
  user_ratings_total?: number;
  open_now?: boolean;
  business_status?: string;
}

/** Google's legacy Nearby Search JSON for these places. */
export function googleNearbyJson(places: FakePlace[], status = places.length > 0 ? 'OK' : 'ZERO_RESULTS') {
  return {
    html_attributions: [],
    status,
    results: places.map((p) => ({
      place_id: p.place_id,
      name: p.name,
      types: p.types ?? ['point_of_interest', 'establishment'],
      vicinity: p.vicinity ?? 'La Habana',
      geometry: { location: { lat: p.lat, lng: p.lng }, viewport: {} },
      ...(p.rating !== undefined ? { rating: p.rating } : {}),
      ...(p.user_ratings_total !== undefined ? { user_ratings_total: p.user_ratings_total } : {}),
      ...(p.open_now !== undefined ? { opening_hours: { open_now: p.open_now } } : {}),
      business_status: p.business_status ?? 'OPERATIONAL',
      reference: `ref-${p.place_id}`,
      icon: 'https://maps.gstatic.com/mapfiles/place_api/icons/v1/png_71/generic_business-71.png',
    })),
  };
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** answer only after this many ms */
  delayMs?: number;
}

/**
 * A local stand-in for the Places HTTP API (no network): answers GET
 * /maps/api/place/nearbysearch/json with whatever `reply` says, and records every request.
 */
export async function startFakePlaces(reply: FakeReply | ((url: URL) => FakeReply)) {
  const requests: URL[] = [];
  let current = reply;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    if (url.pathname !== '/maps/api/place/nearbysearch/json') {
      res.writeHead(404).end();
      return;
    }
    const r = typeof current === 'function' ? current(url) : current;
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(r.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(r.body ?? googleNearbyJson([])));
    };
    if (r.delayMs) setTimeout(send, r.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setReply(r: FakeReply | ((url: URL) => FakeReply)) {
      current = r;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
