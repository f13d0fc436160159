import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, OSM_PLACE_MESSAGES, type Claim, type OsmPlaceDetail, type WeeklyHours } from '@guia/contracts';
import { makeBusiness } from '../../components/business/test-fixtures';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';

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

  it('without check_date, the extract date; no reservation, no favourite, no reviews', async () => {
    fakeApi({ 'GET /api/osm/places/osm-way-88': () => ({ body: place({ page_id: 'osm-way-88', osm_type: 'way', osm_id: 88, check_date: undefined, phone: undefined }) }) });
    renderApp('/business/osm-way-88');
    expect(await screen.findByText('Comprobado el 20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reservar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Llamar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favoritos/i })).toBeNull();
    expect(screen.queryByText('Opiniones')).toBeNull();
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

  it("a place that is a guide business: the page goes to the business's, replacing itself in the history", async () => {
    const guide = makeBusiness({ _id: '6650f0c2a1b2c3d4e5f60718', name: 'Los Amigos de Vedado' });
    fakeApi({
      'GET /api/osm/places/osm-node-4242': () => ({ body: place({ business_id: guide._id }) }),
      [`GET /api/business/${guide._id}`]: () => ({ body: guide }),
      [`POST /api/business/${guide._id}/visit`]: () => ({ body: { visits_count: 1 } }),
    });
    const { router } = renderApp('/');
    await router.navigate('/business/osm-node-4242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Los Amigos de Vedado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/business/${guide._id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: 'Paladar Los Amigos' })).toBeNull();
  });

  it("'¿Es tu negocio?' asks to manage the place: the request names the place's page", async () => {
    const sent: Claim = {
      _id: '64b7f0c2a1b2c3d4e5f6a001',
      business_id: '0123456789abcdef01234567',
      business_name: 'Paladar Los Amigos',
      osm_page_id: 'osm-node-4242',
      user_id: '64b7f0c2a1b2c3d4e5f60718',
      user_name: 'Rosa Pérez',
      username: 'rosa_habana',
      phone: '+53 5 234 5678',
      note: '',
      status: 'pending',
      created_at: '2026-11-20T15:00:00.000Z',
    };
    const api = fakeApi({
      'GET /api/osm/places/osm-node-4242': () => ({ body: place() }),
      'POST /api/osm/places/osm-node-4242/claims': () => ({ status: 201, body: sent }),
    });
    const user = userEvent.setup();
    renderApp('/business/osm-node-4242', { token: userToken() });
    await user.click(await screen.findByRole('button', { name: '¿Es tu negocio?' }));
    expect(await screen.findByText(/Paladar Los Amigos/, { selector: '.claim-form__lead' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/número de contacto/i), '+53 5 234 5678');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/osm/places/osm-node-4242/claims')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST /api/osm/places/osm-node-4242/claims')[0]![1]!.body))).toEqual({ phone: '+53 5 234 5678' });
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });
});
