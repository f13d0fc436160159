import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { fakeApi, renderApp, userToken } from '../../test/utils';
import { USER_ID, makeBusiness, makeUser } from './test-fixtures';

/** /perfil on an English page (issue 22 §1); the Spanish one is profile-screen.test.tsx. */
describe('the profile in English', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('the favourites read in English, the count an ICU plural', async () => {
    const first = makeBusiness({ name: 'La Guarida' });
    const second = makeBusiness({ name: 'El Cocinero' });
    fakeApi({
      [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser({ favorite_businesses: [first._id, second._id] }) }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [first, second].map((b) => ({ businessId: b._id, _id: b._id })) }),
      [`GET /api/business/${first._id}`]: () => ({ body: first }),
      [`GET /api/business/${second._id}`]: () => ({ body: second }),
      'GET /api/claims/mine': () => ({ body: [] }),
    });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Your favorite places' })).toBeInTheDocument();
    expect(await screen.findByText('2 saved places')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of La Guarida' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'See details' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Add to a plan' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go to favorite 2' })).toBeInTheDocument();
    expect(screen.getAllByText('Favorite').length).toBe(2);
    expect(screen.queryByText(/lugares guardados|Ver detalles/)).not.toBeInTheDocument();
  });

  it("'Change password' in English, its own checks and the schema's messages too", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser() }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [] }),
      'GET /api/claims/mine': () => ({ body: [] }),
    });
    renderApp('/perfil', { token: userToken() });

    expect(await screen.findByText('You have no favorites yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Password requirements' })).toHaveTextContent('At least 8 characters (not met)');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Change password' }).at(-1)!);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('You must enter your current password'));
  });
});
