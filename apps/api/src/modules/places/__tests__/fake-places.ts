import nock from 'nock';

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

/** Google's own address: the client under test is configured exactly as in production. */
const GOOGLE = 'https://maps.googleapis.com';
const NEARBY_PATH = '/maps/api/place/nearbysearch/json';

// nock patches Node's http while it is active: only while a fake Google is up (supertest's own
// requests to the app run unpatched otherwise).
nock.restore();

/**
 * Google's Places HTTP API, faked with nock (no network, no local server): while it is up, every
 * request to https://maps.googleapis.com is recorded and GET /maps/api/place/nearbysearch/json
 * answers whatever `reply` says (other paths 404). Any other host but this machine is refused, so
 * a test can never reach the internet. `close()` ends it.
 */
export async function startFakePlaces(reply: FakeReply | ((url: URL) => FakeReply)) {
  const requests: URL[] = [];
  let current = reply;
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  nock.enableNetConnect((host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host));
  const scope = nock(GOOGLE)
    .persist()
    .get(() => true)
    .query(true)
    .reply((uri, _body, answer) => {
      const url = new URL(uri, GOOGLE);
      requests.push(url);
      if (url.pathname !== NEARBY_PATH) return answer(null, [404, '']);
      const r = typeof current === 'function' ? current(url) : current;
      const send = () => answer(null, [r.status ?? 200, JSON.stringify(r.body ?? googleNearbyJson([])), { 'Content-Type': 'application/json' }]);
      if (r.delayMs) setTimeout(send, r.delayMs).unref();
      else send();
    });
  return {
    baseUrl: GOOGLE,
    requests,
    setReply(r: FakeReply | ((url: URL) => FakeReply)) {
      current = r;
    },
    async close() {
      scope.persist(false);
      nock.abortPendingRequests();
      nock.cleanAll();
      nock.enableNetConnect();
      nock.restore();
    },
  };
}
