import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { API_MSG, TEXT_MESSAGES } from '@guia/contracts';
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

describe("'Mis negocios': 'Editar ficha' (issue 21 §1)", () => {
  it('the owner rewrites the description, ticks reservations and saves: only those fields go, with the version read', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ description: 'Comida criolla', phone: '+53 7 866 9047', version: 4 }) }),
      [`PUT /api/business/${OWNED_ID}/details`]: () => ({
        body: { description: 'Cocina cubana de autor en una casa de 1913', phone: '+53 7 866 9047', hours: null, reservations: true, version: 5 },
      }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const form = within(await card.findByRole('region', { name: 'Editar ficha' }));
    const description = form.getByLabelText('Descripción');
    expect(description).toHaveValue('Comida criolla');
    expect(form.getByLabelText('Teléfono')).toHaveValue('+53 7 866 9047');
    await user.clear(description);
    await user.type(description, 'Cocina cubana de autor en una casa de 1913');
    await user.click(form.getByRole('checkbox', { name: 'Acepta reservas por WhatsApp' }));
    await user.click(form.getByRole('button', { name: 'Guardar ficha' }));
    expect(await form.findByText('Ficha guardada con éxito')).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${OWNED_ID}/details`)[0])).toEqual({
      description: 'Cocina cubana de autor en una casa de 1913',
      reservations: true,
      version: 4,
    });
  });

  it("shows the server's Spanish message when it refuses, and the reload notice when someone saved in between", async () => {
    const user = userEvent.setup();
    let answer = { status: 400, body: { message: TEXT_MESSAGES.phoneTooLong } };
    fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ phone: '+53 7 866 9047', version: 1 }) }),
      [`PUT /api/business/${OWNED_ID}/details`]: () => answer,
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const form = within(await card.findByRole('region', { name: 'Editar ficha' }));
    await user.type(form.getByLabelText('Teléfono'), ' 1');
    await user.click(form.getByRole('button', { name: 'Guardar ficha' }));
    expect(await form.findByRole('alert')).toHaveTextContent(TEXT_MESSAGES.phoneTooLong);
    answer = { status: 409, body: { message: API_MSG.staleWrite } };
    await user.click(form.getByRole('button', { name: 'Guardar ficha' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Alguien guardó la ficha mientras la editabas');
    expect(form.getByLabelText('Teléfono')).toHaveValue('+53 7 866 9047');
  });
});
