import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROLES, type PublicUser, RESET_MESSAGES, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp } from '../../test/utils';

configure({ asyncUtilTimeout: 5000 });

const ana: PublicUser = { _id: 'b'.repeat(23) + '1', name: 'Ana García', username: 'ana', email: 'ana@example.com', role_id: ROLES.USER, favorite_businesses: [] };

describe("Admin users: 'Enlace para cambiar la contraseña' (issue 20 §7)", () => {
  it('makes a one-time link, shows it once with Copiar and an Enviar por WhatsApp link, and forgets it on close', async () => {
    const api = fakeApi({
      'GET /api/users/': () => ({ body: [ana] }),
      [`POST /api/users/${ana._id}/password-reset`]: () => ({
        status: 201,
        body: { token: 'tok-123', path: '/restablecer/tok-123', expires_at: new Date(Date.now() + 86_400_000).toISOString() },
      }),
    });
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/usuario', { token: adminToken() });

    await user.click(await screen.findByRole('button', { name: 'Enlace para cambiar la contraseña de ana' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enlace para cambiar la contraseña' }));
    const url = `${window.location.origin}/restablecer/tok-123`;
    expect(dialog.getByLabelText('Enlace')).toHaveValue(url);
    expect(dialog.getByText(RESET_MESSAGES.resetLinkCreated)).toBeInTheDocument();
    expect(callsTo(api, `POST /api/users/${ana._id}/password-reset`)).toHaveLength(1);

    const whatsapp = dialog.getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(RESET_MESSAGES.resetWhatsappText + url)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');

    await user.click(dialog.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await dialog.findByText(RESET_MESSAGES.resetLinkCopied)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(url)).not.toBeInTheDocument();
  });

  it("when the server refuses, says so in the page's message", async () => {
    fakeApi({
      'GET /api/users/': () => ({ body: [ana] }),
      [`POST /api/users/${ana._id}/password-reset`]: () => ({ status: 404, body: { message: API_MSG.userNotFound } }),
    });
    const user = userEvent.setup();
    renderApp('/usuario', { token: adminToken() });
    await user.click(await screen.findByRole('button', { name: 'Enlace para cambiar la contraseña de ana' }));
    expect(await screen.findByText(API_MSG.userNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
