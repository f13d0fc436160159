import { afterEach, describe, expect, it } from 'vitest';
import { externalPlaceSchema } from '@guia/contracts';
import { createPlacesClient, toExternalPlace } from '../places.client';
import { googleNearbyJson, startFakePlaces } from './fake-places';

type Fake = Awaited<ReturnType<typeof startFakePlaces>>;
let fake: Fake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const FLORIDITA = { place_id: 'g-floridita', name: 'El Floridita', lat: 23.138, lng: -82.35766, types: ['bar', 'restaurant'], rating: 4.3, user_ratings_total: 5480, open_now: true };

describe('createPlacesClient', () => {
  it('is null without an API key, so nearby answers only own businesses', () => {
    expect(createPlacesClient({ timeoutMs: 2500 })).toBeNull();
    expect(createPlacesClient({ apiKey: '', timeoutMs: 2500 })).toBeNull();
  });

  it("calls Google's Nearby Search with the key, position, radius and type, and maps results to External places", async () => {
    fake = await startFakePlaces({ body: googleNearbyJson([FLORIDITA]) });
    const client = createPlacesClient({ apiKey: 'clave-de-prueba', baseUrl: fake.baseUrl, timeoutMs: 2000 })!;
    const places = await client.nearby({ lat: 23.1381, lng: -82.3597, radiusM: 1500, type: 'restaurant' });
    expect(places).toEqual([
      {
        place_id: 'g-floridita',
        name: 'El Floridita',
        types: ['bar', 'restaurant'],
        vicinity: 'La Habana',
        geometry: { location: { lat: 23.138, lng: -82.35766 } },
        rating: 4.3,
        user_ratings_total: 5480,
        opening_hours: { open_now: true },
        business_status: 'OPERATIONAL',
        source: 'google',
      },
    ]);
    for (const p of places) expect(externalPlaceSchema.safeParse(p).success).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const q = fake.requests[0]!.searchParams;
    expect(q.get('key')).toBe('clave-de-prueba');
    // asked at the centre of the position's ~1 km cell, with a radius that covers the circle from anywhere in it
    expect(q.get('location')).toBe('23.135,-82.355');
    expect(q.get('radius')).toBe('2500');
    expect(q.get('type')).toBe('restaurant');
  });

  it('sends no type when none is asked', async () => {
    fake = await startFakePlaces({ body: googleNearbyJson([]) });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 2000 })!;
    expect(await client.nearby({ lat: 23.1, lng: -82.3, radiusM: 1000 })).toEqual([]);
    expect(fake.requests[0]!.searchParams.has('type')).toBe(false);
  });

  it('reuses an answer for 10 minutes for the same cell, radius and type', async () => {
    fake = await startFakePlaces({ body: googleNearbyJson([FLORIDITA]) });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 2000 })!;
    await client.nearby({ lat: 23.13801, lng: -82.35701, radiusM: 1000, type: 'cafe' });
    await client.nearby({ lat: 23.13804, lng: -82.35698, radiusM: 1000, type: 'cafe' });
    expect(fake.requests).toHaveLength(1);
    await client.nearby({ lat: 23.13801, lng: -82.35701, radiusM: 2000, type: 'cafe' });
    await client.nearby({ lat: 23.13801, lng: -82.35701, radiusM: 1000, type: 'bar' });
    await client.nearby({ lat: 23.1491, lng: -82.35701, radiusM: 1000, type: 'cafe' });
    expect(fake.requests).toHaveLength(4);
  });

  it('asks Google once for 60 positions inside one cell, and gives each caller only the places within its own radius (issue 17 §5)', async () => {
    fake = await startFakePlaces({ body: googleNearbyJson([FLORIDITA]) });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 2000 })!;
    // 60 anonymous visitors a few metres to a few hundred metres apart, all in the cell 23.13–23.14, -82.36–-82.35
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => client.nearby({ lat: 23.1305 + (i % 10) * 0.0009, lng: -82.3595 + Math.floor(i / 10) * 0.0015, radiusM: 1000 })),
    );
    expect(fake.requests).toHaveLength(1);
    // the Floridita (23.138, -82.35766) is within 1 km of some of them and not of others
    const near = answers.filter((a) => a.length === 1).length;
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(60);
    // the one far corner of the cell: 23.1305, -82.3595 is ~850 m away → in; a 500 m radius there → out
    expect(await client.nearby({ lat: 23.1305, lng: -82.3595, radiusM: 500 })).toEqual([]);
  });

  it('asks again once the cache time has passed', async () => {
    fake = await startFakePlaces({ body: googleNearbyJson([FLORIDITA]) });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 2000, cacheTtlMs: 30 })!;
    await client.nearby({ lat: 23.1, lng: -82.3, radiusM: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    await client.nearby({ lat: 23.1, lng: -82.3, radiusM: 1000 });
    expect(fake.requests).toHaveLength(2);
  });

  it('fails (and caches nothing) on an HTTP 500, without retrying', async () => {
    fake = await startFakePlaces({ status: 500, body: { error: 'boom' } });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 2000 })!;
    await expect(client.nearby({ lat: 23.1381, lng: -82.3597, radiusM: 1000 })).rejects.toThrow();
    expect(fake.requests).toHaveLength(1);
    fake.setReply({ body: googleNearbyJson([FLORIDITA]) });
    expect(await client.nearby({ lat: 23.1381, lng: -82.3597, radiusM: 1000 })).toHaveLength(1);
  });

  it('fails on a Google error status such as REQUEST_DENIED', async () => {
    fake = await startFakePlaces({ body: { status: 'REQUEST_DENIED', error_message: 'This API project is not authorized', results: [] } });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 2000 })!;
    await expect(client.nearby({ lat: 23.1, lng: -82.3, radiusM: 1000 })).rejects.toThrow();
  });

  it('gives up after the time-out', async () => {
    fake = await startFakePlaces({ delayMs: 2000, body: googleNearbyJson([FLORIDITA]) });
    const client = createPlacesClient({ apiKey: 'k', baseUrl: fake.baseUrl, timeoutMs: 150 })!;
    const started = Date.now();
    await expect(client.nearby({ lat: 23.1, lng: -82.3, radiusM: 1000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('toExternalPlace', () => {
  it('drops results without a place id or with impossible coordinates', () => {
    expect(toExternalPlace({ name: 'x', geometry: { location: { lat: 1, lng: 2 } } } as never)).toBeNull();
    expect(toExternalPlace({ place_id: 'a', geometry: { location: { lat: 100, lng: 2 } } } as never)).toBeNull();
    expect(toExternalPlace({ place_id: 'a' } as never)).toBeNull();
    expect(toExternalPlace({ place_id: 'a', geometry: { location: { lat: 1, lng: 2 } } } as never)).toEqual({
      place_id: 'a',
      geometry: { location: { lat: 1, lng: 2 } },
      source: 'google',
    });
  });
});
