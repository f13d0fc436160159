import { afterEach, describe, expect, it } from 'vitest';
import { latLngBounds, map as leafletMap, type Map as LeafletMap } from 'leaflet';
import { circleBounds, shouldRefit } from './area';

const HAVANA = { lat: 23.1136, lng: -82.3666 };
const PADDING = { paddingTopLeft: [14, 68] as [number, number], paddingBottomRight: [14, 76] as [number, number], animate: false };

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

let maps: LeafletMap[] = [];
/** A Leaflet map of the given size in pixels (jsdom lays nothing out). */
function sizedMap(width: number, height: number) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: width });
  Object.defineProperty(el, 'clientHeight', { value: height });
  document.body.append(el);
  const m = leafletMap(el, { center: [HAVANA.lat, HAVANA.lng], zoom: 15 });
  maps.push(m);
  return m;
}

afterEach(() => {
  maps.forEach((m) => m.remove());
  maps = [];
  document.body.innerHTML = '';
});

describe('circleBounds (radius → the box the map fits)', () => {
  it('reaches the radius north, south, east and west of the centre', () => {
    const [sw, ne] = circleBounds(HAVANA, 5000);
    expect(km(HAVANA, { lat: ne.lat, lng: HAVANA.lng })).toBeCloseTo(5, 1);
    expect(km(HAVANA, { lat: sw.lat, lng: HAVANA.lng })).toBeCloseTo(5, 1);
    expect(km(HAVANA, { lat: HAVANA.lat, lng: ne.lng })).toBeCloseTo(5, 1);
    expect(km(HAVANA, { lat: HAVANA.lat, lng: sw.lng })).toBeCloseTo(5, 1);
  });

  it('on a 390-px phone the default 5 km opens at zoom 12 (not street zoom), 35 km zooms out to 9, and every point of the circle is on screen', () => {
    const phone = sizedMap(390, 660);
    const five = circleBounds(HAVANA, 5000);
    phone.fitBounds([[five[0].lat, five[0].lng], [five[1].lat, five[1].lng]], PADDING);
    expect(phone.getZoom()).toBe(12);
    expect(phone.getBounds().contains(latLngBounds([five[0].lat, five[0].lng], [five[1].lat, five[1].lng]))).toBe(true);

    const far = circleBounds(HAVANA, 35_000);
    phone.fitBounds([[far[0].lat, far[0].lng], [far[1].lat, far[1].lng]], PADDING);
    expect(phone.getZoom()).toBe(9);
    expect(phone.getBounds().contains(latLngBounds([far[0].lat, far[0].lng], [far[1].lat, far[1].lng]))).toBe(true);
  });
});

describe('shouldRefit (when the map fits the area again)', () => {
  const area = (key: string, lat = HAVANA.lat) => ({ key, center: { lat, lng: HAVANA.lng } });

  it('fits on first load unless a business has the focus', () => {
    expect(shouldRefit(null, area('5|'), false, false)).toBe(true);
    expect(shouldRefit(null, area('5|'), false, true)).toBe(false);
  });

  it('a new radius or category always refits, even after the person moved the map or focused a business', () => {
    expect(shouldRefit(area('5|'), area('35|'), true, true)).toBe(true);
    expect(shouldRefit(area('5|'), area('5|restaurant'), true, false)).toBe(true);
  });

  it('the position arriving refits only while the person has not moved the map by hand and nothing has the focus', () => {
    expect(shouldRefit(area('5|'), area('5|', 23.2), false, false)).toBe(true);
    expect(shouldRefit(area('5|'), area('5|', 23.2), true, false)).toBe(false);
    expect(shouldRefit(area('5|'), area('5|', 23.2), false, true)).toBe(false);
    expect(shouldRefit(area('5|'), area('5|'), false, false)).toBe(false);
  });
});
