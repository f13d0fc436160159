import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ELITE_LIST_CAP, MSG, SKELETON_CARDS, API_MSG } from '@guia/contracts';
import { PLACEHOLDER_IMAGE } from '../../lib/business-info';
import { callsTo, renderApp } from '../../test/utils';
import { HOME_TEXT } from './home-text';
import { SAMPLE_PLACES } from './sample-places';
import { aBusiness, homeApi, pending } from './test-fixtures';

// The lists are a lazy chunk: load its code once up front, so each test waits for data only; and
// give the first render of the whole app time on a busy machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./home-lists');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function eliteSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: HOME_TEXT.eliteTitle });
  return heading.closest('section') as HTMLElement;
}

const cardNames = (section: HTMLElement) => within(section).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe("Home: 'Explora lo que te espera'", () => {
  it("while loading, says 'Cargando...' with ten skeleton cards", async () => {
    homeApi({ elite: pending });
    renderApp('/');
    const section = await eliteSection();
    expect(within(section).getByRole('status')).toHaveTextContent(MSG.loading);
    expect(within(section).getByTestId('skeletons').children).toHaveLength(SKELETON_CARDS);
  });

  it("with no elite businesses, says 'No hay negocios disponibles'", async () => {
    homeApi({ elite: () => ({ body: [] }) });
    renderApp('/');
    expect(await within(await eliteSection()).findByText(MSG.noBusinesses)).toBeInTheDocument();
  });

  it('shows the first 10 elite businesses, with their thumbnail, rating and address', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => aBusiness({ name: `Lugar ${i + 1}` }));
    homeApi({ elite: () => ({ body: twelve }) });
    renderApp('/');
    const section = await eliteSection();
    await within(section).findByRole('heading', { level: 3, name: 'Lugar 1' });
    expect(cardNames(section)).toEqual(twelve.slice(0, ELITE_LIST_CAP).map((b) => b.name));
    const card = within(section).getByRole('heading', { name: 'Lugar 1' }).closest('li')!;
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('src', '/uploads/la-guarida.thumb.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '300');
    expect(card).toHaveTextContent('4,6');
    expect(card).toHaveTextContent('Concordia 418, Centro Habana');
  });

  it('shows 5.0 when a business has no rating, and the name and location fallbacks', async () => {
    const bare = { ...aBusiness({ name: '', address: '', vicinity: '', photos: [], thumbnails: [] }), rating: undefined };
    homeApi({ elite: () => ({ body: [bare] }) });
    renderApp('/');
    const section = await eliteSection();
    const card = (await within(section).findByRole('heading', { level: 3, name: MSG.fallbackBusinessName })).closest('li')!;
    expect(card).toHaveTextContent('5,0');
    expect(card).toHaveTextContent(MSG.fallbackLocation);
    expect(card.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('a card loads its business, then opens /business/{id} with the loaded business as state', async () => {
    const card = aBusiness({ name: 'El Cocinero' });
    const full = { ...card, description: 'Azotea en una antigua fábrica de aceite.' };
    const api = homeApi({ elite: () => ({ body: [card] }), more: { [`GET /api/business/${card._id}`]: () => ({ body: full }) } });
    const { router } = renderApp('/');
    const section = await eliteSection();
    const link = await within(section).findByRole('link', { name: 'El Cocinero' });
    expect(link).toHaveAttribute('href', `/business/${card._id}`);
    await user().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/business/${card._id}`));
    expect(callsTo(api, `GET /api/business/${card._id}`)).toHaveLength(1);
    expect(router.state.location.state).toEqual({ business: full });
  });

  it("when loading the business fails, still opens /business/{id}, with the card's data", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const card = aBusiness({ name: 'Sloppy Joe' });
    homeApi({
      elite: () => ({ body: [card] }),
      more: { [`GET /api/business/${card._id}`]: () => ({ status: 404, body: { message: MSG.businessLoadError } }) },
    });
    const { router } = renderApp('/');
    const section = await eliteSection();
    await user().click(await within(section).findByRole('link', { name: 'Sloppy Joe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/business/${card._id}`));
    expect(router.state.location.state).toEqual({ business: card });
  });

  it('when the elite call fails, shows the 10 built-in Havana places, and a card still opens with its data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    homeApi({ elite: () => ({ status: 500, body: { message: API_MSG.internalError } }) });
    const { router } = renderApp('/');
    const section = await eliteSection();
    await act(() => vi.advanceTimersByTimeAsync(3500)); // two retries of the 5xx
    await within(section).findByText(HOME_TEXT.eliteSampleNote);
    expect(cardNames(section)).toEqual(SAMPLE_PLACES.map((p) => p.name));
    expect(SAMPLE_PLACES).toHaveLength(10);
    // real coordinates, around Havana
    for (const place of SAMPLE_PLACES) {
      expect(place.geometry.location.lat).toBeGreaterThan(23.05);
      expect(place.geometry.location.lat).toBeLessThan(23.2);
      expect(place.geometry.location.lng).toBeGreaterThan(-82.5);
      expect(place.geometry.location.lng).toBeLessThan(-82.25);
      expect(place.location.coordinates).toEqual([place.geometry.location.lng, place.geometry.location.lat]);
    }
    expect(log).toHaveBeenCalled();
    const first = SAMPLE_PLACES[0]!;
    await user().click(within(section).getByRole('link', { name: first.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/business/${first._id}`));
    expect(router.state.location.state).toEqual({ business: first });
  });

  it('offline with no saved list, the built-in places show no rating at all (never an invented ★ 5,0)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    homeApi({
      elite: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/');
    const section = await eliteSection();
    await within(section).findByText(HOME_TEXT.eliteSampleNote);
    expect(cardNames(section)).toEqual(SAMPLE_PLACES.map((p) => p.name));
    expect(section).not.toHaveTextContent('5,0');
    expect(section.querySelectorAll('.elite-card__rating')).toHaveLength(0);
  });
});
