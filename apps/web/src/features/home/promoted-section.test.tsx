import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, COMMENT_ROTATION_MS, DOT_CLICK_PAUSE_MS, MSG, SKELETON_CARDS } from '@guia/contracts';
import { CAROUSEL_TEXT } from '../../components/carousel/carousel';
import { renderApp } from '../../test/utils';
import { HOME_TEXT } from './home-text';
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

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function promotedSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: HOME_TEXT.promotedTitle });
  return heading.closest('section') as HTMLElement;
}

/** The visible slide (the others are aria-hidden). */
const visibleSlide = (section: HTMLElement) => within(section).getByRole('group', { name: /\d+ de \d+/ });

const GUARIDA = aBusiness({
  name: 'La Guarida',
  comments: [
    { username: 'marta_hab', content: 'La escalera impresiona.' },
    { username: '', content: 'El ceviche, espectacular.' },
    { username: 'jlopez', content: '' },
  ],
});
const FLORIDITA = aBusiness({ name: 'El Floridita', comments: [{ username: 'ana', content: 'El mejor daiquirí.' }] });
const COPPELIA = aBusiness({ name: 'Coppelia', comments: [], rating: 0 });

describe('Home: promoted carousel', () => {
  it("while loading, says 'Cargando...' with ten skeleton cards", async () => {
    homeApi({ promoted: pending });
    renderApp('/');
    const section = await promotedSection();
    expect(within(section).getByRole('status')).toHaveTextContent(MSG.loading);
    expect(within(section).getByTestId('skeletons').children).toHaveLength(SKELETON_CARDS);
  });

  it("with no promoted businesses, says 'No hay negocios disponibles'", async () => {
    homeApi({ promoted: () => ({ body: [] }) });
    renderApp('/');
    expect(await within(await promotedSection()).findByText(MSG.noBusinesses)).toBeInTheDocument();
  });

  it('when the call fails, only logs it (no error on screen)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    homeApi({ promoted: () => ({ status: 503, body: { message: 'No disponible' } }) });
    renderApp('/');
    const section = await promotedSection();
    await advance(3500);
    expect(await within(section).findByText(MSG.noBusinesses)).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(`${MSG.businessesLoadError}:`, expect.anything());
  });

  it('shows each business with its thumbnail, name, rating and address; one slide at a time', async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA] }) });
    renderApp('/');
    const section = await promotedSection();
    const slide = await waitFor(() => visibleSlide(section));
    expect(slide).toHaveAccessibleName('1 de 2');
    expect(within(slide).getByRole('heading', { level: 3 })).toHaveTextContent('La Guarida');
    expect(within(slide).getByRole('img')).toHaveAttribute('src', '/uploads/la-guarida.thumb.webp');
    expect(within(slide).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(slide).toHaveTextContent('4,6');
    expect(slide).toHaveTextContent('Concordia 418, Centro Habana');
    expect(within(section).getByRole('region', { name: HOME_TEXT.promotedCarousel })).toHaveAttribute('aria-roledescription', 'carrusel');
  });

  it('advances every 8 s and wraps', async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA] }) });
    renderApp('/');
    const section = await promotedSection();
    await waitFor(() => visibleSlide(section));
    await advance(CAROUSEL_INTERVAL_MS - 600);
    expect(visibleSlide(section)).toHaveTextContent('La Guarida');
    await advance(600);
    expect(visibleSlide(section)).toHaveTextContent('El Floridita');
    await advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide(section)).toHaveTextContent('La Guarida');
  });

  it("rotates the slide's comments every 2 s with the 'Anónimo' and 'Sin comentario' fallbacks, back to the first", async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA] }) });
    renderApp('/');
    const section = await promotedSection();
    const quote = () => visibleSlide(section).querySelector('.promo-slide__comment')!;
    await waitFor(() => expect(quote()).toHaveTextContent('La escalera impresiona.— marta_hab'));
    await advance(COMMENT_ROTATION_MS - 500);
    expect(quote()).toHaveTextContent('La escalera impresiona.');
    await advance(500);
    expect(quote()).toHaveTextContent(`El ceviche, espectacular.— ${MSG.fallbackUsername}`);
    await advance(COMMENT_ROTATION_MS);
    expect(quote()).toHaveTextContent(`${MSG.fallbackComment} — jlopez`);
    await advance(COMMENT_ROTATION_MS);
    expect(quote()).toHaveTextContent('La escalera impresiona.');
  });

  it('restarts the comment rotation at the first comment when the slide changes', async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA] }) });
    renderApp('/');
    const section = await promotedSection();
    const quote = () => visibleSlide(section).querySelector('.promo-slide__comment')!;
    await waitFor(() => visibleSlide(section));
    await advance(COMMENT_ROTATION_MS);
    expect(quote()).toHaveTextContent('El ceviche');
    // next slide, then back (arrow clicks do not hold the carousel)
    fireEvent.click(within(section).getByRole('button', { name: CAROUSEL_TEXT.next }));
    expect(quote()).toHaveTextContent('El mejor daiquirí.— ana');
    fireEvent.click(within(section).getByRole('button', { name: CAROUSEL_TEXT.previous }));
    expect(quote()).toHaveTextContent('La escalera impresiona.— marta_hab');
  });

  it("a business with no comments shows 'Sin comentario' without an author, and 'Sin calificaciones' for a 0 rating", async () => {
    homeApi({ promoted: () => ({ body: [COPPELIA] }) });
    renderApp('/');
    const section = await promotedSection();
    const slide = await waitFor(() => visibleSlide(section));
    // said plainly, not as a quotation, and with no author to name
    expect(slide.querySelector('.promo-slide__comment')).toHaveTextContent(MSG.fallbackComment);
    expect(slide.querySelector('blockquote')).toBeNull();
    expect(slide.querySelector('.promo-slide__comment')).not.toHaveTextContent('—');
    expect(slide).toHaveTextContent(MSG.noRatings);
  });

  it('a dot click jumps to that slide and holds it for 3 s before the 8 s period runs again', async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA, COPPELIA] }) });
    renderApp('/');
    const section = await promotedSection();
    await waitFor(() => visibleSlide(section));
    fireEvent.click(within(section).getByRole('button', { name: CAROUSEL_TEXT.goTo(3) }));
    expect(visibleSlide(section)).toHaveTextContent('Coppelia');
    await advance(DOT_CLICK_PAUSE_MS);
    await advance(CAROUSEL_INTERVAL_MS - 600);
    expect(visibleSlide(section)).toHaveTextContent('Coppelia');
    await advance(600);
    expect(visibleSlide(section)).toHaveTextContent('La Guarida');
  });

  it('a swipe of more than 50 px moves it; hovering pauses it', async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA] }) });
    renderApp('/');
    const section = await promotedSection();
    await waitFor(() => visibleSlide(section));
    const region = within(section).getByRole('region', { name: HOME_TEXT.promotedCarousel });
    fireEvent.touchStart(region, { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: 240, clientY: 0 }] });
    expect(visibleSlide(section)).toHaveTextContent('El Floridita');
    await advance(1500); // (a mouseenter right after a touch is the browser's emulation, not a hover)
    fireEvent.mouseEnter(region);
    await advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide(section)).toHaveTextContent('El Floridita');
  });

  it('a slide click goes to /tops carrying highlightBusinessId', async () => {
    homeApi({ promoted: () => ({ body: [GUARIDA, FLORIDITA] }) });
    const { router } = renderApp('/');
    const section = await promotedSection();
    const slide = await waitFor(() => visibleSlide(section));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(slide).getByRole('link', { name: 'La Guarida' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tops'));
    expect(router.state.location.state).toEqual({ highlightBusinessId: GUARIDA._id });
  });
});
