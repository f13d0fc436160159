import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest';
import { fakeApi, renderApp } from '../test/utils';
import { SCROLL_STORAGE_KEY } from './page-scroll';

// jsdom lays nothing out: the page's position is window.scrollY, set here as a person scrolling would.
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

let scrollTo: Mock;
beforeEach(() => {
  fakeApi({});
  scrollTo = window.scrollTo as unknown as Mock;
  scrollPageTo(0);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the page stays where the person put it (issue 16 §6)', () => {
  it('the first render (hydration of a server-drawn page) never moves the page', async () => {
    scrollPageTo(900);
    renderApp('/about');
    await heading('Acerca de Guía Cuba');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('even when a position was saved earlier in the tab for the same entry', async () => {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ default: 1500 }));
    scrollPageTo(300);
    renderApp('/about');
    await heading('Acerca de Guía Cuba');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a new page opens at its top; back returns to where the first page was left, forward to the second', async () => {
    const { router } = renderApp('/about');
    await heading('Acerca de Guía Cuba');

    scrollPageTo(640);
    await act(() => router.navigate('/help'));
    await heading('Centro de ayuda');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(220);
    await act(() => router.navigate(-1));
    await heading('Acerca de Guía Cuba');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => router.navigate(1));
    await heading('Centro de ayuda');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 220);
  });

  it('back to a page still drawing (shorter than it was): scrolls again as it grows, until the position is reached', async () => {
    const { router } = renderApp('/about');
    await heading('Acerca de Guía Cuba');
    scrollPageTo(640);
    await act(() => router.navigate('/help'));
    await heading('Centro de ayuda');

    // the browser stops at the bottom of what there is: 300 px at first
    let bottom = 300;
    scrollTo.mockImplementation((_x: number, y: number) => scrollPageTo(Math.min(y, bottom)));
    await act(() => router.navigate(-1));
    await heading('Acerca de Guía Cuba');
    expect(window.scrollY).toBe(300);
    bottom = 2000; // the rest of the page arrives
    await waitFor(() => expect(window.scrollY).toBe(640));
  });

  it('a navigation that asks to keep the position (preventScrollReset) keeps it', async () => {
    const { router } = renderApp('/about');
    await heading('Acerca de Guía Cuba');
    scrollTo.mockClear();
    await act(() => router.navigate('/about?x=1', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('positions are kept for the tab when the page goes away (a reload restores through the browser)', async () => {
    renderApp('/about');
    await heading('Acerca de Guía Cuba');
    scrollPageTo(480);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}')).toEqual({ default: 480 });
    expect(window.history.scrollRestoration).toBe('auto');
  });
});

