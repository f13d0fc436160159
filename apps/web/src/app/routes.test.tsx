import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminToken, renderApp } from '../test/utils';

describe('route table (spec §2)', () => {
  it.each([
    ['/', 'DESBLOQUEA LA CUBA AUTÉNTICA'],
    ['/tops', 'Tops'],
    ['/login', 'Iniciar sesión'],
    ['/register', 'Crear cuenta'],
    ['/about', 'Acerca de Guía Cuba'],
    ['/privacy', 'Política de privacidad'],
    ['/terms', 'Términos y condiciones'],
    ['/help', 'Centro de ayuda'],
    ['/business/64b7f0c2a1b2c3d4e5f60718', 'Detalle del negocio'],
  ])('%s is public and shows %j', async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('an unknown path redirects to /', async () => {
    const { router } = renderApp('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("the home hero offers 'Descarga la app' and, logged out, 'Inicia Sesión'", async () => {
    renderApp('/');
    // No package is configured in tests (VITE_ANDROID_APK_URL unset): the button says so honestly.
    const download = await screen.findByRole('button', { name: /Descarga la app/ });
    expect(download).toBeDisabled();
    expect(download).toHaveTextContent('Próximamente');
    expect(screen.getByRole('link', { name: 'Inicia Sesión' })).toHaveAttribute('href', '/login');
  });

  it("the home hero hides 'Inicia Sesión' when logged in", async () => {
    renderApp('/', { token: adminToken() });
    expect(await screen.findByRole('button', { name: /Descarga la app/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inicia Sesión' })).not.toBeInTheDocument();
  });

  it('the footer links the four information pages and says © 2025', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const links = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/about', '/terms', '/privacy', '/help']));
    expect(footer).toHaveTextContent('© 2025');
  });

  it('the home category tiles go to /mapa carrying the category', async () => {
    const { router } = renderApp('/', { token: adminToken() });
    (await screen.findByRole('link', { name: 'Café y Té' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ selectedCategory: 'cafe', focusOnCategory: true });
  });
});
