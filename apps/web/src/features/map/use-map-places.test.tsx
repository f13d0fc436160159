import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RADIUS_M } from '@guia/contracts';
import { SessionContext, type SessionContextValue } from '../../lib/session/session-context';
import { callsTo } from '../../test/fake-api';
import { ownPlace } from './places';
import type { MapProviderName } from './provider';
import { HERE, escorial, googlePlace, guarida, mapApi, nearbyOf, rincon } from './testing/map-test-api';
import type { LatLng } from './types';
import type { MapFilters } from './use-map-filters';
import { useMapPlaces } from './use-map-places';
import type { Selection } from './use-selection';

const ANONYMOUS: SessionContextValue = {
  isLoading: false,
  isAuthenticated: false,
  roleId: null,
  userId: null,
  user: null,
  isAdmin: false,
  login: () => false,
  logout: async () => undefined,
};

const NEARBY: MapFilters = { mode: 'nearby', category: '', radiusM: RADIUS_M.default, openNow: false, query: null };

interface Props {
  filters?: MapFilters;
  origin?: LatLng | null;
  provider?: MapProviderName;
  selection?: Selection | null;
  entrySearch?: string | null;
}

function renderPlaces(initial: Props = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={ANONYMOUS}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(
    ({ filters = NEARBY, origin = HERE, provider = 'osm', selection = null, entrySearch = null }: Props) =>
      useMapPlaces({ filters, origin, provider, selection, entrySearch }),
    { wrapper, initialProps: initial },
  );
}

const ids = (places: { id: string }[]) => places.map((p) => p.id);

describe('useMapPlaces', () => {
  it("nearby: the guide's businesses and OpenStreetMap's places; Google's only on a Google map; none without a position", async () => {
    const nowhere = { ...escorial, _id: '6650f0c2a1b2c3d4e5f60009', geometry: undefined, location: undefined } as unknown as typeof escorial;
    mapApi({ 'GET /api/business/nearby': () => ({ body: { ...nearbyOf([guarida, nowhere], [googlePlace]).body, osm_places: [rincon] } }) });
    const osm = renderPlaces();
    await waitFor(() => expect(ids(osm.result.current.places)).toEqual([guarida._id, rincon._id]));
    const google = renderPlaces({ provider: 'google' });
    await waitFor(() => expect(ids(google.result.current.places)).toEqual([guarida._id, googlePlace.place_id, rincon._id]));
  });

  it('asks nothing nearby until the position is known', async () => {
    const api = mapApi();
    const { result, rerender } = renderPlaces({ origin: null });
    expect(result.current.places).toEqual([]);
    expect(callsTo(api, 'GET /api/business/nearby')).toHaveLength(0);
    rerender({ origin: HERE });
    await waitFor(() => expect(ids(result.current.places)).toEqual([guarida._id, escorial._id]));
    const [url] = callsTo(api, 'GET /api/business/nearby')[0]!;
    expect(String(url)).toContain(`lat=${HERE.lat}`);
  });

  it('the search the page opened with (?q=) waits for the position, then is asked once; a new search does not wait', async () => {
    const api = mapApi();
    const search: MapFilters = { ...NEARBY, mode: 'search', query: 'guarida' };
    const { result, rerender } = renderPlaces({ filters: search, entrySearch: 'guarida', origin: null });
    await Promise.resolve();
    expect(callsTo(api, 'GET /api/business/search')).toHaveLength(0);
    rerender({ filters: search, entrySearch: 'guarida', origin: HERE });
    await waitFor(() => expect(ids(result.current.places)).toEqual([guarida._id]));
    expect(callsTo(api, 'GET /api/business/search')).toHaveLength(1);

    const typed = renderPlaces({ filters: { ...search, query: 'café' }, entrySearch: 'guarida', origin: null });
    await waitFor(() => expect(ids(typed.result.current.places)).toEqual([guarida._id]));
  });

  it('the selected business: what the page was given until its record arrives, then the record', async () => {
    const slow = new Promise<void>((resolve) => setTimeout(resolve, 50));
    mapApi({ [`GET /api/business/${guarida._id}`]: async () => (await slow, { body: { ...guarida, name: 'La Guarida (al día)' } }) });
    const snapshot = ownPlace(guarida);
    const { result } = renderPlaces({ origin: null, selection: { kind: 'own', id: guarida._id, snapshot } });
    expect(result.current.selectedPlace).toBe(snapshot);
    expect(result.current.ownId).toBe(guarida._id);
    await waitFor(() => expect(result.current.selectedPlace).toMatchObject({ kind: 'own', business: { name: 'La Guarida (al día)' } }));
  });
});
