import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OsmPlaceDetail, WeeklyHours } from '@guia/contracts';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { fakeApi, renderApp } from '../../test/utils';

/** Issue 22 §1: the page of an OpenStreetMap place on an English page. Spanish: osm-place-screen.test.tsx. */
configure({ asyncUtilTimeout: 5000 });

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
  categories: ['restaurant', 'bar'],
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

beforeEach(async () => {
  await switchLang('en');
});

afterEach(() => {
  vi.useRealTimers();
  applyLang('es');
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

/** Spanish words of this page that must not be left on an English page */
const SPANISH = /También|Cocina|Formas de pago|Acceso en silla|Limitado|Llamar|Cómo llegar|Compartir|Acerca de|Comprobado|Corregir|Horario|Dirección|Teléfono|Sitio web|Comer y beber|Cubana|Efectivo|Este lugar no/;

describe('the page of an OpenStreetMap place in English', () => {
  it('names, kinds, actions, facts, cuisine, payment and access in English; open now in Cuba', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_LATE });
    fakeApi({ 'GET /api/osm/places/osm-node-4242': () => ({ body: place() }) });
    renderApp('/business/osm-node-4242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paladar Los Amigos' })).toBeInTheDocument();
    expect(screen.getByText("Also known as: Friends' Place")).toBeInTheDocument();
    const kinds = within(screen.getByRole('list', { name: 'Categories' }));
    expect(kinds.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Food and drink', 'Bar']);
    expect(await screen.findByText('Open · closes at 00:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+5378300880');
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveTextContent('(opens in Organic Maps)');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText(/The guide's team hasn't visited this place/)).toBeInTheDocument();
    const info = within(screen.getByRole('complementary', { name: 'Business information' }));
    expect(info.getByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Website' })).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Cuisine' })).toBeInTheDocument();
    // an unknown value as OSM writes it
    expect(info.getByText('Cuban, seafood, dim sum')).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Payment options' })).toBeInTheDocument();
    expect(info.getByText('Cash, Visa')).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Wheelchair access' })).toBeInTheDocument();
    expect(info.getByText('Limited')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(SPANISH);
  });

  it('credits OpenStreetMap, says when it was checked the English way and links to the editor', async () => {
    fakeApi({ 'GET /api/osm/places/osm-node-4242': () => ({ body: place() }) });
    renderApp('/business/osm-node-4242');
    expect(await screen.findByRole('link', { name: 'Data © OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/node/4242');
    expect(screen.getByText('Checked on March 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suggest an edit on OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/edit?node=4242');
  });

  it("a guest house is a 'Casa particular', explained; hours OSM wrote unreadably are shown as written, in English words", async () => {
    fakeApi({ 'GET /api/osm/places/osm-node-4242': () => ({ body: place({ types: ['guest_house=casa_particular'], hours: undefined, hours_text: 'según temporada' }) }) });
    renderApp('/business/osm-node-4242');
    expect(await screen.findByText('Hours according to OpenStreetMap: según temporada')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Categories' })).getByText('Casa particular (private guest house)')).toBeInTheDocument();
  });
});
