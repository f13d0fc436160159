import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, MSG, SKELETON_CARDS } from '@guia/contracts';
import { PLACEHOLDER_IMAGE } from '../../lib/business-info';
import { callsTo, renderApp } from '../../test/utils';
import { HOME_TEXT } from './home-text';
import { anEvent, homeApi, pending } from './test-fixtures';

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

/** The events section element (labelled by its heading). */
async function eventsSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: HOME_TEXT.eventsTitle });
  return heading.closest('section') as HTMLElement;
}

/** The Fábrica de Arte: takes reservations at its own number (the API names it as the event's venue). */
const FAC = { _id: '6650f0c2a1b2c3d4e5f6a001', name: 'Fábrica de Arte Cubano', phone: '+53 7 838 2260' };

describe("Home: 'Eventos destacados'", () => {
  it("while loading, says 'Cargando eventos...' with ten skeleton cards, asking for upcoming events only", async () => {
    const api = homeApi({ events: pending });
    renderApp('/');
    const events = await eventsSection();
    expect(within(events).getByRole('status')).toHaveTextContent(MSG.loadingEvents);
    expect(within(events).getByTestId('skeletons').children).toHaveLength(SKELETON_CARDS);
    // the request starts once the screen has mounted: wait for it, not for the heading
    await waitFor(() => expect(callsTo(api, 'GET /api/events/')).toHaveLength(1));
    const [input] = callsTo(api, 'GET /api/events/')[0]!;
    expect(String(input)).toContain('upcoming=true');
  });

  it("with no upcoming events, says 'No hay eventos disponibles'", async () => {
    homeApi({ events: () => ({ body: [] }) });
    renderApp('/');
    const events = await eventsSection();
    expect(await within(events).findByText(MSG.noEvents)).toBeInTheDocument();
    expect(within(events).queryByTestId('skeletons')).not.toBeInTheDocument();
  });

  it('when the call fails, only logs it: no error on screen, the empty text instead', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    homeApi({ events: () => ({ status: 500, body: { message: 'Error interno del servidor' } }) });
    renderApp('/');
    const events = await eventsSection();
    // the query client retries a 5xx twice (1 s, then 2 s) before giving up
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await within(events).findByText(MSG.noEvents)).toBeInTheDocument();
    expect(within(events).queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(`${MSG.eventsListError}:`, expect.anything());
  });

  it('shows each event: its picture thumbnail, title, es-ES dates, description and ¡Reserva ya!', async () => {
    homeApi({ events: () => ({ body: [anEvent({ reservation_venue: FAC })] }) });
    renderApp('/');
    const events = await eventsSection();
    const card = (await within(events).findByRole('heading', { level: 3, name: 'Noche de salsa en la Fábrica de Arte' })).closest('article')!;
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('src', '/uploads/salsa.thumb.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'eager'); // the first visible picture
    expect(card).toHaveTextContent('01/06/2030, 21:00 – 02/06/2030, 02:30');
    expect(card).toHaveTextContent('Orquesta en vivo y clase abierta de casino.');
    expect(within(card).getByRole('link', { name: '¡Reserva ya!' })).toBeInTheDocument();
  });

  it("falls back to 'Evento sin título', 'Descripción no disponible' and the placeholder picture", async () => {
    homeApi({ events: () => ({ body: [anEvent({ title: '', description: '  ', images: [], thumbnails: [] })] }) });
    renderApp('/');
    const events = await eventsSection();
    const card = (await within(events).findByRole('heading', { level: 3, name: MSG.fallbackEventTitle })).closest('article')!;
    expect(card).toHaveTextContent(MSG.fallbackDescription);
    expect(card.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it("reads the older start_time/end_time names too (spec §3)", async () => {
    const old = { ...anEvent(), start_date: undefined, end_date: undefined, start_time: '2030-01-05T15:00:00.000Z' }; // 10:00 in Havana (UTC−5)
    homeApi({ events: () => ({ body: [old] }) });
    renderApp('/');
    const events = await eventsSection();
    expect(await within(events).findByText('05/01/2030, 10:00')).toBeInTheDocument();
  });

  it("'¡Reserva ya!' writes to the venue's own number on a desktop (web chat), says who answers, and counts the venue's reservation (issue 20 §6)", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const api = homeApi({
      events: () => ({ body: [anEvent({ business_ids: [FAC._id], reservation_venue: FAC })] }),
      more: { [`POST /api/business/${FAC._id}/reservation_count`]: () => ({ body: { count: 1, counted: true } }) },
    });
    renderApp('/');
    const events = await eventsSection();
    const reserve = await within(events).findByRole('link', { name: HOME_TEXT.reserve });
    expect(reserve).toHaveAccessibleDescription('Reservas con Fábrica de Arte Cubano');
    const message = 'Hola, quiero reservar para el evento "Noche de salsa en la Fábrica de Arte" del 01/06/2030, 21:00 (hora de Cuba). ¿Tienen disponibilidad?';
    const expected = `https://wa.me/5378382260?text=${encodeURIComponent(message)}`;
    expect(reserve).toHaveAttribute('href', expected);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(reserve);
    expect(open).toHaveBeenCalledWith(expected, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(callsTo(api, `POST /api/business/${FAC._id}/reservation_count`)).toHaveLength(1));
  });

  it("an event whose venues take no reservations never claims to reserve: 'Consultar por WhatsApp' asks Guía Cuba, worded to Guía Cuba, and counts nothing", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const gala = anEvent({ title: 'Gala de ballet en el Gran Teatro', business_ids: ['6650f0c2a1b2c3d4e5f6a002'] });
    const api = homeApi({ events: () => ({ body: [gala] }) });
    renderApp('/');
    const events = await eventsSection();
    const ask = await within(events).findByRole('link', { name: 'Consultar por WhatsApp' });
    expect(within(events).queryByRole('link', { name: HOME_TEXT.reserve })).not.toBeInTheDocument();
    expect(ask).toHaveAccessibleDescription('Te responde Guía Cuba');
    const message = 'Hola, Guía Cuba: me interesa el evento «Gala de ballet en el Gran Teatro» del 01/06/2030, 21:00 (hora de Cuba). ¿Cómo puedo reservar?';
    const expected = `https://wa.me/5378600000?text=${encodeURIComponent(message)}`;
    expect(ask).toHaveAttribute('href', expected);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(ask);
    expect(open).toHaveBeenCalledWith(expected, '_blank', 'noopener,noreferrer');
    expect(api.mock.calls.filter(([url]) => String(url).includes('reservation_count'))).toHaveLength(0);
  });

  it("'¡Reserva ya!' uses the app link (whatsapp://send) on an Android phone", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    );
    homeApi({ events: () => ({ body: [anEvent({ title: 'Jazz & ron', reservation_venue: FAC })] }) });
    renderApp('/');
    const events = await eventsSection();
    const reserve = await within(events).findByRole('link', { name: HOME_TEXT.reserve });
    expect(reserve.getAttribute('href')).toMatch(/^whatsapp:\/\/send\?phone=5378382260&text=Hola%2C%20quiero%20reservar/);
    expect(reserve.getAttribute('href')).toContain(encodeURIComponent('"Jazz & ron"'));
  });

  it('moves to the next event every 8 s and wraps to the first', async () => {
    homeApi({ events: () => ({ body: [anEvent({ title: 'Primero' }), anEvent({ title: 'Segundo' })] }) });
    renderApp('/');
    const events = await eventsSection();
    const visibleTitle = () => within(events).getByRole('heading', { level: 3 }).textContent;
    await within(events).findByRole('heading', { level: 3, name: 'Primero' });
    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS - 600));
    expect(visibleTitle()).toBe('Primero');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(visibleTitle()).toBe('Segundo');
    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Primero');
    expect(within(events).getByRole('region', { name: HOME_TEXT.eventsCarousel })).toHaveAttribute('aria-roledescription', 'carrusel');
  });
});

describe("Home events out of the app and by when (issue 22 §4)", () => {
  // Wednesday 25 November 2026, 15:00 in Havana (UTC−5); the suite runs in Asia/Tokyo
  const NOW = new Date('2026-11-25T20:00:00Z');
  const tonight = anEvent({ _id: '6650f0c2a1b2c3d4e5f6b001', title: 'Jazz esta noche', start_date: '2026-11-26T02:00:00Z', end_date: '2026-11-26T04:00:00Z' });
  const saturday = anEvent({ _id: '6650f0c2a1b2c3d4e5f6b002', title: 'Salsa el sábado', start_date: '2026-11-29T01:00:00Z', end_date: '2026-11-29T04:00:00Z' });
  const december = anEvent({ _id: '6650f0c2a1b2c3d4e5f6b003', title: 'Festival en diciembre', start_date: '2026-12-10T01:00:00Z', end_date: '2026-12-10T04:00:00Z' });

  it("'Esta noche' and 'Este fin de semana' keep the events of that time in Cuba; each event has its .ics and the section the feed", async () => {
    vi.setSystemTime(NOW);
    homeApi({ events: () => ({ body: [tonight, saturday, december] }) });
    renderApp('/');
    const events = await eventsSection();
    const when = await within(events).findByRole('group', { name: HOME_TEXT.eventsWhen });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const titles = () => within(events).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

    expect(within(when).getByRole('button', { name: HOME_TEXT.eventsAll })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(when).getByRole('button', { name: HOME_TEXT.eventsTonight }));
    await waitFor(() => expect(titles()).toEqual(['Jazz esta noche']));
    await user.click(within(when).getByRole('button', { name: HOME_TEXT.eventsWeekend }));
    await waitFor(() => expect(titles()).toEqual(['Salsa el sábado']));

    const calendar = within(events).getByRole('link', { name: HOME_TEXT.addToCalendar });
    expect(calendar).toHaveAttribute('href', `/api/events/${saturday._id}/calendar.ics`);
    expect(calendar).toHaveAttribute('download');
    expect(within(events).getByRole('link', { name: HOME_TEXT.subscribeCalendar }).getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/events\.ics$/);
  });

  it('says so when nothing happens tonight', async () => {
    vi.setSystemTime(NOW);
    homeApi({ events: () => ({ body: [saturday, december] }) });
    renderApp('/');
    const events = await eventsSection();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await within(events).findByRole('button', { name: HOME_TEXT.eventsTonight }));
    expect(await within(events).findByText(HOME_TEXT.noEventsTonight)).toBeInTheDocument();
  });
});
