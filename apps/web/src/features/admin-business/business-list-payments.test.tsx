import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminToken, fakeApi, renderApp } from '../../test/utils';
import { aBusiness } from './test-fixtures';

/** Issue 21 §3: the admin's list shows each business's payment methods, as the public cards do. */
describe('/business, the admin list: payment methods', () => {
  it('shows the badges (and the surcharge) of a business that says how it takes payment, and none where it says nothing', async () => {
    fakeApi({
      'GET /api/business/': () => ({
        body: [
          aBusiness({ name: 'Paladar con Transfermóvil', payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 }),
          aBusiness({ name: 'Cafetería sin decir' }),
        ],
      }),
    });
    renderApp('/business', { token: adminToken() });
    await screen.findByRole('table');
    const paying = within(screen.getByRole('rowheader', { name: /Paladar con Transfermóvil/ }).closest('tr')!);
    const badges = within(paying.getByRole('list', { name: 'Formas de pago' }));
    expect(badges.getByText('Efectivo CUP')).toBeInTheDocument();
    expect(badges.getByText('Transfermóvil')).toBeInTheDocument();
    expect(badges.getByText(/10 %/)).toBeInTheDocument();
    const silent = within(screen.getByRole('rowheader', { name: /Cafetería sin decir/ }).closest('tr')!);
    expect(silent.queryByRole('list', { name: 'Formas de pago' })).toBeNull();
  });
});
