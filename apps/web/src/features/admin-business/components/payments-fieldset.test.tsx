import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminToken, callsTo, fakeApi, renderApp } from '../../../test/utils';
import { CATEGORIES, aBusiness } from '../test-fixtures';

const WAIT = { timeout: 5000 };
const sentBody = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

/** Issue 21 §3: the admin sets a business's payment methods in its form, saved (and recorded) on their own. */
describe("the business form's 'Formas de pago'", () => {
  it('shows what the business takes and saves a change with its own button', async () => {
    const business = aBusiness({ payments: ['cash_cup'] });
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/categories/': () => ({ body: CATEGORIES }),
      'GET /api/business/': () => ({ body: [business] }),
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`PUT /api/business/${business._id}/payments`]: () => ({ body: { payments: ['cash_cup', 'zelle'], payment_surcharge_pct: null } }),
    });
    renderApp(`/negocios/editar/${business._id}`, { token: adminToken() });
    // the fieldset, and the boxes' own group inside it
    const methods = within((await screen.findAllByRole('group', { name: 'Formas de pago' }, WAIT)).at(-1)!);
    expect(methods.getByRole('checkbox', { name: 'Efectivo CUP' })).toBeChecked();
    await user.click(methods.getByRole('checkbox', { name: 'Zelle' }));
    await user.click(screen.getByRole('button', { name: 'Guardar formas de pago' }));
    expect(await screen.findByText('Formas de pago guardadas con éxito', undefined, WAIT)).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${business._id}/payments`)[0])).toEqual({ methods: ['cash_cup', 'zelle'], surcharge_pct: null });
    // the business form itself was not sent
    expect(callsTo(api, `PUT /api/business/${business._id}`)).toHaveLength(0);
  });

  it('is not offered on a business not created yet', async () => {
    fakeApi({ 'GET /api/categories/': () => ({ body: CATEGORIES }), 'GET /api/business/': () => ({ body: [] }) });
    renderApp('/negocios/crear/', { token: adminToken() });
    await screen.findByRole('heading', { level: 1, name: 'Crear negocio' }, WAIT);
    expect(screen.queryByRole('group', { name: 'Formas de pago' })).not.toBeInTheDocument();
  });
});
