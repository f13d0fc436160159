import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type Claim } from '@guia/contracts';
import { AppProviders } from '../../app/providers';
import { useMsg } from '../../lib/i18n/messages';
import { RenderHintsContext } from '../../lib/render-hints';
import { SessionProvider } from '../../lib/session/session-provider';
import { callsTo, fakeApi, userToken } from '../../test/utils';
import { ClaimForm } from './claim-form';
import { useClaimFormText } from './claim-form-text';

/** 'Is this your business?' on an English page (issue 22 §1). */
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
  note: '',
  status: 'pending',
  created_at: '2026-11-20T15:00:00.000Z',
};

function renderForm(token?: string) {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  const router = createMemoryRouter(
    [
      {
        path: '/business/:id',
        element: (
          <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
            <SessionProvider>
              <Suspense fallback={null}>
                <ClaimForm businessId={OWNED_ID} businessName="Paladar La Guarida" />
              </Suspense>
            </SessionProvider>
          </RenderHintsContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/business/${OWNED_ID}`] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await Promise.all([useClaimFormText.load(), useMsg.load()]);
});
afterEach(() => localStorage.clear());

describe("'Is this your business?' in English", () => {
  it('its fields and errors in English; sent, it says so in English', async () => {
    const api = fakeApi({ [POST]: () => ({ status: 201, body: PENDING }) });
    const user = userEvent.setup();
    renderForm(userToken());
    expect(await screen.findByRole('heading', { name: 'Is this your business?' })).toBeInTheDocument();
    expect(screen.getByText(/Ask to manage “Paladar La Guarida”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Write a contact number so we can check that the business is yours')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact number'), '1234');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The contact number must have at least 8 digits')).toBeInTheDocument();
    expect(callsTo(api, POST)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Contact number'));
    await user.type(screen.getByLabelText('Contact number'), '+53 5 234 5678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(callsTo(api, POST)).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Request sent: an administrator will review it');
  });

  it('signed out: asks to sign in, in English', async () => {
    fakeApi({});
    renderForm();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/to ask to manage this business/)).toBeInTheDocument();
  });
});
