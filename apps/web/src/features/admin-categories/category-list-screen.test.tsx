import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, MSG, type Category, type CategoryBody, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, type FakeResponse } from '../../test/utils';

// the first render loads the screen's lazy chunk, slow on a busy machine
configure({ asyncUtilTimeout: 5000 });

const id = (n: number) => n.toString(16).padStart(24, 'a');
const category = (n: number, nombre: string, name: string, home_order: number | null = null): Category => ({
  _id: id(n),
  nombre,
  name,
  show_on_home: home_order !== null,
  home_order,
});

const CATEGORIES: Category[] = [
  category(1, 'Compras', 'store'),
  category(2, 'Café y Té', 'cafe'),
  category(3, 'Vida Nocturna', 'night_club'),
];

/** A small stateful fake of /api/categories: the list answers what the last calls left. */
function categoriesApi(initial: Category[] = CATEGORIES, overrides: Record<string, (body: unknown) => FakeResponse> = {}) {
  let list = [...initial];
  let next = 100;
  return fakeApi({
    'GET /api/categories/': () => ({ body: list }),
    'POST /api/categories/': (body) => {
      const b = body as CategoryBody;
      const last = Math.max(-1, ...list.filter((c) => c.show_on_home).map((c) => c.home_order ?? 0));
      const created = { _id: id(next++), ...b, show_on_home: b.show_on_home === true, home_order: b.show_on_home ? last + 1 : null };
      list = [...list, created];
      return { status: 201, body: created };
    },
    ...Object.fromEntries(
      initial.flatMap((c) => [
        [
          `PUT /api/categories/${c._id}`,
          (body: unknown) => {
            const current = list.find((x) => x._id === c._id)!;
            const b = body as CategoryBody;
            const last = Math.max(-1, ...list.filter((x) => x.show_on_home).map((x) => x.home_order ?? 0));
            const onHome = b.show_on_home ?? current.show_on_home === true;
            const order = !onHome ? null : current.show_on_home ? current.home_order : last + 1;
            const updated = { _id: c._id, nombre: b.nombre, name: b.name, show_on_home: onHome, home_order: order };
            list = list.map((x) => (x._id === c._id ? updated : x));
            return { body: updated };
          },
        ],
        [
          `POST /api/categories/${c._id}/move`,
          (body: unknown) => {
            const home = list.filter((x) => x.show_on_home).sort((a, b) => a.home_order! - b.home_order!);
            const at = home.findIndex((x) => x._id === c._id);
            const to = (body as { direction: string }).direction === 'up' ? at - 1 : at + 1;
            if (to >= 0 && to < home.length) [home[at], home[to]] = [home[to]!, home[at]!];
            const order = new Map(home.map((x, i) => [x._id, i]));
            list = list.map((x) => (order.has(x._id) ? { ...x, home_order: order.get(x._id)! } : x));
            return { body: list.filter((x) => order.has(x._id)).sort((a, b) => a.home_order! - b.home_order!) };
          },
        ],
        [
          `DELETE /api/categories/${c._id}`,
          () => {
            list = list.filter((x) => x._id !== c._id);
            return { status: 204 };
          },
        ],
      ]),
    ),
    ...overrides,
  });
}

const open = () => renderApp('/categoria', { token: adminToken() });
const table = () => screen.findByRole('table', { name: /Categorías/ });
const bodyOf = (call: [unknown, RequestInit?]) => JSON.parse(String(call[1]?.body)) as unknown;
const homeOrder = () => screen.getByRole('region', { name: 'Orden en inicio' });
const homeNames = () =>
  within(homeOrder())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.home-order__name')!.textContent);
/** The text of each row's first cell (the Spanish name). */
const spanishNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Category list (/categoria)', () => {
  it('says Cargando... while the categories load', async () => {
    fakeApi({ 'GET /api/categories/': () => new Promise<FakeResponse>(() => {}) });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Categorías' });
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);
  });

  it('when the list cannot be loaded, says so in red and Reintentar loads it again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/categories/': () => (fail ? { status: 403, body: { message: API_MSG.forbidden } } : { body: CATEGORIES }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CATEGORY_MESSAGES.listError);
    expect(alert).toHaveClass('alert--error');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await spanishNames()).toEqual(['Café y Té', 'Compras', 'Vida Nocturna']);
  });

  it('with no categories, says there are none yet', async () => {
    categoriesApi([]);
    open();
    expect(await screen.findByText(/Todavía no hay categorías/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each category with its Spanish and English name, sorted by the Spanish one, and the count', async () => {
    categoriesApi();
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Identificador',
      'En inicio',
      'Acciones',
    ]);
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['cafe', 'store', 'night_club']);
    expect(await spanishNames()).toEqual(['Café y Té', 'Compras', 'Vida Nocturna']);
    expect(screen.getByText('3 categorías')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Compras' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar Compras' })).toBeInTheDocument();
  });

  it('the search filters by the Spanish or the English name, ignoring case and accents', async () => {
    categoriesApi();
    open();
    await table();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });

    await userEvent.type(search, 'cafe');
    await waitFor(async () => expect(await spanishNames()).toEqual(['Café y Té']));
    expect(screen.getByText('1 categoría de 3')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'NIGHT');
    await waitFor(async () => expect(await spanishNames()).toEqual(['Vida Nocturna']));

    await userEvent.clear(search);
    await userEvent.type(search, 'zapatos');
    expect(await screen.findByText('No se encontraron categorías para «zapatos».')).toBeInTheDocument();
  });

  it('shows 25 categories a page, with Anterior and Siguiente', async () => {
    const many = Array.from({ length: 60 }, (_, i) => category(i + 1, `Categoría ${String(i + 1).padStart(2, '0')}`, `cat_${i + 1}`));
    categoriesApi(many);
    open();
    expect(await spanishNames()).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Páginas de categorías' });
    expect(pager).toHaveTextContent('Página 1 de 3');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    const second = await spanishNames();
    expect(second[0]).toBe('Categoría 26');
    expect(second).toHaveLength(25);
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await spanishNames()).toHaveLength(10);
    expect(pager).toHaveTextContent('Página 3 de 3');
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    // a search starts again on page 1
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'cat_1');
    await waitFor(async () => expect((await spanishNames())[0]).toBe('Categoría 01'));
    expect(screen.queryByRole('navigation', { name: 'Páginas de categorías' })).not.toBeInTheDocument();
  });
});

describe('Category modal', () => {
  it('Nueva categoría: both names are required, each error next to its field, and nothing is sent', async () => {
    const api = categoriesApi();
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva categoría' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText('Identificador'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    for (const [label, message] of [
      ['Nombre', CATEGORY_MESSAGES.nombreRequired],
      ['Identificador', CATEGORY_MESSAGES.nameRequired],
    ]) {
      const input = within(dialog).getByLabelText(label!);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(callsTo(api, 'POST /api/categories/')).toHaveLength(0);
  });

  it('creates a category: sends exactly { nombre, name } trimmed, closes, says so and shows the new row', async () => {
    const api = categoriesApi();
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByLabelText('Nombre'), '  Qué Hacer ');
    await userEvent.type(within(dialog).getByLabelText('Identificador'), 'point_of_interest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CATEGORY_MESSAGES.created);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = callsTo(api, 'POST /api/categories/');
    expect(bodyOf(call!)).toEqual({ nombre: 'Qué Hacer', name: 'point_of_interest', show_on_home: false });
    // off home: not in 'Orden en inicio', 'No' in its row
    expect(within(homeOrder()).queryByText('Qué Hacer')).not.toBeInTheDocument();
    expect(new Headers(call![1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(await spanishNames()).toEqual(['Café y Té', 'Compras', 'Qué Hacer', 'Vida Nocturna']);
    // the focus goes back to the button that opened the modal
    expect(screen.getByRole('button', { name: 'Nueva categoría' })).toHaveFocus();
  });

  it("when the server refuses (a duplicate), shows its message inside the modal and keeps what was typed", async () => {
    categoriesApi(CATEGORIES, {
      'POST /api/categories/': () => ({ status: 409, body: { message: CATEGORY_MESSAGES.duplicate } }),
    });
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Compras');
    await userEvent.type(within(dialog).getByLabelText('Identificador'), 'store');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.duplicate);
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Compras');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Editar opens the modal filled in, sends exactly { nombre, name } with PUT and updates the row', async () => {
    const api = categoriesApi();
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Compras' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar categoría' });
    const nombre = within(dialog).getByLabelText('Nombre');
    expect(nombre).toHaveValue('Compras');
    expect(within(dialog).getByLabelText('Identificador')).toHaveValue('store');

    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Tiendas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CATEGORY_MESSAGES.updated);
    const [call] = callsTo(api, `PUT /api/categories/${id(1)}`);
    expect(bodyOf(call!)).toEqual({ nombre: 'Tiendas', name: 'store', show_on_home: false });
    expect(await spanishNames()).toEqual(['Café y Té', 'Tiendas', 'Vida Nocturna']);
  });

  it('a failed edit shows the server text; one without a message shows the generic one', async () => {
    let answer: FakeResponse = { status: 409, body: { message: CATEGORY_MESSAGES.duplicate } };
    categoriesApi(CATEGORIES, { [`PUT /api/categories/${id(1)}`]: () => answer });
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Compras' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar categoría' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.duplicate);

    answer = { status: 502 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.requestError));
  });

  it('Escape and Cancelar close the modal without sending anything', async () => {
    const api = categoriesApi();
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Compras' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Compras' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toHaveLength(0);
  });
});

describe('Deleting a category', () => {
  it('asks first; Cancelar keeps the row, sends nothing and gives the focus back', async () => {
    const api = categoriesApi();
    open();
    await table();
    const button = screen.getByRole('button', { name: 'Eliminar Compras' });
    await userEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar categoría' });
    expect(dialog).toHaveAccessibleDescription(/eliminar la categoría Compras/);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(api, `DELETE /api/categories/${id(1)}`)).toHaveLength(0);
    expect(await spanishNames()).toContain('Compras');
    expect(button).toHaveFocus();
  });

  it('Eliminar deletes it, removes the row and says so', async () => {
    const api = categoriesApi();
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Compras' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(CATEGORY_MESSAGES.deleted);
    expect(status).toHaveFocus();
    expect(callsTo(api, `DELETE /api/categories/${id(1)}`)).toHaveLength(1);
    expect(await spanishNames()).toEqual(['Café y Té', 'Vida Nocturna']);
  });

  it('a failed delete keeps the row and shows the server text, or "Error al eliminar la categoría"', async () => {
    let answer: FakeResponse = { status: 404, body: { message: CATEGORY_MESSAGES.notFound } };
    categoriesApi(CATEGORIES, { [`DELETE /api/categories/${id(1)}`]: () => answer });
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Compras' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CATEGORY_MESSAGES.notFound);
    expect(alert.closest('.alert')).toHaveClass('alert--error');
    expect(await spanishNames()).toContain('Compras');

    answer = { status: 500 };
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Compras' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.deleteError));
  });
});

describe("Home's categories (issue 20 §9): 'Mostrar en inicio' and 'Orden en inicio'", () => {
  const HOME: Category[] = [
    category(1, 'Compras', 'store', 1),
    category(2, 'Café y Té', 'cafe', 0),
    category(3, 'Vida Nocturna', 'night_club', 2),
    category(4, 'Bares', 'bar'),
  ];

  it("lists home's categories in home's order and says in each row whether it is on home", async () => {
    categoriesApi(HOME);
    open();
    await table();
    expect(homeNames()).toEqual(['Café y Té', 'Compras', 'Vida Nocturna']);
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => [row.querySelector('th')!.textContent, within(row).getAllByRole('cell')[1]!.textContent])).toEqual([
      ['Bares', 'No'],
      ['Café y Té', 'Sí, puesto 1'],
      ['Compras', 'Sí, puesto 2'],
      ['Vida Nocturna', 'Sí, puesto 3'],
    ]);
  });

  it('Subir and Bajar work by keyboard: the category moves, the focus stays on its button and the new place is announced', async () => {
    const api = categoriesApi(HOME);
    open();
    await table();
    const down = within(homeOrder()).getByRole('button', { name: 'Bajar Café y Té' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(homeNames()).toEqual(['Compras', 'Café y Té', 'Vida Nocturna']));
    expect(bodyOf(callsTo(api, `POST /api/categories/${id(2)}/move`)[0]!)).toEqual({ direction: 'down' });
    expect(within(homeOrder()).getByRole('button', { name: 'Bajar Café y Té' })).toHaveFocus();
    expect(within(homeOrder()).getByText(CATEGORY_MESSAGES.moved('Café y Té', 2, 3))).toBeInTheDocument();

    await userEvent.keyboard(' ');
    await waitFor(() => expect(homeNames()).toEqual(['Compras', 'Vida Nocturna', 'Café y Té']));
    // at the end 'Bajar' keeps the focus but does nothing
    const last = within(homeOrder()).getByRole('button', { name: 'Bajar Café y Té' });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(callsTo(api, `POST /api/categories/${id(2)}/move`)).toHaveLength(2);

    await userEvent.click(within(homeOrder()).getByRole('button', { name: 'Subir Vida Nocturna' }));
    await waitFor(() => expect(homeNames()).toEqual(['Vida Nocturna', 'Compras', 'Café y Té']));
    expect(within(homeOrder()).getByRole('button', { name: 'Subir Vida Nocturna' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("'Mostrar en inicio' in the modal sends show_on_home and the category joins home last", async () => {
    const api = categoriesApi(HOME);
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Alojamiento');
    await userEvent.type(within(dialog).getByLabelText('Identificador'), 'lodging');
    const home = within(dialog).getByRole('checkbox', { name: 'Mostrar en inicio' });
    expect(home).not.toBeChecked();
    await userEvent.click(home);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CATEGORY_MESSAGES.created);
    expect(bodyOf(callsTo(api, 'POST /api/categories/')[0]!)).toEqual({ nombre: 'Alojamiento', name: 'lodging', show_on_home: true });
    expect(homeNames()).toEqual(['Café y Té', 'Compras', 'Vida Nocturna', 'Alojamiento']);

    // unticked in the edit modal, it leaves home
    await userEvent.click(screen.getByRole('button', { name: 'Editar Compras' }));
    const edit = screen.getByRole('dialog', { name: 'Editar categoría' });
    const box = within(edit).getByRole('checkbox', { name: 'Mostrar en inicio' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(homeNames()).toEqual(['Café y Té', 'Vida Nocturna', 'Alojamiento']));
  });

  it("the identifier is labelled in Spanish ('Identificador', with what it is for), never 'Nombre (inglés)'", async () => {
    categoriesApi(HOME);
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Compras' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar categoría' });
    const identifier = within(dialog).getByLabelText('Identificador');
    expect(identifier).toHaveValue('store');
    expect(identifier).toHaveAccessibleDescription(/Lo usan el mapa y los filtros/);
    expect(document.body).not.toHaveTextContent(/inglés|español/i);
  });
});
