import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@guia/contracts';
import { createQueryClient } from '../../app/providers';
import { SessionProvider } from '../../lib/session/session-provider';
import { setViewportWidth } from '../../test/media';
import { adminToken, renderApp, userToken } from '../../test/utils';
import { Navbar, serverNavbar } from './navbar';
import { NavbarShell } from './navbar-shell';

const ADMIN = ['Negocios', 'Categorías', 'Usuarios', 'Evento', 'OpenStreetMap', 'Solicitudes'];
const ADMIN_HREFS = ['/business', '/categoria', '/usuario', '/evento', '/openstreetmap', '/solicitudes'];

async function bar() {
  return within(await screen.findByRole('navigation', { name: 'Principal' }));
}

describe('navigation bar on a wide screen (1280 px)', () => {
  it('logged out: logo, Tops, Iniciar sesión and Registrarse; no Mapa, admin links or user menu', async () => {
    renderApp('/');
    const nav = await bar();
    expect(nav.getByRole('link', { name: 'Guía Cuba, ir al inicio' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Tops' })).toHaveAttribute('href', '/tops');
    expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(nav.queryByRole('link', { name: 'Mapa' })).not.toBeInTheDocument();
    for (const name of ADMIN) expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Menú de usuario' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });

  it('logged-in user: Tops, Mapa and the user menu; no admin links and no login links', async () => {
    renderApp('/', { token: userToken() });
    const nav = await bar();
    expect(nav.getByRole('link', { name: 'Mapa' })).toHaveAttribute('href', '/mapa');
    expect(nav.getByRole('link', { name: 'Tops' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Menú de usuario' })).toBeInTheDocument();
    for (const name of ADMIN) expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: /iniciar sesión/i })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Registrarse' })).not.toBeInTheDocument();
  });

  it('admin: the four admin links as well', async () => {
    renderApp('/', { token: adminToken() });
    const nav = await bar();
    const admin = within(nav.getByRole('list', { name: 'Administración' }));
    expect(admin.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      ADMIN.map((name, i) => [name, ADMIN_HREFS[i]]),
    );
    expect(nav.getByRole('link', { name: 'Mapa' })).toBeInTheDocument();
  });

  it('the user dropdown lists the account entries and closes on Escape and on an outside click', async () => {
    renderApp('/', { token: userToken() });
    const user = userEvent.setup();
    const toggle = (await bar()).getByRole('button', { name: 'Menú de usuario' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById('user-menu-panel') as HTMLElement);
    expect(panel.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mi perfil', '/perfil'],
      ['Mis planes', '/planes'],
      ['Acerca de', '/about'],
      ['Privacidad', '/privacy'],
      ['Términos', '/terms'],
      ['Ayuda', '/help'],
    ]);
    expect(panel.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a dropdown entry navigates and closes it', async () => {
    const { router } = renderApp('/', { token: userToken() });
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('link', { name: 'Mi perfil' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/perfil'));
    expect(screen.getByRole('button', { name: 'Menú de usuario' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('becomes compact after the page scrolls more than 10 px', async () => {
    renderApp('/');
    const header = (await screen.findByRole('navigation', { name: 'Principal' })).closest('header') as HTMLElement;
    expect(header).not.toHaveClass('navbar--compact');

    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('navbar--compact');

    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('navbar--compact');

    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('navbar--compact');
  });
});

describe('navigation bar at 768 px and below', () => {
  it('a hamburger replaces the desktop links', async () => {
    setViewportWidth(768);
    renderApp('/', { token: adminToken() });
    const nav = await bar();
    expect(nav.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'Tops' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Negocios' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Menú de usuario' })).not.toBeInTheDocument();
  });

  it('at 769 px there is no hamburger', async () => {
    setViewportWidth(769);
    renderApp('/');
    const nav = await bar();
    expect(nav.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Tops' })).toBeInTheDocument();
  });

  it('logged out, the menu opens with Tops, Iniciar sesión and Registrarse', async () => {
    setViewportWidth(390);
    renderApp('/');
    const user = userEvent.setup();
    const burger = (await bar()).getByRole('button', { name: 'Abrir menú' });
    await user.click(burger);

    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    expect(menu.getByRole('link', { name: 'Tops' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(menu.queryByRole('link', { name: 'Mapa' })).not.toBeInTheDocument();
  });

  it('as admin, the menu shows Mapa, the four admin links and the account entries', async () => {
    setViewportWidth(390);
    renderApp('/', { token: adminToken() });
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Abrir menú' }));

    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    for (const name of ['Tops', 'Mapa', ...ADMIN, 'Mi perfil', 'Mis planes', 'Acerca de', 'Privacidad', 'Términos', 'Ayuda']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('as a plain user, the menu has Mapa but no admin links', async () => {
    setViewportWidth(390);
    renderApp('/', { token: userToken() });
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Abrir menú' }));

    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    expect(menu.getByRole('link', { name: 'Mapa' })).toBeInTheDocument();
    for (const name of ADMIN) expect(menu.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('the menu closes when an entry is chosen, and on Escape', async () => {
    setViewportWidth(390);
    const { router } = renderApp('/', { token: userToken() });
    const user = userEvent.setup();
    const burger = (await bar()).getByRole('button', { name: 'Abrir menú' });

    await user.click(burger);
    await user.click(within(document.getElementById('mobile-menu') as HTMLElement).getByRole('link', { name: 'Tops' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tops');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).toBeNull();

    await user.click(burger);
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('logging out from the mobile menu goes home logged out', async () => {
    setViewportWidth(390);
    fetchNoop();
    const { router } = renderApp('/mapa', { token: userToken() });
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

function fetchNoop() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
}

describe('before the scripts: the bar as the server draws it (issue 20 §4)', () => {
  const bare = () => (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <Navbar />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const root = document.documentElement;
  const style = document.createElement('style');
  // the bar's stylesheet as the browser gets it (vitest hands CSS imports over empty), found beside
  // this file whatever folder the runner started in
  beforeAll(async () => {
    const fs = (await import(/* @vite-ignore */ `node:${'fs'}`)) as { readFileSync(file: string, encoding: 'utf8'): string };
    const here = String(expect.getState().testPath);
    style.textContent = fs.readFileSync(here.replace(/navbar\.test\.tsx$/, 'navbar.css'), 'utf8');
  });

  /** The server's HTML in this document, with the bar's styles, and <html> marked as the head script marks it. */
  function serverPage(session?: 'user' | 'admin') {
    document.head.append(style);
    if (session) root.dataset.session = session;
    const container = document.createElement('div');
    // as entry-server.tsx does; the browser's bundle never has the shell
    serverNavbar.Shell = NavbarShell;
    container.innerHTML = renderToString(bare());
    delete serverNavbar.Shell;
    document.body.append(container);
    return container;
  }

  afterEach(() => {
    style.remove();
    delete root.dataset.session;
    document.body.innerHTML = '';
  });

  it('anonymous: the phone burger opens a menu without scripts, with Tops, Iniciar sesión and Registrarse; nothing of an account shows', () => {
    const page = within(serverPage());
    const burger = page.getByLabelText('Abrir menú');
    expect(burger.tagName).toBe('SUMMARY');
    const menu = burger.closest('details') as HTMLDetailsElement;
    menu.open = true;
    const inMenu = within(menu);
    expect(inMenu.getByRole('link', { name: 'Tops' })).toBeVisible();
    expect(inMenu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(inMenu.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    expect(inMenu.getByRole('link', { name: 'Mi perfil', hidden: true })).not.toBeVisible();
    expect(inMenu.getByRole('link', { name: 'Negocios', hidden: true })).not.toBeVisible();
    expect(page.getByLabelText('Menú de usuario')).not.toBeVisible();
    // the desktop bar is in the same HTML, for CSS to show above 768 px
    const links = page.getAllByRole('list', { hidden: true }).find((l) => l.classList.contains('navbar__wide'))!;
    expect(within(links).getByRole('link', { name: 'Tops' })).toBeVisible();
  });

  it("signed in (the hint's mark on <html>): the person's menu, Mapa and no Iniciar sesión; admin links only for an admin", () => {
    const page = within(serverPage('user'));
    (page.getByLabelText('Abrir menú').closest('details') as HTMLDetailsElement).open = true;
    const menu = within(document.getElementById('mobile-menu')!);
    expect(menu.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
    expect(menu.getByRole('link', { name: 'Mapa' })).toBeVisible();
    expect(menu.getByRole('link', { name: 'Iniciar sesión', hidden: true })).not.toBeVisible();
    expect(menu.getByRole('link', { name: 'Negocios', hidden: true })).not.toBeVisible();
    expect(page.getByLabelText('Menú de usuario')).toBeVisible();
    for (const link of page.getAllByRole('link', { name: 'Iniciar sesión', hidden: true })) expect(link).not.toBeVisible();

    cleanupPage();
    const admin = within(serverPage('admin'));
    expect(within(admin.getAllByRole('list', { name: 'Administración' }).find((l) => l.classList.contains('navbar__wide'))!).getByRole('link', { name: 'Negocios' })).toBeVisible();
    (admin.getByLabelText('Abrir menú').closest('details') as HTMLDetailsElement).open = true;
    expect(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Negocios' })).toBeVisible();
  });

  it('hydration takes the same bar over without a mismatch, then draws only what applies (phone, signed in)', async () => {
    setViewportWidth(390);
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    const container = serverPage('user');
    // before: the burger of the server's HTML, the person's menu in it
    expect(within(container).getByLabelText('Abrir menú')).toBeVisible();
    expect(within(container).getByLabelText('Menú de usuario')).toBeVisible();
    const mismatch = vi.fn();
    const error = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, bare(), { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // one bar, the live one
    expect(container.querySelectorAll('header')).toHaveLength(1);
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(nav.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('details')).toBeNull();
    expect(nav.queryByRole('link', { name: 'Tops' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /iniciar sesión/i })).not.toBeInTheDocument();
  });

  function cleanupPage() {
    document.body.innerHTML = '';
    delete root.dataset.session;
  }
});
