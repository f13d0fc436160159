import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, DOT_CLICK_PAUSE_MS, PANEL_SWIPE_THRESHOLD_PX } from '@guia/contracts';
import { CAROUSEL_TEXT, Carousel, type CarouselProps } from './carousel';
import { REDUCED_MOTION_QUERY } from './use-carousel';
import { setDataSaver } from '../../lib/data-saver';

const FRUITS = ['Mango', 'Guayaba', 'Piña'];

function renderCarousel(props: Partial<CarouselProps> = {}) {
  const onIndexChange = vi.fn();
  const utils = render(
    <Carousel
      label="Frutas"
      count={FRUITS.length}
      intervalMs={CAROUSEL_INTERVAL_MS}
      renderSlide={(i, active) => (
        <p>
          {FRUITS[i]}
          {active ? ' (visible)' : ''}
        </p>
      )}
      onIndexChange={onIndexChange}
      {...props}
    />,
  );
  return { ...utils, onIndexChange, region: screen.getByRole('region', { name: 'Frutas' }) };
}

/** The label of the slide that is visible now. */
function visibleSlides() {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === CAROUSEL_TEXT.slideRoleDescription)
    .filter((g) => g.getAttribute('aria-hidden') !== 'true')
    .map((g) => g.textContent);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const touch = (el: Element, fromX: number, toX: number) => {
  fireEvent.touchStart(el, { touches: [{ clientX: fromX, clientY: 10 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: toX, clientY: 12 }] });
  fireEvent.touchEnd(el, { touches: [], changedTouches: [{ clientX: toX, clientY: 12 }] });
};

function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const list = original(query);
    return query === REDUCED_MOTION_QUERY ? ({ ...list, matches: true, media: query } as MediaQueryList) : list;
  }) as typeof window.matchMedia;
}

beforeEach(() => {
  // Exact clocks: the periods below are asserted to the millisecond, so events are fired with
  // fireEvent (user-event's async wrapper needs the clock to run by itself).
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled region described as a carousel, each slide a group labelled "N de M", one visible at a time', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(region).toHaveAttribute('tabindex', '0');
    const slides = within(region).getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'diapositiva');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    // the slides out of view cannot be reached by Tab or a screen reader
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('auto-advances every interval and wraps from the last slide to the first', () => {
    const { onIndexChange } = renderCarousel();
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    advance(1);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Piña (visible)']);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
  });

  it('does not move by itself without an interval', () => {
    renderCarousel({ intervalMs: 0 });
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
  });

  it('pauses while hovered and resumes with a full period when the mouse leaves', () => {
    const { region } = renderCarousel();
    advance(CAROUSEL_INTERVAL_MS - 1000);
    fireEvent.mouseEnter(region);
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    fireEvent.mouseLeave(region);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    advance(1);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
  });

  it('pauses while a finger rests on it and while pressed, and resumes afterwards', () => {
    const { region } = renderCarousel();
    fireEvent.touchStart(region, { touches: [{ clientX: 100, clientY: 10 }] });
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: 100, clientY: 10 }] });
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);

    fireEvent.pointerDown(region);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    fireEvent.pointerUp(region);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Piña (visible)']);
  });

  it('a tap is not taken for a hover: the emulated mouseenter after a touch does not stop it', () => {
    const { region } = renderCarousel();
    touch(region, 100, 100);
    fireEvent.mouseEnter(region);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
  });

  it('a swipe longer than 50 px goes next (left) or previous (right); 49 px does nothing', () => {
    const { region } = renderCarousel({ intervalMs: 0 });
    touch(region, 200, 151); // 49 px left
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    touch(region, 200, 149); // 51 px left
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    touch(region, 100, 149); // 49 px right
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    touch(region, 100, 151); // 51 px right
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    touch(region, 100, 151); // right on the first slide wraps to the last
    expect(visibleSlides()).toEqual(['Piña (visible)']);
  });

  it('takes its swipe threshold as a parameter (the panel photos use 40 px)', () => {
    const { region } = renderCarousel({ intervalMs: 0, swipeThresholdPx: PANEL_SWIPE_THRESHOLD_PX });
    touch(region, 200, 161); // 39 px
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    touch(region, 200, 159); // 41 px
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
  });

  it('a dot click jumps there and holds auto-advance for 3 s, then the full period runs again', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: CAROUSEL_TEXT.goTo(3) });
    // a mouse click: press, the focus it brings, release, click; the mouse then leaves
    fireEvent.pointerDown(dot);
    act(() => dot.focus());
    fireEvent.pointerUp(dot);
    fireEvent.click(dot);
    expect(visibleSlides()).toEqual(['Piña (visible)']);
    expect(dot).toHaveAttribute('aria-current', 'true');
    // (two steps: React re-arms the timer when the hold ends, once act() flushes)
    advance(DOT_CLICK_PAUSE_MS);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()).toEqual(['Piña (visible)']);
    advance(1);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
  });

  it('the arrows move one slide and wrap', () => {
    renderCarousel({ intervalMs: 0 });
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.previous }));
    expect(visibleSlides()).toEqual(['Piña (visible)']);
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.next }));
    expect(visibleSlides()).toEqual(['Mango (visible)']);
  });

  it('is reachable by keyboard: Tab focuses it, arrow keys, Home and End move, and focus pauses it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const { region } = renderCarousel();
    await user.tab();
    expect(region).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlides()).toEqual(['Piña (visible)']);
    await user.keyboard('{Home}');
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    await user.keyboard('{End}');
    expect(visibleSlides()).toEqual(['Piña (visible)']);
    const live = region.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('3 de 3');
  });

  it('keyboard focus inside pauses it; leaving resumes it', () => {
    const { region } = renderCarousel();
    act(() => region.focus());
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    // focus moving between its own controls keeps it paused
    const next = screen.getByRole('button', { name: CAROUSEL_TEXT.next });
    act(() => next.focus());
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    act(() => next.blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
  });

  it('the focus a mouse click brings does not pause it', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: CAROUSEL_TEXT.next });
    fireEvent.pointerDown(next);
    act(() => next.focus());
    fireEvent.pointerUp(next);
    fireEvent.click(next);
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Piña (visible)']);
  });

  it('keeps the live region quiet while it rotates by itself (WAI-ARIA carousel pattern)', () => {
    const { region } = renderCarousel();
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(region);
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('never auto-advances under prefers-reduced-motion, but still moves on request', () => {
    preferReducedMotion();
    renderCarousel();
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()).toEqual(['Mango (visible)']);
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.next }));
    expect(visibleSlides()).toEqual(['Guayaba (visible)']);
  });

  it("never auto-advances in 'Ahorro de datos', but still moves on request", () => {
    setDataSaver(true);
    try {
      renderCarousel();
      advance(CAROUSEL_INTERVAL_MS * 3);
      expect(visibleSlides()).toEqual(['Mango (visible)']);
      fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.next }));
      expect(visibleSlides()).toEqual(['Guayaba (visible)']);
    } finally {
      setDataSaver(false);
      localStorage.clear();
    }
  });

  it('with several slides per view, shows them together and wraps over the positions', () => {
    render(
      <Carousel
        label="Fotos"
        count={4}
        perView={2}
        intervalMs={1000}
        renderSlide={(i) => <span>{`Foto ${i + 1}`}</span>}
      />,
    );
    expect(visibleSlides()).toEqual(['Foto 1', 'Foto 2']);
    expect(screen.getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(3);
    advance(1000);
    expect(visibleSlides()).toEqual(['Foto 2', 'Foto 3']);
    advance(1000);
    expect(visibleSlides()).toEqual(['Foto 3', 'Foto 4']);
    advance(1000);
    expect(visibleSlides()).toEqual(['Foto 1', 'Foto 2']);
  });

  it('one slide: no arrows, no dots, no movement', () => {
    render(<Carousel label="Una" count={1} intervalMs={1000} renderSlide={() => <span>Sola</span>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(5000);
    expect(visibleSlides()).toEqual(['Sola']);
  });
});
