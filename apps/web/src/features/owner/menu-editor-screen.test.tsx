import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, MENU_MESSAGES, type Menu, type MenuBody, API_MSG } from '@guia/contracts';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { FRESH, OWNED_ID, STALE, TWO_DISHES, business, menu } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const PATH = `/mis-negocios/${OWNED_ID}/menu`;
const PUT = `PUT /api/business/${OWNED_ID}/menu`;
const sent = (api: ReturnType<typeof fakeApi>, n = 0) => JSON.parse(String(callsTo(api, PUT)[n]![1]!.body)) as MenuBody;
const stored = (body: MenuBody, version: number): Menu => menu({ sections: body.sections.map((s) => ({ name: s.name, dishes: s.dishes.map((d) => ({ ...d, sold_out: d.sold_out ?? false })) })), version });

function api(start: Menu = menu(), rate = FRESH, put?: (body: MenuBody) => { status?: number; body?: unknown }) {
  let current = start;
  return fakeApi({
    [`GET /api/business/${OWNED_ID}`]: () => ({ body: business() }),
    [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: current }),
    'GET /api/rates/latest': () => ({ body: rate }),
    [PUT]: (body) => {
      const answer = put?.(body as MenuBody);
      if (answer) return answer;
      current = stored(body as MenuBody, current.version + 1);
      return { body: current };
    },
  });
}

describe('the menu editor of one of my businesses', () => {
  it('builds a menu from nothing: a section and two dishes priced in CUP, previewed in USD and EUR, saved with the version', async () => {
    const fake = api();
    const user = userEvent.setup();
    renderApp(PATH, { token: userToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Menú de Paladar La Guarida' })).toBeInTheDocument();
    expect(screen.getByText('Hasta 30 secciones y 200 platos. Precios en CUP, de 1 a 1.000.000.')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay platos. Empieza con «Añadir sección».')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Añadir sección' }));
    const section = within(screen.getByRole('group', { name: 'Sección 1' }));
    expect(section.getByLabelText('Nombre de la sección')).toHaveFocus();
    await user.type(section.getByLabelText('Nombre de la sección'), 'Platos fuertes');
    await user.click(section.getByRole('button', { name: 'Añadir plato' }));
    const first = within(section.getByRole('group', { name: 'Plato 1' }));
    expect(first.getByLabelText('Nombre del plato')).toHaveFocus();
    await user.type(first.getByLabelText('Nombre del plato'), 'Ropa vieja');
    await user.type(first.getByLabelText('Precio (CUP)'), '2200');
    expect(first.getByText('≈ 5 USD · 4,58 EUR (tasa del 23/11/2026)')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Añadir plato' }));
    const second = within(section.getByRole('group', { name: 'Plato 2' }));
    await user.type(second.getByLabelText('Nombre del plato'), 'Lechón asado');
    await user.type(second.getByLabelText('Descripción (opcional)'), 'Con yuca y mojo');
    await user.type(second.getByLabelText('Precio (CUP)'), '2600,50');
    await user.click(second.getByRole('checkbox', { name: 'Agotado' }));

    await user.click(screen.getByRole('button', { name: 'Guardar menú' }));
    await waitFor(() => expect(callsTo(fake, PUT)).toHaveLength(1));
    expect(sent(fake)).toEqual({
      version: 0,
      sections: [
        {
          name: 'Platos fuertes',
          dishes: [
            { name: 'Ropa vieja', price_cup: 2200, sold_out: false },
            { name: 'Lechón asado', description: 'Con yuca y mojo', price_cup: 2600.5, sold_out: true },
          ],
        },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Menú guardado con éxito');
  });

  it('reorders dishes and sections with «Subir» and «Bajar», and removes a dish', async () => {
    const fake = api(menu({ sections: [...TWO_DISHES, { name: 'Postres', dishes: [{ name: 'Flan', price_cup: 500, sold_out: false }] }], version: 4 }));
    const user = userEvent.setup();
    renderApp(PATH, { token: userToken() });
    const mains = within(await screen.findByRole('group', { name: 'Sección 1' }));
    expect(mains.getByRole('button', { name: 'Subir «Ropa vieja»' })).toBeDisabled();
    await user.click(mains.getByRole('button', { name: 'Bajar «Ropa vieja»' }));
    expect(mains.getAllByLabelText('Nombre del plato').map((i) => (i as HTMLInputElement).value)).toEqual(['Lechón asado', 'Ropa vieja']);
    // the focus follows the dish: now last, its «Bajar» is off, so «Subir» has it
    expect(mains.getByRole('button', { name: 'Bajar «Ropa vieja»' })).toBeDisabled();
    expect(mains.getByRole('button', { name: 'Subir «Ropa vieja»' })).toHaveFocus();

    await user.click(within(screen.getByRole('group', { name: 'Sección 2' })).getByRole('button', { name: 'Subir la sección «Postres»' }));
    expect(screen.getAllByLabelText('Nombre de la sección').map((i) => (i as HTMLInputElement).value)).toEqual(['Postres', 'Platos fuertes']);

    await user.click(screen.getByRole('button', { name: 'Eliminar «Lechón asado»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar menú' }));
    await waitFor(() => expect(callsTo(fake, PUT)).toHaveLength(1));
    expect(sent(fake)).toEqual({
      version: 4,
      sections: [
        { name: 'Postres', dishes: [{ name: 'Flan', price_cup: 500, sold_out: false }] },
        { name: 'Platos fuertes', dishes: [{ name: 'Ropa vieja', price_cup: 2200, sold_out: false }] },
      ],
    });
  });

  it('shows every error beside its field and sends nothing', async () => {
    const fake = api(menu({ sections: TWO_DISHES, version: 1 }));
    const user = userEvent.setup();
    renderApp(PATH, { token: userToken() });
    const section = within(await screen.findByRole('group', { name: 'Sección 1' }));
    await user.clear(section.getByLabelText('Nombre de la sección'));
    const dish = within(section.getByRole('group', { name: 'Plato 1' }));
    await user.clear(dish.getByLabelText('Precio (CUP)'));
    await user.type(dish.getByLabelText('Precio (CUP)'), '-5');
    const other = within(section.getByRole('group', { name: 'Plato 2' }));
    await user.clear(other.getByLabelText('Nombre del plato'));
    await user.click(screen.getByRole('button', { name: 'Guardar menú' }));

    expect(await section.findByText(MENU_MESSAGES.sectionNameRequired)).toBeInTheDocument();
    expect(section.getByLabelText('Nombre de la sección')).toHaveAttribute('aria-invalid', 'true');
    expect(dish.getByText(MENU_MESSAGES.badPrice)).toBeInTheDocument();
    expect(dish.getByLabelText('Precio (CUP)')).toHaveAttribute('aria-invalid', 'true');
    expect(other.getByText(MENU_MESSAGES.dishNameRequired)).toBeInTheDocument();
    expect(section.getByLabelText('Nombre de la sección')).toHaveFocus();
    expect(callsTo(fake, PUT)).toHaveLength(0);
  });

  it('when someone else saved first (409): says so in Spanish and loads the menu as it is now', async () => {
    let calls = 0;
    const fake = api(menu({ sections: TWO_DISHES, version: 3 }), FRESH, () => {
      calls += 1;
      return { status: 409, body: { message: API_MSG.staleWrite } };
    });
    const user = userEvent.setup();
    renderApp(PATH, { token: userToken() });
    const dish = within(await screen.findByRole('group', { name: 'Plato 1' }));
    await user.clear(dish.getByLabelText('Nombre del plato'));
    await user.type(dish.getByLabelText('Nombre del plato'), 'Ropa vieja criolla');
    await user.click(screen.getByRole('button', { name: 'Guardar menú' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alguien guardó el menú mientras lo editabas: hemos cargado el menú actual. Repite tus cambios.');
    expect(calls).toBe(1);
    await waitFor(() => expect(callsTo(fake, `GET /api/business/${OWNED_ID}/menu`).length).toBeGreaterThanOrEqual(2));
    expect(within(screen.getByRole('group', { name: 'Plato 1' })).getByLabelText('Nombre del plato')).toHaveValue('Ropa vieja');
  });

  it('says when the business is not mine (403) in the API’s words', async () => {
    api(menu({ sections: TWO_DISHES, version: 1 }), FRESH, () => ({ status: 403, body: { message: CLAIM_MESSAGES.notOwner } }));
    const user = userEvent.setup();
    renderApp(PATH, { token: userToken() });
    await screen.findByRole('group', { name: 'Sección 1' });
    await user.click(screen.getByRole('button', { name: 'Guardar menú' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_MESSAGES.notOwner);
  });

  it('with a rate older than 14 days: no conversion, a note instead', async () => {
    api(menu({ sections: TWO_DISHES, version: 1 }), STALE);
    renderApp(PATH, { token: userToken() });
    await screen.findByRole('group', { name: 'Sección 1' });
    expect(await screen.findByText('La tasa de referencia tiene más de 14 días: los precios se mostrarán solo en CUP.')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });
});
