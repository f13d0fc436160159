import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { APPROVED_CLAIM, OWNED_ID, business, menu } from './test-fixtures';

/**
 * Issue 22 §1: 'Editar ficha' has 'Descripción en inglés (opcional)' under the description, with a
 * hint; a change goes to PUT /details as `description_en` (only when changed, as every field).
 */
configure({ asyncUtilTimeout: 5000 });

const sentBody = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const common = {
  'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
  [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
  [`GET /api/business/${OWNED_ID}/status`]: () => ({ body: { today_status: null } }),
  [`GET /api/business/${OWNED_ID}/comments`]: () => ({ body: { items: [], total: 0, page: 1, limit: 3 } }),
};

describe("'Editar ficha': the English description", () => {
  it('the owner writes it and saves: it goes alone as description_en, with the version read', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ description: 'Comida criolla', description_en: 'Creole food', version: 4 }) }),
      [`PUT /api/business/${OWNED_ID}/details`]: () => ({
        body: { description: 'Comida criolla', description_en: 'Cuban home cooking', phone: null, hours: null, reservations: false, version: 5 },
      }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const form = within(await card.findByRole('region', { name: 'Editar ficha' }));
    const english = form.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
    expect(english).toHaveValue('Creole food');
    expect(english).toHaveAccessibleDescription('Para visitantes que leen la guía en inglés. Si la dejas vacía, verán la descripción en español.');
    fireEvent.change(english, { target: { value: 'Cuban home cooking' } });
    await user.click(form.getByRole('button', { name: 'Guardar ficha' }));
    expect(await form.findByText('Ficha guardada con éxito')).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${OWNED_ID}/details`)[0])).toEqual({ description_en: 'Cuban home cooking', version: 4 });
    expect(english).toHaveValue('Cuban home cooking');
  });
});
