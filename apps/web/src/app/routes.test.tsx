import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@guia/contracts';
import { describe, expect, it, vi } from 'vitest';
import { adminToken, fakeApi, renderApp } from '../test/utils';

describe('route table (spec §2)', () => {
  it.each([
    ['/', 'DESBLOQUEA LA CUBA AUTÉNTICA'],
    ['/tops', 'Tops'],
    ['/login', 'Iniciar sesión'],
    ['/register', 'Registrarse'],
    ['/about', 'Acerca de Guía Cuba'],
    ['/privacy', 'Política de privacidad'],
    ['/terms', 'Términos y condiciones'],
    ['/help', 'Centro de ayuda'],
  ])('%s is public and shows %j', async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it("an unknown path stays where it is and shows 'Página no encontrada' with the map's search and the main links", async () => {
    const { router } = renderApp('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.pageNotFound })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-existe/para-nada');
    expect(screen.getByRole('searchbox', { name: MSG.pageNotFoundSearchLabel })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: MSG.pageNotFoundLinksTitle });
    expect(within(links).getByRole('link', { name: MSG.goHome })).toHaveAttribute('href', '/');
    expect(within(links).getByRole('link', { name: MSG.openMap })).toHaveAttribute('href', '/mapa');
    expect(within(links).getByRole('link', { name: MSG.seeTops })).toHaveAttribute('href', '/tops');
  });

  it("the home hero offers 'Descarga la app' and, logged out, 'Iniciar sesión'", async () => {
    renderApp('/');
    // No package is configured in tests and the browser made no install offer: the button explains how to add the app
    const download = await screen.findByRole('button', { name: /Descarga la app/ });
    expect(download).toBeEnabled();
    expect(download).toHaveAttribute('aria-haspopup', 'dialog');
    // the hero's, beside the header's: both say it the same way (docs/STYLE.md)
    const hero = download.closest('.hero__actions') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it("the home hero hides 'Iniciar sesión' when logged in", async () => {
    renderApp('/', { token: adminToken() });
    const download = await screen.findByRole('button', { name: /Descarga la app/ });
    expect(within(download.closest('.hero__actions') as HTMLElement).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it("the footer links the four information pages and says © with Havana's current year", async () => {
    // 23:30 on 31 December 2026 in Havana: already 2027 in UTC and in Tokyo (the suite's zone)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T04:30:00Z'));
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const links = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/about', '/terms', '/privacy', '/help']));
    expect(footer).toHaveTextContent('© 2026 Guía Cuba');
    vi.useRealTimers();
  });

  it('the home category tiles go to /mapa carrying the category, which the map pre-selects with its banner', async () => {
    const { router } = renderApp('/', { token: adminToken() });
    (await screen.findByRole('link', { name: 'Café y Té' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mapa');
    expect(await screen.findByText(MSG.categoryBanner)).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('categoria')).toBe('cafe'));
  });

  it('/business/{id} is public and opens from a pasted link', async () => {
    fakeApi({ 'GET /api/business/64b7f0c2a1b2c3d4e5f60718': () => ({ status: 404, body: { message: MSG.businessLoadError } }) });
    const { router } = renderApp('/business/64b7f0c2a1b2c3d4e5f60718');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.businessGone })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/64b7f0c2a1b2c3d4e5f60718');
  });
});
