import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, STORAGE_KEYS, RESET_MESSAGES } from '@guia/contracts';
import { callsTo, fakeApi, makeToken, renderApp } from '../../test/utils';

configure({ asyncUtilTimeout: 5000 });

async function fillAndSubmit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText('Nueva contraseña'), password);
  if (confirm) await user.type(screen.getByLabelText('Repite la nueva contraseña'), confirm);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('Reset password screen (issue 20 §7)', () => {
  it('from /restablecer/:token, sends the token and the new password, signs the person in and says so', async () => {
    const session = makeToken();
    const api = fakeApi({ 'POST /api/auth/password-reset': () => ({ body: { token: session } }) });
    renderApp('/restablecer/abc123');
    await fillAndSubmit('una frase larga', 'una frase larga');

    expect(await screen.findByText(RESET_MESSAGES.resetSuccess)).toBeInTheDocument();
    expect(JSON.parse(callsTo(api, 'POST /api/auth/password-reset')[0]![1]?.body as string)).toEqual({ token: 'abc123', password: 'una frase larga' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(session);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('reads the token from /restablecer?token=…', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset': () => ({ body: { token: makeToken() } }) });
    renderApp('/restablecer?token=xyz789');
    await fillAndSubmit('una frase larga', 'una frase larga');
    await screen.findByText(RESET_MESSAGES.resetSuccess);
    expect(JSON.parse(callsTo(api, 'POST /api/auth/password-reset')[0]![1]?.body as string).token).toBe('xyz789');
  });

  it('shows each field its error at once (short password, confirmation missing) and does not call the API', async () => {
    const api = fakeApi({});
    renderApp('/restablecer/abc123');
    await fillAndSubmit('corta', '');

    const password = screen.getByLabelText('Nueva contraseña');
    await waitFor(() => expect(password).toHaveAccessibleDescription(MSG.passwordMin));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription(RESET_MESSAGES.resetConfirmRequired);
    expect(api).not.toHaveBeenCalled();
  });

  it('when the two passwords differ, says so next to the confirmation', async () => {
    const api = fakeApi({});
    renderApp('/restablecer/abc123');
    await fillAndSubmit('una frase larga', 'otra frase larga');
    await waitFor(() => expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription(MSG.passwordsDontMatch));
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (a used or expired link, a weak password) in the banner", async () => {
    fakeApi({ 'POST /api/auth/password-reset': () => ({ status: 400, body: { message: RESET_MESSAGES.resetLinkInvalid } }) });
    renderApp('/restablecer/abc123');
    await fillAndSubmit('una frase larga', 'una frase larga');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_MESSAGES.resetLinkInvalid);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('without a token, says the link is not valid and points to how to get one', async () => {
    renderApp('/restablecer');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: '¿Cómo consigo un enlace?' })).toHaveAttribute('href', '/olvide-contrasena');
  });
});
