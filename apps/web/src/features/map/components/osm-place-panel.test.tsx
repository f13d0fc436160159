import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OsmNearbyPlace } from '@guia/contracts';
import { renderInApp } from '../../../components/business/test-render';
import { osmPlace, placeAddress, placeTags, toMarker } from '../places';
import { markerHtml } from '../marker-icons';
import { OsmPlacePanel } from './business-panel';
import { rincon } from '../testing/map-test-api';

/** Issue 24 §4: an OpenStreetMap place is seen like a place and credited like OSM. */

/** With what a panel shows beyond the list: address, phone, the date OSM last checked it. */
const PLACE: OsmNearbyPlace = { ...rincon, address: 'Calle 23 nº 5, Vedado', phone: '+53 7 830 0000', check_date: '2025-03-01' };

const directions = { origin: null, state: { status: 'idle' as const }, onRequest: vi.fn(), onClear: vi.fn() };

describe('the panel of an OpenStreetMap place', () => {
  it("credits OpenStreetMap linked to the object, says when it was checked, links to 'Corregir en OpenStreetMap', and offers no reservation", () => {
    renderInApp(<OsmPlacePanel place={PLACE} directions={directions} onClose={() => undefined} />);
    const panel = screen.getByRole('article', { name: 'Paladar El Rincón' });
    const credit = within(panel).getByRole('link', { name: 'Datos de © OpenStreetMap' });
    expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/way/123456');
    expect(within(panel).getByText(/Comprobado el 1 de marzo de 2025/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Corregir en OpenStreetMap/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/edit?way=123456');
    expect(within(panel).getByText('Calle 23 nº 5, Vedado')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+53 7 830 0000' })).toHaveAttribute('href', 'tel:+5378300000');
    expect(within(panel).queryByRole('button', { name: /reserv/i })).toBeNull();
    expect(within(panel).queryByRole('link', { name: /reserv/i })).toBeNull();
    expect(within(panel).queryByText(/Opiniones/)).toBeNull();
  });

  it("'Ver ficha' opens the place's own page, /business/osm-way-123456 (issue 24 §4)", () => {
    renderInApp(<OsmPlacePanel place={PLACE} directions={directions} onClose={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Ver ficha' })).toHaveAttribute('href', '/business/osm-way-123456');
  });

  it("without a check_date it says the extract's date; hours OSM wrote unreadably are shown as written", () => {
    const { check_date: _none, ...rest } = PLACE;
    renderInApp(<OsmPlacePanel place={{ ...rest, osm_type: 'node', hours_text: 'según temporada' }} directions={directions} onClose={() => undefined} />);
    expect(screen.getByText(/Comprobado el 20 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datos de © OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/node/123456');
    expect(screen.getByText('Horario según OpenStreetMap: según temporada')).toBeInTheDocument();
  });
});

describe('an OpenStreetMap place on the map', () => {
  it('is a place of its own kind: a marker in its own style, its address and categories', () => {
    const p = osmPlace(PLACE);
    expect(p).toMatchObject({ kind: 'osm', id: PLACE._id });
    expect(placeAddress(p)).toBe('Calle 23 nº 5, Vedado');
    expect(placeTags(p)).toEqual(['restaurant', 'amenity=restaurant']);
    const marker = toMarker(p)!;
    expect(marker).toMatchObject({ id: PLACE._id, kind: 'external', source: 'osm', name: 'Paladar El Rincón', position: { lat: 23.1373, lng: -82.3598 } });
    expect(marker.rating).toBeUndefined();
    expect(markerHtml(marker.icon, marker.kind, false, marker.source)).toContain('map-pin--osm');
    expect(markerHtml(marker.icon, 'external')).not.toContain('map-pin--osm');
  });
});
