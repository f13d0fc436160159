import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_MSG, MSG, STORAGE_KEYS, USER_MESSAGES } from '@guia/contracts';
import { makeToken } from '../../test/utils';
import { callsTo, fakeApi, renderApp } from '../../test/utils';

const person = { name: 'María Pérez', email: 'maria@example.com', username: 'maria', password: 'secreto123' };

async function fillAndSubmit(values: Partial<typeof person> = person) {
  const user = userEvent.setup();
  const fields: [keyof typeof person, string][] = [
    ['name', 'Nombre'],
    ['email', 'Correo electrónico'],
    ['username', 'Nombre de usuario'],
    ['password', 'Contraseña'],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
}

describe('Register screen', () => {
  it('when a field is missing, says so next to that field and does not call the API', async () => {
    const api = fakeApi({});
    renderApp('/register');
    await fillAndSubmit({ ...person, username: '' });

    const username = screen.getByLabelText('Nombre de usuario');
    await waitFor(() => expect(username).toHaveAccessibleDescription(USER_MESSAGES.usernameRequired));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('when everything is blank, shows every field its error at once (issue 20 §7)', async () => {
    const api = fakeApi({});
    renderApp('/register');
    await fillAndSubmit({});

    const expected: [string, string][] = [
      ['Nombre', USER_MESSAGES.nameRequired],
      ['Correo electrónico', USER_MESSAGES.emailRequired],
      ['Nombre de usuario', USER_MESSAGES.usernameRequired],
      ['Contraseña', USER_MESSAGES.passwordRequired],
    ];
    for (const [label, message] of expected) {
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api).not.toHaveBeenCalled();
  });

  it('when the e-mail is malformed and the password short, says both at once next to their fields and does not call the API', async () => {
    const api = fakeApi({});
    renderApp('/register');
    await fillAndSubmit({ ...person, email: 'maria-sin-arroba', password: 'corta7c' });

    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(MSG.invalidEmail));
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(MSG.passwordMin);
    expect(api).not.toHaveBeenCalled();
  });

  it("a server 'e-mail not valid' message is shown as is, not as 'already registered'", async () => {
    fakeApi({ 'POST /api/auth/register': () => ({ status: 400, body: { message: MSG.invalidEmail } }) });
    renderApp('/register');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidEmail);
  });

  it.each([API_MSG.passwordPersonal, API_MSG.passwordCommon, API_MSG.passwordTrivial, API_MSG.tooManyRegistrations])(
    "the server's password and pace rules are shown as they are (not read as 'username taken' for the word 'usuario'): %s",
    async (message) => {
      fakeApi({ 'POST /api/auth/register': () => ({ status: 400, body: { message } }) });
      renderApp('/register');
      await fillAndSubmit();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('when the password is shorter than 8 characters, says so and does not call the API', async () => {
    const api = fakeApi({});
    renderApp('/register');
    await fillAndSubmit({ ...person, password: 'corta7c' });

    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres'));
    expect(api).not.toHaveBeenCalled();
  });

  it('uses an e-mail input for the e-mail', async () => {
    renderApp('/register');
    expect(await screen.findByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
  });

  it.each([
    ['invalid', 'Invalid credentials', MSG.registerAuthError],
    ['credenciales', 'Credenciales no aceptadas', MSG.registerAuthError],
    ['username', 'username already exists', MSG.usernameTaken],
    ['usuario', 'Ese usuario ya existe', MSG.usernameTaken],
    ['email', 'email already exists', MSG.emailTaken],
    ['correo', 'Ese correo ya está en uso', MSG.emailTaken],
    ['no keyword (raw message)', 'El servidor está en mantenimiento', 'El servidor está en mantenimiento'],
  ])('when the server message contains %s, shows %j as %j in a red box', async (_keyword, serverMessage, shown) => {
    fakeApi({ 'POST /api/auth/register': () => ({ status: 409, body: { message: serverMessage } }) });
    renderApp('/register');
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(alert).toHaveClass('alert--error');
  });

  it('when the server fails without a message, shows the generic request error', async () => {
    fakeApi({ 'POST /api/auth/register': () => ({ status: 500 }) });
    renderApp('/register');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.requestError);
  });

  it("while the request is in flight, the button says 'Registrando...' and is disabled", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({ 'POST /api/auth/register': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/register');
    await fillAndSubmit();

    expect(await screen.findByRole('button', { name: MSG.registerSubmitting })).toBeDisabled();
    answer({ status: 201, body: {} });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
  });

  it('on success with a token, signs the person in and goes home (issue 20 §7)', async () => {
    const token = makeToken({ userId: '64b7f0c2a1b2c3d4e5f60718' });
    const api = fakeApi({
      'POST /api/auth/register': () => ({ status: 201, body: { _id: '64b7f0c2a1b2c3d4e5f60718', ...person, password: undefined, role_id: 2, favorite_businesses: [], token } }),
    });
    const { router } = renderApp('/register');
    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(callsTo(api, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('on success without a token (an older server), sends the four fields and goes to /login with the registration notice', async () => {
    const api = fakeApi({ 'POST /api/auth/register': () => ({ status: 201, body: { _id: '64b7f0c2a1b2c3d4e5f60718' } }) });
    const { router } = renderApp('/register');
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(MSG.registrationSuccess);
    expect(screen.getByLabelText('Usuario o correo electrónico')).toHaveValue('maria');
    await waitFor(() => expect(callsTo(api, 'POST /api/auth/register')).toHaveLength(1));
    expect(JSON.parse(callsTo(api, 'POST /api/auth/register')[0][1]?.body as string)).toEqual(person);
  });

  it("shows Google and Facebook disabled as 'Próximamente'", async () => {
    renderApp('/register');
    for (const name of [/Google/, /Facebook/]) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', MSG.comingSoon);
    }
  });

  it('shows and hides the password', async () => {
    renderApp('/register');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Contraseña');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
