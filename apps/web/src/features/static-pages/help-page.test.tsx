import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { fakeApi, renderApp } from '../../test/utils';

beforeEach(() => {
  fakeApi({});
});

describe('Ayuda (issue 20: it promises only what exists)', () => {
  it("offers no 'Chat en vivo' (there is none): WhatsApp to the guide's team instead, with e-mail and phone", async () => {
    renderApp('/help');
    const more = (await screen.findByRole('heading', { level: 2, name: '¿Necesitas más ayuda?' })).nextElementSibling as HTMLElement;
    expect(more).not.toHaveTextContent(/chat en vivo/i);
    expect(document.body).not.toHaveTextContent(/chat en vivo/i);
    const whatsapp = within(more).getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${env.whatsappPhone}\\?text=`));
    expect(decodeURIComponent(whatsapp.getAttribute('href')!.split('text=')[1]!)).toBe('Hola, tengo una pregunta sobre Guía Cuba: ');
    expect(within(more).getByRole('link', { name: env.supportEmail })).toHaveAttribute('href', `mailto:${env.supportEmail}`);
  });

  it("a forgotten password: ask an admin for a one-time link over WhatsApp (no e-mail is sent), with the way to '¿Olvidaste tu contraseña?'", async () => {
    renderApp('/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Olvidé mi contraseña, ¿qué hago?' }));
    const answer = screen.getByRole('region', { name: 'Olvidé mi contraseña, ¿qué hago?' });
    expect(answer).toHaveTextContent('Pide a un administrador un enlace para cambiar la contraseña (te lo envía por WhatsApp).');
    expect(answer).not.toHaveTextContent(/por correo/);
    expect(within(answer).getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/olvide-contrasena');
  });
});
