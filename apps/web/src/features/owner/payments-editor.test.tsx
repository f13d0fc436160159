import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@guia/contracts';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { APPROVED_CLAIM, OWNED_ID, business, menu } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const sentBody = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const common = {
  'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
  [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
  [`GET /api/business/${OWNED_ID}/status`]: () => ({ body: { today_status: null } }),
  [`GET /api/business/${OWNED_ID}/comments`]: () => ({ body: { items: [], total: 0, page: 1, limit: 3 } }),
};

describe("'Mis negocios': payment methods (issue 21 §3)", () => {
  it('the owner ticks Transfermóvil, writes a 10 % surcharge and saves: the guide gets exactly those', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ payments: ['cash_cup'] }) }),
      [`PUT /api/business/${OWNED_ID}/payments`]: () => ({ body: { payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 } }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const methods = within(await card.findByRole('group', { name: 'Formas de pago' }));
    expect(methods.getByRole('checkbox', { name: 'Efectivo CUP' })).toBeChecked();
    // cards say which ones work in Cuba
    expect(methods.getByText(/no emitidas en EE\. UU\./)).toBeInTheDocument();
    await user.click(methods.getByRole('checkbox', { name: 'Transfermóvil' }));
    await user.type(card.getByLabelText('Recargo por pago electrónico (%)'), '10');
    await user.click(card.getByRole('button', { name: 'Guardar formas de pago' }));
    expect(await card.findByText('Formas de pago guardadas con éxito')).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${OWNED_ID}/payments`)[0])).toEqual({ methods: ['cash_cup', 'transfermovil'], surcharge_pct: 10 });
  });

  it("shows the server's Spanish message when the surcharge is refused", async () => {
    const user = userEvent.setup();
    fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business() }),
      [`PUT /api/business/${OWNED_ID}/payments`]: () => ({ status: 400, body: { message: PAYMENT_MESSAGES.badSurcharge } }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    await user.type(await card.findByLabelText('Recargo por pago electrónico (%)'), '45');
    await user.click(card.getByRole('button', { name: 'Guardar formas de pago' }));
    expect(await card.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.badSurcharge);
  });
});
