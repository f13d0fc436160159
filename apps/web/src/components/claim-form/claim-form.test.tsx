import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, STORAGE_KEYS, type Claim } from '@guia/contracts';
import { AppProviders } from '../../app/providers';
import { SessionProvider } from '../../lib/session/session-provider';
import { callsTo, fakeApi, userToken } from '../../test/utils';
import { ClaimForm } from './claim-form';

configure({ asyncUtilTimeout: 5000 });

const OWNED_ID = '64b7f0c2a1b2c3d4e5f6b001';
const POST = `POST /api/business/${OWNED_ID}/claims`;
const PENDING: Claim = {
  _id: '64b7f0c2a1b2c3d4e5f6a001',
  business_id: OWNED_ID,
  business_name: 'Paladar La Guarida',
  user_id: '64b7f0c2a1b2c3d4e5f60718',
  user_name: 'Rosa Pérez',
  username: 'rosa_habana',
  phone: '+53 5 234 5678',
  note: 'Soy la dueña',
  status: 'pending',
  created_at: '2026-11-20T15:00:00.000Z',
};

/** The form as the business page will show it, alone. */
function renderForm(token?: string) {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  const router = createMemoryRouter(
    [
      {
        path: '/business/:id',
        element: (
          <SessionProvider>
            <ClaimForm businessId={OWNED_ID} businessName="Paladar La Guarida" />
          </SessionProvider>
        ),
      },
      { path: '/login', element: <p>Pantalla de inicio de sesión</p> },
    ],
    { initialEntries: [`/business/${OWNED_ID}`] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("'¿Es tu negocio?': asking to manage a business", () => {
  afterEach(() => localStorage.clear());

  it('sends the phone and the note, then says an admin will look at it', async () => {
    const api = fakeApi({ [POST]: () => ({ status: 201, body: PENDING }) });
    const user = userEvent.setup();
    renderForm(userToken());
    expect(await screen.findByRole('heading', { name: '¿Es tu negocio?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número de contacto'), '+53 5 234 5678');
    await user.type(screen.getByLabelText('Nota para el equipo (opcional)'), 'Soy la dueña');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(callsTo(api, POST)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, POST)[0]![1]!.body))).toEqual({ phone: '+53 5 234 5678', note: 'Soy la dueña' });
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada: un administrador la revisará');
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
  });

  it('shows the errors beside the fields and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderForm(userToken());
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(CLAIM_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Número de contacto')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Número de contacto')).toHaveFocus();
    await user.type(screen.getByLabelText('Número de contacto'), '1234');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(CLAIM_MESSAGES.badPhone)).toBeInTheDocument();
    expect(callsTo(api, POST)).toHaveLength(0);
  });

  it('shows the API’s Spanish message when I already asked', async () => {
    fakeApi({ [POST]: () => ({ status: 409, body: { message: CLAIM_MESSAGES.alreadyPending } }) });
    const user = userEvent.setup();
    renderForm(userToken());
    await user.type(await screen.findByLabelText('Número de contacto'), '52345678');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_MESSAGES.alreadyPending);
  });

  it('asks an anonymous visitor to sign in first', async () => {
    fakeApi({});
    renderForm();
    expect(await screen.findByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Número de contacto')).not.toBeInTheDocument();
  });
});
