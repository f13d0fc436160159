import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG, STORAGE_KEYS, RESET_MESSAGES, API_MSG } from '@guia/contracts';
import { callsTo, fakeApi, makeToken, renderApp, userToken } from '../../test/utils';

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  if (identifier) await user.type(await screen.findByLabelText('Usuario o correo electrónico'), identifier);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
  return user;
}

describe('Login screen', () => {
  it('when identifier and password are blank after trimming, says so next to each field at once, not in a banner, and does not call the API', async () => {
    const api = fakeApi({});
    renderApp('/login');
    await fillAndSubmit('   ', '   ');

    for (const label of ['Usuario o correo electrónico', 'Contraseña']) {
      const input = await screen.findByLabelText(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(API_MSG.loginFieldsRequired);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('when only the password is missing, marks only the password and does not call the API', async () => {
    const api = fakeApi({});
    renderApp('/login');
    await fillAndSubmit('maria', '');

    const password = screen.getByLabelText('Contraseña');
    await waitFor(() => expect(password).toHaveAccessibleDescription(API_MSG.loginFieldsRequired));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Usuario o correo electrónico')).not.toHaveAttribute('aria-invalid');
    expect(api).not.toHaveBeenCalled();
  });

  it("when the server says the credentials are 'inválidas', shows its message in red and clears the password", async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Credenciales inválidas' } }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credenciales inválidas');
    expect(alert).toHaveClass('alert--error');
    expect(alert).not.toHaveClass('alert--warning');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.getByLabelText('Usuario o correo electrónico')).toHaveValue('maria');
  });

  it("when the message contains 'incorrectas', shows it in red too", async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Usuario o contraseña incorrectas' } }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('alert')).toHaveClass('alert--error');
  });

  it('when the server answers another message (too many attempts), shows it in yellow', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 429, body: { message: API_MSG.tooManyLoginAttempts } }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_MSG.tooManyLoginAttempts);
    expect(alert).toHaveClass('alert--warning');
    expect(alert).not.toHaveClass('alert--error');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('when the server fails without a message, shows the generic login error', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 500 }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginGenericError);
  });

  it('when the network is down, shows the generic login error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginGenericError);
  });

  it('when the answer carries no token, says no access token was received', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ body: {} }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginNoToken);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('when the session rejects the token, says the token could not be processed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'POST /api/auth/login': () => ({ body: { token: 'esto-no-es-un-jwt' } }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginTokenRejected);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Error en login:', expect.any(Error));
  });

  it("while the request is in flight, the button says 'Iniciando sesión...' and is disabled", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fakeApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    const button = await screen.findByRole('button', { name: MSG.loginSubmitting });
    expect(button).toBeDisabled();
    answer({ body: { token: userToken() } });
    await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' });
  });

  it('sends the trimmed identifier and the password as JSON to POST /api/auth/login', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => ({ body: { token: userToken() } }) });
    renderApp('/login');
    await fillAndSubmit('  maria@example.com ', 'secreto123');

    await waitFor(() => expect(callsTo(api, 'POST /api/auth/login')).toHaveLength(1));
    const [, init] = callsTo(api, 'POST /api/auth/login')[0];
    expect(JSON.parse(init?.body as string)).toEqual({ identifier: 'maria@example.com', password: 'secreto123' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('after logging in from the guarded /mapa, goes back to /mapa and stores the token', async () => {
    const token = userToken();
    fakeApi({ 'POST /api/auth/login': () => ({ body: { token } }) });
    // the map keeps its own selection in the query (?radio=5): the guard must hand it back intact
    const { router } = renderApp('/mapa?radio=7');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('heading', { name: 'Mapa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mapa');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('radio')).toBe('7'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });

  it('after logging in from /login directly, goes home and the bar shows the logged-in links', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ body: { token: userToken() } }) });
    const { router } = renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');

    expect(await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Mapa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  describe('Recordarme', () => {
    it('when checked, stores the identifier on a successful login', async () => {
      fakeApi({ 'POST /api/auth/login': () => ({ body: { token: userToken() } }) });
      renderApp('/login');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: 'Recordarme' }));
      await fillAndSubmit('maria', 'secreto123');

      await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' });
      expect(localStorage.getItem(STORAGE_KEYS.rememberedIdentifier)).toBe('maria');
    });

    it('when unchecked, removes a remembered identifier on a successful login', async () => {
      localStorage.setItem(STORAGE_KEYS.rememberedIdentifier, 'maria');
      fakeApi({ 'POST /api/auth/login': () => ({ body: { token: userToken() } }) });
      renderApp('/login');
      const user = userEvent.setup();
      const checkbox = await screen.findByRole('checkbox', { name: 'Recordarme' });
      expect(checkbox).toBeChecked();
      expect(screen.getByLabelText('Usuario o correo electrónico')).toHaveValue('maria');

      await user.click(checkbox);
      await fillAndSubmit('', 'secreto123');

      await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' });
      expect(localStorage.getItem(STORAGE_KEYS.rememberedIdentifier)).toBeNull();
    });

    it('does not store anything when the login fails', async () => {
      fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Credenciales inválidas' } }) });
      renderApp('/login');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: 'Recordarme' }));
      await fillAndSubmit('maria', 'secreto123');

      await screen.findByRole('alert');
      expect(localStorage.getItem(STORAGE_KEYS.rememberedIdentifier)).toBeNull();
    });
  });

  it('shows and hides the password with its toggle', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("'¿Olvidaste tu contraseña?' is a real link to the page that explains how to get a reset link (issue 20 §7)", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const link = await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' });
    expect(link).toHaveAttribute('href', '/olvide-contrasena');
    await user.click(link);
    expect(await screen.findByText(RESET_MESSAGES.resetForgotHelp)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/olvide-contrasena');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it("shows Google and Facebook disabled as 'Próximamente'", async () => {
    renderApp('/login');
    for (const name of [/Google/, /Facebook/]) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', MSG.comingSoon);
    }
  });

  it('links to the terms, the privacy policy and registration', async () => {
    renderApp('/login');
    const card = within(await screen.findByRole('region', { name: 'Iniciar sesión' }));
    expect(card.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terms');
    expect(card.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy');
    expect(card.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  it('when it arrives with registrationSuccess, shows the registration notice', async () => {
    renderApp({ pathname: '/login', state: { registrationSuccess: true } });
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.registrationSuccess);
  });

  it('without registrationSuccess, shows no notice', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(screen.queryByText(MSG.registrationSuccess)).not.toBeInTheDocument();
  });

  it('an expired token from the server is rejected like an invalid one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'POST /api/auth/login': () => ({ body: { token: makeToken({ exp: 1000 }) } }) });
    renderApp('/login');
    await fillAndSubmit('maria', 'secreto123');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginTokenRejected);
  });
});
