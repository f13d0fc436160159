import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Claim } from '@guia/contracts';
import { fakeApi, renderApp, userToken } from '../../test/utils';
import { USER_ID, makeUser } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const claim = (over: Partial<Claim>): Claim => ({
  _id: '64b7f0c2a1b2c3d4e5f6a001',
  business_id: '64b7f0c2a1b2c3d4e5f6b001',
  business_name: 'Paladar La Guarida',
  user_id: USER_ID,
  user_name: 'maría fernández',
  username: 'mariaf',
  phone: '52345678',
  note: '',
  status: 'approved',
  created_at: '2026-11-20T15:00:00.000Z',
  ...over,
});

function profileApi(claims: Claim[]) {
  return fakeApi({
    [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser() }),
    [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [] }),
    'GET /api/claims/mine': () => ({ body: claims }),
  });
}

describe("the profile's 'Mis negocios' link (issue 21)", () => {
  it('shows it to a person who owns a business or asked for one, with how many', async () => {
    profileApi([claim({}), claim({ _id: '64b7f0c2a1b2c3d4e5f6a002', status: 'pending', business_name: 'Café Arcángel' })]);
    renderApp('/perfil', { token: userToken() });
    const section = within(await screen.findByRole('region', { name: 'Mis negocios' }));
    expect(section.getByText('Gestionas 1 negocio · 1 solicitud pendiente')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Ver mis negocios' })).toHaveAttribute('href', '/mis-negocios');
  });

  it('shows nothing of it to a person who never asked', async () => {
    profileApi([]);
    renderApp('/perfil', { token: userToken() });
    await screen.findByRole('heading', { level: 1, name: 'maría fernández' });
    await screen.findByText('Tus lugares favoritos');
    expect(screen.queryByRole('region', { name: 'Mis negocios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver mis negocios' })).not.toBeInTheDocument();
  });
});
