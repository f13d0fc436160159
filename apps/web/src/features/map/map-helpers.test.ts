import { describe, expect, it } from 'vitest';
import { RADIUS_M } from '@guia/contracts';
import { handoffLinks } from './handoff-links';
import { MARKER_ICON_KEYS, markerHtml, markerIconFor } from './marker-icons';
import { readMapEntry, radiusFrom } from './map-entry';
import { formatDistance, formatDuration, positionOf, toMarker, externalPlace } from './places';
import { nearbySearchParams } from './api/nearby';
import { googlePlace, guarida } from './testing/map-test-api';

describe('marker icons by category keyword', () => {
  it.each([
    [['Comer y beber', 'restaurant'], 'restaurant'],
    [['Paladar'], 'restaurant'],
    [['Compras', 'store'], 'shop'],
    [['Mercado'], 'shop'],
    [['Café y Té', 'cafe'], 'cafe'],
    [['Heladería'], 'cafe'],
    [['Qué Hacer', 'point_of_interest', 'Hotel'], 'hotel'],
    [['lodging'], 'hotel'],
    [['Vida Nocturna', 'night_club'], 'bar'],
    [['Gin bar'], 'bar'],
    [['Qué Hacer', 'museum'], 'entertainment'],
    [['gas_station'], 'gas'],
    [['Banco'], 'bank'],
    [['Salud y Bienestar', 'pharmacy'], 'health'],
    [['Parque'], 'park'],
    [['bus_station'], 'transport'],
    [['Escuela de salsa'], 'school'],
    [['Iglesia'], 'worship'],
    [['beauty_salon'], 'beauty'],
    [['Gimnasio'], 'gym'],
  ])('%j → %s', (tags, icon) => {
    expect(markerIconFor(tags)).toBe(icon);
  });

  it('covers the fifteen icons of spec §2 and falls back to a star', () => {
    expect(MARKER_ICON_KEYS).toHaveLength(15);
    expect(markerIconFor([])).toBe('entertainment');
    expect(markerIconFor(['zzz'])).toBe('entertainment');
  });

  it('draws own and external pins in different classes, the highlighted one larger', () => {
    expect(markerHtml('cafe', 'own')).toContain('map-pin--own');
    expect(markerHtml('cafe', 'external')).toContain('map-pin--external');
    expect(markerHtml('cafe', 'own', true)).toContain('map-pin--highlighted');
    expect(markerHtml('cafe', 'own')).toContain('aria-hidden="true"');
  });
});

describe('places', () => {
  it('reads geometry.location, else location.coordinates [lng, lat]; invalid → null', () => {
    expect(positionOf({ geometry: { location: { lat: 23.1, lng: -82.3 } } })).toEqual({ lat: 23.1, lng: -82.3 });
    expect(positionOf({ location: { coordinates: [-82.3, 23.1] } })).toEqual({ lat: 23.1, lng: -82.3 });
    expect(positionOf({ geometry: { location: { lat: 123, lng: 0 } } })).toBeNull();
    expect(positionOf({})).toBeNull();
  });

  it('turns an external place into a blue marker with its icon', () => {
    expect(toMarker(externalPlace(googlePlace))).toMatchObject({ id: googlePlace.place_id, kind: 'external', icon: 'hotel', name: 'Hostal Externo' });
  });

  it.each([
    [850, '850 m'],
    [1000, '1,0 km'],
    [2345, '2,3 km'],
  ])('distance %d → %s', (m, text) => expect(formatDistance(m)).toBe(text));

  it.each([
    [20, '1 min'],
    [420, '7 min'],
    [3900, '1 h 05 min'],
  ])('duration %d s → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});

describe('nearby query', () => {
  it('sends lat, lon, max_distance in metres and category only when chosen', () => {
    expect(nearbySearchParams({ lat: 23.1, lon: -82.3, radiusM: 5000, category: '' }).toString()).toBe('lat=23.1&lon=-82.3&max_distance=5000');
    expect(nearbySearchParams({ lat: 23.1, lon: -82.3, radiusM: 50_000, category: 'health' }).toString()).toBe(
      'lat=23.1&lon=-82.3&max_distance=50000&category=health',
    );
  });
});

describe('hand-off links', () => {
  it('build geo:, Organic Maps, OsmAnd and Google Maps directions for the destination', () => {
    const links = handoffLinks({ lat: 23.13783, lng: -82.37045 }, 'Café & Té', { lat: 23.1, lng: -82.3 });
    expect(links.geo).toBe('geo:23.13783,-82.37045?q=23.13783,-82.37045(Caf%C3%A9%20%26%20T%C3%A9)');
    expect(links.organicMaps).toBe('https://omaps.app/map?v=1&ll=23.13783,-82.37045&n=Caf%C3%A9%20%26%20T%C3%A9');
    expect(links.osmAnd).toBe('https://osmand.net/map/navigate/?start=23.1,-82.3&end=23.13783,-82.37045&profile=car#17/23.13783/-82.37045');
    expect(links.googleMaps).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=23.13783%2C-82.37045&travelmode=driving&origin=23.1%2C-82.3',
    );
  });

  it('carry walking to the apps that take a mode (issue 22 §2); without an origin, OsmAnd gets the pin', () => {
    const walking = handoffLinks({ lat: 23.13783, lng: -82.37045 }, 'La Guarida', { lat: 23.1, lng: -82.3 }, 'foot');
    expect(walking.googleMaps).toContain('travelmode=walking');
    expect(walking.osmAnd).toContain('profile=pedestrian');
    expect(handoffLinks({ lat: 23.13783, lng: -82.37045 }, 'La Guarida', null, 'foot').osmAnd).toBe('https://osmand.net/map/?pin=23.13783,-82.37045#17/23.13783/-82.37045');
  });
});

describe('navigation state and URL', () => {
  const none = new URLSearchParams();

  it('reads a business object from home or the profile with its flags', () => {
    const home = readMapEntry({ selectedBusiness: guarida, focusOnBusiness: true }, none);
    expect(home).toMatchObject({ businessId: guarida._id, focusOnBusiness: true, fromFavorites: false });
    expect(home.business?.name).toBe('La Guarida');
    const profile = readMapEntry({ selectedBusiness: { ...guarida, _id: undefined, id: guarida._id }, focusOnBusiness: true, fromFavorites: true }, none);
    expect(profile).toMatchObject({ businessId: guarida._id, fromFavorites: true });
  });

  it('reads a bare id, an external place, and a category with or without its banner', () => {
    expect(readMapEntry({ selectedBusiness: guarida._id }, none)).toMatchObject({ businessId: guarida._id, focusOnBusiness: false });
    expect(readMapEntry({ selectedBusiness: googlePlace, focusOnBusiness: true }, none).place?.place_id).toBe(googlePlace.place_id);
    expect(readMapEntry({ selectedCategory: 'cafe', focusOnCategory: true }, none)).toMatchObject({ category: 'cafe', categoryBanner: true });
    expect(readMapEntry({ selectedCategory: { name: 'store' } }, none)).toMatchObject({ category: 'store', categoryBanner: false });
  });

  it('falls back to ?negocio=&categoria=&radio= (a reload), focusing the business', () => {
    const q = new URLSearchParams({ negocio: guarida._id, categoria: 'cafe', radio: '12' });
    expect(readMapEntry(null, q)).toMatchObject({ businessId: guarida._id, focusOnBusiness: true, category: 'cafe', radiusM: 12_000, categoryBanner: false });
    expect(readMapEntry(null, new URLSearchParams({ negocio: 'no-es-un-id' })).businessId).toBeNull();
  });

  it('keeps the radius within 1–50 km in whole steps, 5 by default', () => {
    expect(radiusFrom(null)).toBe(RADIUS_M.default);
    expect(radiusFrom('abc')).toBe(RADIUS_M.default);
    expect(radiusFrom('0')).toBe(1000);
    expect(radiusFrom('80')).toBe(50_000);
    expect(radiusFrom('7.6')).toBe(8000);
  });
});
