import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, OSM_PLACE_MESSAGES, type OsmPlaceDetail, type WeeklyHours } from '@guia/contracts';
import { fakeApi, renderApp } from '../../test/utils';

/** Issue 24 §4: the page of an OpenStreetMap place, /business/osm-node-4242. */

/** Friday 2026-11-20 at 20:00 in Havana (UTC−5): already Saturday in UTC and in Tokyo */
const FRIDAY_LATE = new Date('2026-11-20T20:00:00-05:00');

const everyDay = (open: string, close: string): WeeklyHours => ({
  week: Object.fromEntries((['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((d) => [d, [{ open, close }]])),
  exceptions: [],
});

const place = (over: Partial<OsmPlaceDetail> = {}): OsmPlaceDetail => ({
  _id: '0123456789abcdef01234567',
  page_id: 'osm-node-4242',
  name: 'Paladar Los Amigos',
  name_en: "Friends' Place",
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  geometry: { location: { lat: 23.1402, lng: -82.3829 } },
  location: { type: 'Point', coordinates: [-82.3829, 23.1402] },
  address: 'Calle M 253, Vedado',
  phone: '+53 7 8300880',
  website: 'https://losamigos.example.cu/carta',
  cuisine: ['cuban', 'seafood', 'dim_sum'],
  payment: ['cash', 'visa'],
  wheelchair: 'limited',
  hours: everyDay('12:00', '00:00'),
  osm_type: 'node',
  osm_id: 4242,
  check_date: '2025-03-01',
  extract_date: '2026-11-20',
  source: 'osm',
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the page of an OpenStreetMap place', () => {
  it('shows what OSM knows: name, kind, open now in Cuba, address, phone to call, website, cuisine, payment, wheelchair', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_LATE });
    const api = fakeApi({ 'GET /api/osm/places/osm-node-4242': () => ({ body: place() }) });
    renderApp('/business/osm-node-4242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paladar Los Amigos' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
    expect(screen.getByText("También: Friends' Place")).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Categorías' })).getByText('Comer y beber')).toBeInTheDocument();
    // 20:00 on Friday in Havana, whatever the machine's zone (the suite runs in Asia/Tokyo)
    expect(await screen.findByText('Abierto · cierra a las 00:00')).toBeInTheDocument();
    expect(screen.getByText('Calle M 253, Vedado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+5378300880');
    expect(screen.getByRole('link', { name: '+53 7 8300880' })).toHaveAttribute('href', 'tel:+5378300880');
    expect(screen.getByRole('link', { name: 'losamigos.example.cu/carta' })).toHaveAttribute('href', 'https://losamigos.example.cu/carta');
    expect(screen.getByText('Cubana, pescados y mariscos, dim sum')).toBeInTheDocument();
    expect(screen.getByText('Efectivo, Visa')).toBeInTheDocument();
    expect(screen.getByText('Limitado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cómo llegar/ }).getAttribute('href')).toContain('ll=23.1402,-82.3829');
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
  });

  it("credits OpenStreetMap linked to the object, says when it was checked (check_date, else the extract's date) and links to the editor", async () => {
    fakeApi({ 'GET /api/osm/places/osm-node-4242': () => ({ body: place() }) });
    renderApp('/business/osm-node-4242');
    expect(await screen.findByRole('link', { name: OSM_PLACE_MESSAGES.dataCredit })).toHaveAttribute('href', 'https://www.openstreetmap.org/node/4242');
    expect(screen.getByText('Comprobado el 1 de marzo de 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OSM_PLACE_MESSAGES.editLink })).toHaveAttribute('href', 'https://www.openstreetmap.org/edit?node=4242');
  });

  it('without check_date, the extract date; no reservation, no favourite, no reviews, no claim', async () => {
    fakeApi({ 'GET /api/osm/places/osm-way-88': () => ({ body: place({ page_id: 'osm-way-88', osm_type: 'way', osm_id: 88, check_date: undefined, phone: undefined }) }) });
    renderApp('/business/osm-way-88');
    expect(await screen.findByText('Comprobado el 20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reservar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Llamar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favoritos/i })).toBeNull();
    expect(screen.queryByText('Opiniones')).toBeNull();
    expect(screen.queryByRole('button', { name: '¿Es tu negocio?' })).toBeNull();
  });

  it('hours OSM wrote in a way that could not be read are shown as written, and never open', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_LATE });
    fakeApi({ 'GET /api/osm/places/osm-node-4242': () => ({ body: place({ hours: undefined, hours_text: 'según temporada' }) }) });
    renderApp('/business/osm-node-4242');
    expect(await screen.findByText(OSM_PLACE_MESSAGES.hoursAsWritten('según temporada'))).toBeInTheDocument();
    expect(await screen.findByText('Horario no disponible')).toBeInTheDocument();
    expect(screen.queryByText(/Abierto/)).toBeNull();
  });

  it("a place no longer in the guide says 'Este lugar ya no está en la guía'", async () => {
    fakeApi({ 'GET /api/osm/places/osm-node-9': () => ({ status: 404, body: { message: MSG.businessLoadError } }) });
    renderApp('/business/osm-node-9');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.businessGone })).toBeInTheDocument();
  });
});
