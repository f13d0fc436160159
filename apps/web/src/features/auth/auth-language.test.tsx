import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MSG } from '@guia/contracts';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { fakeApi, renderApp } from '../../test/utils';

/** The account screens on an English page (issue 22 §1); the Spanish ones are the other tests of this folder. */
describe('the account screens in English', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('sign in reads in English, and the form\'s own check says what is missing in English beside each field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/olvide-contrasena');
    expect(screen.getByRole('link', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remember me')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(0);
    expect(screen.queryByText('Iniciar sesión')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    for (const label of ['Username or email', 'Password']) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please enter your username and password'));
    }
    expect(api).not.toHaveBeenCalled();
  });

  it("the server's Spanish answer is shown in English, still red when the credentials are wrong", async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Credenciales inválidas' } }) });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username or email'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secreto123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid credentials');
    expect(alert).toHaveClass('alert--error');
  });

  it("create account: the server's password rule comes back in English", async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/register': () => ({ status: 400, body: { message: API_MSG.passwordPersonal } }) });
    renderApp('/register');
    await user.type(await screen.findByLabelText('Name'), 'María');
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'maria1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password cannot be your username or your email address.');
  });

  it('create account: every empty field says so in English', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('forgot your password, and a reset link that does not work, in English', async () => {
    fakeApi({});
    const { unmount } = renderApp('/olvide-contrasena');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText(/Ask an administrator for a link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    unmount();

    renderApp('/restablecer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This password link is not valid');
  });
});
