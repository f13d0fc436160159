import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, SKELETON_CARDS, TOPS_CATEGORY_CHIPS, type Business } from '@guia/contracts';
import { makeBusiness } from '../../components/business/test-fixtures';
import { renderInApp } from '../../components/business/test-render';
import { callsTo, fakeApi, renderApp } from '../../test/utils';
import { TopsScreen, topsCounter } from './tops-screen';

const FIVE: Business[] = ['La Guarida', 'El Floridita', 'Fábrica de Arte Cubano', 'Café El Dandy', 'Clínica Cira García'].map((name, i) =>
  makeBusiness({
    name,
    description: `Descripción de ${name}`,
    address: `Calle ${i + 1}, La Habana`,
    categories: ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'],
  }),
);

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom does not scroll elements: record where the list was asked to go
  scrollTo = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
});

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

function openTops(list: Business[] | null = FIVE, { state, status = 200 }: { state?: unknown; status?: number } = {}) {
  const api = fakeApi({
    'GET /api/business/promoted': () => (list ? { status, body: list } : new Promise(() => undefined)),
    ...Object.fromEntries(list?.map((b) => [`GET /api/business/${b._id}`, () => ({ body: { ...b, visits_count: 7 } })]) ?? []),
  });
  const utils = renderInApp(<TopsScreen />, { path: '/tops', state });
  return { ...utils, api };
}

const counter = () => screen.getByTestId('tops-counter');

describe('Tops', () => {
  it('formats the counter as 01/05', () => {
    expect(topsCounter(0, 5)).toBe('01/05');
    expect(topsCounter(11, 12)).toBe('12/12');
  });

  it('shows ten skeleton cards and "Cargando..." while the list loads', () => {
    openTops(null);
    expect(screen.getAllByTestId('tops-skeleton')).toHaveLength(SKELETON_CARDS);
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);
  });

  it('says the promoted list could not load when the call fails', async () => {
    openTops([], { status: 404 });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.topsLoadError);
  });

  it('says there are no promoted businesses when the list is empty', async () => {
    openTops([]);
    expect(await screen.findByText(MSG.topsEmpty)).toBeInTheDocument();
  });

  it('shows a card per business: image, name, description, address and at most 3 category chips', async () => {
    openTops();
    const list = await screen.findByRole('list', { name: 'Negocios recomendados' });
    const cards = within(list).getAllByRole('listitem', { name: /de 5$/ });
    expect(cards).toHaveLength(5);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'La Guarida' })).toHaveAttribute('src', FIVE[0]!.thumbnails![0]);
    expect(within(first).getByRole('img', { name: 'La Guarida' })).toHaveAttribute('loading', 'eager');
    expect(within(cards[3]!).getByRole('img', { name: 'Café El Dandy' })).toHaveAttribute('loading', 'lazy');
    expect(within(first).getByText('Descripción de La Guarida')).toBeInTheDocument();
    expect(within(first).getByText('Calle 1, La Habana')).toBeInTheDocument();
    const chips = within(within(first).getByRole('list', { name: 'Categorías' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(chips).toHaveLength(TOPS_CATEGORY_CHIPS);
    expect(counter()).toHaveTextContent('01/05');
  });

  it('moves with the previous and next controls; the counter follows; the ends are disabled', async () => {
    openTops();
    await screen.findByRole('list', { name: 'Negocios recomendados' });
    const prev = screen.getByRole('button', { name: 'Negocio anterior' });
    const next = screen.getByRole('button', { name: 'Negocio siguiente' });
    expect(prev).toBeDisabled();
    await userEvent.click(next);
    expect(counter()).toHaveTextContent('02/05');
    await userEvent.click(next);
    expect(counter()).toHaveTextContent('03/05');
    expect(scrollTo).toHaveBeenCalled();
    await userEvent.click(prev);
    expect(counter()).toHaveTextContent('02/05');
    for (let i = 0; i < 5; i += 1) fireEvent.click(next);
    expect(counter()).toHaveTextContent('05/05');
    expect(next).toBeDisabled();
  });

  it('moves with the arrow keys, Home and End', async () => {
    openTops();
    const list = await screen.findByRole('list', { name: 'Negocios recomendados' });
    list.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(counter()).toHaveTextContent('02/05');
    await userEvent.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('03/05');
    await userEvent.keyboard('{End}');
    expect(counter()).toHaveTextContent('05/05');
    await userEvent.keyboard('{ArrowUp}');
    expect(counter()).toHaveTextContent('04/05');
    await userEvent.keyboard('{Home}');
    expect(counter()).toHaveTextContent('01/05');
  });

  it('the counter follows the card scrolled into view (IntersectionObserver)', async () => {
    let report: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    openTops();
    await screen.findByRole('list', { name: 'Negocios recomendados' });
    expect(observed).toHaveLength(5);
    act(() =>
      report(
        [
          { target: observed[2]!, isIntersecting: true, intersectionRatio: 0.95 },
          { target: observed[1]!, isIntersecting: true, intersectionRatio: 0.1 },
        ] as unknown as IntersectionObserverEntry[],
        {} as IntersectionObserver,
      ),
    );
    expect(counter()).toHaveTextContent('03/05');
  });

  it('arriving with highlightBusinessId: that card is marked, in view, and the counter is on it', async () => {
    openTops(FIVE, { state: { highlightBusinessId: FIVE[3]!._id } });
    const card = await screen.findByRole('listitem', { name: 'Café El Dandy, 4 de 5' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('Tu selección')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('04/05');
    expect(scrollTo).toHaveBeenCalledWith({ top: card.offsetTop, behavior: 'auto' });
    expect(screen.getAllByText('Tu selección')).toHaveLength(1);
  });

  it('a card click loads the business, then opens the map focused on it', async () => {
    const { api } = openTops();
    const card = await screen.findByRole('listitem', { name: 'El Floridita, 2 de 5' });
    await userEvent.click(within(card).getByText('Descripción de El Floridita'));
    expect(await screen.findByTestId('path')).toHaveTextContent('/mapa');
    const state = JSON.parse(screen.getByTestId('state').textContent!) as { selectedBusiness: Business; focusOnBusiness: boolean };
    expect(state.focusOnBusiness).toBe(true);
    expect(state.selectedBusiness._id).toBe(FIVE[1]!._id);
    // the freshly loaded business, not the list's copy
    expect(state.selectedBusiness.visits_count).toBe(7);
    expect(callsTo(api, `GET /api/business/${FIVE[1]!._id}`)).toHaveLength(1);
  });

  it("'Abrir mapa' goes to plain /mapa when the business cannot be loaded", async () => {
    fakeApi({
      'GET /api/business/promoted': () => ({ body: FIVE }),
      [`GET /api/business/${FIVE[0]!._id}`]: () => ({ status: 404, body: { message: MSG.businessLoadError } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInApp(<TopsScreen />, { path: '/tops' });
    const card = await screen.findByRole('listitem', { name: 'La Guarida, 1 de 5' });
    await userEvent.click(within(card).getByRole('button', { name: 'Abrir mapa' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/mapa');
    expect(screen.getByTestId('state')).toHaveTextContent('null');
  });

  it("'Ver ficha' opens the business page", async () => {
    openTops();
    const card = await screen.findByRole('listitem', { name: 'La Guarida, 1 de 5' });
    expect(within(card).getByRole('link', { name: 'Ver ficha' })).toHaveAttribute('href', `/business/${FIVE[0]!._id}`);
  });

  it('is the /tops route of the app', async () => {
    fakeApi({ 'GET /api/business/promoted': () => ({ body: FIVE }) });
    renderApp('/tops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tops-counter')).toHaveTextContent('01/05'));
  });
});
