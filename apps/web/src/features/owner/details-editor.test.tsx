import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { API_MSG, HOURS_MESSAGES, TEXT_MESSAGES } from '@guia/contracts';
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

  it('the owner sets the hours in the same editor as the admin: two ranges on Friday, one past midnight, Sunday closed, a closed date; they go through the details endpoint', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ hours: { week: { mon: [{ open: '12:00', close: '23:00' }] }, exceptions: [] }, version: 7 }) }),
      [`PUT /api/business/${OWNED_ID}/details`]: () => ({
        body: { description: null, phone: null, hours: { week: { mon: [{ open: '12:00', close: '23:00' }] }, exceptions: [] }, reservations: false, version: 8 },
      }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const form = within(await card.findByRole('region', { name: 'Editar ficha' }));
    const hours = within(form.getByRole('group', { name: 'Horario' }));
    expect(hours.getByLabelText('Lunes, apertura 1')).toHaveValue('12:00');
    await user.type(hours.getByLabelText('Viernes, apertura 1'), '12:00');
    await user.type(hours.getByLabelText('Viernes, cierre 1'), '16:00');
    await user.click(hours.getByRole('button', { name: 'Añadir una franja (Viernes)' }));
    await user.type(hours.getByLabelText('Viernes, apertura 2'), '19:00');
    await user.type(hours.getByLabelText('Viernes, cierre 2'), '02:00');
    expect(hours.getByText('(día siguiente)')).toBeInTheDocument();
    await user.click(hours.getByRole('checkbox', { name: 'Domingo: cerrado' }));
    await user.click(hours.getByRole('button', { name: 'Añadir un día especial' }));
    await user.type(hours.getByLabelText('Fecha (día especial 1)'), '2026-12-31');
    await user.type(hours.getByLabelText('Nota (día especial 1)'), 'Fin de año');
    await user.click(form.getByRole('button', { name: 'Guardar ficha' }));
    expect(await form.findByText('Ficha guardada con éxito')).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${OWNED_ID}/details`)[0])).toEqual({
      hours: {
        week: {
          mon: [{ open: '12:00', close: '23:00' }],
          fri: [
            { open: '12:00', close: '16:00' },
            { open: '19:00', close: '02:00' },
          ],
          sun: [],
        },
        exceptions: [{ date: '2026-12-31', closed: true, note: 'Fin de año' }],
      },
      version: 7,
    });
  });

  it('hours that end before they start are marked next to the field with the API’s Spanish message, and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ version: 2 }) }),
      [`PUT /api/business/${OWNED_ID}/details`]: () => ({ body: {} }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const form = within(await card.findByRole('region', { name: 'Editar ficha' }));
    const hours = within(form.getByRole('group', { name: 'Horario' }));
    await user.type(hours.getByLabelText('Martes, apertura 1'), '18:00');
    await user.type(hours.getByLabelText('Martes, cierre 1'), '10:00');
    await user.click(form.getByRole('button', { name: 'Guardar ficha' }));
    expect(await form.findByText(HOURS_MESSAGES.endsBeforeStart('18:00', '10:00'))).toBeInTheDocument();
    expect(hours.getByLabelText('Martes, cierre 1')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('alert')).toHaveTextContent('Revisa el horario');
    expect(callsTo(api, `PUT /api/business/${OWNED_ID}/details`)).toHaveLength(0);
  });
});
