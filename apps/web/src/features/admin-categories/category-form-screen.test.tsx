import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, MSG, type Category, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, type FakeResponse } from '../../test/utils';

// the first render loads the screen's lazy chunk, slow on a busy machine
configure({ asyncUtilTimeout: 5000 });

const compras: Category = { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', nombre: 'Compras', name: 'store' };
/** The role=status message with this text (the list may be saying Cargando... at the same time). */
const statusWith = (text: string) => screen.getAllByRole('status').find((el) => el.textContent?.includes(text));
const bodyOf = (call: [unknown, RequestInit?]) => JSON.parse(String(call[1]?.body)) as unknown;

describe('Standalone category pages (/categoria/crear/, /categoria/editar/{id})', () => {
  it('create: both names are required, errors next to each field, nothing sent', async () => {
    const api = fakeApi({});
    renderApp('/categoria/crear/', { token: adminToken() });
    await screen.findByRole('heading', { level: 1, name: 'Crear categoría' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(CATEGORY_MESSAGES.nombreRequired);
    expect(screen.getByLabelText('Identificador')).toHaveAccessibleDescription(expect.stringContaining(CATEGORY_MESSAGES.nameRequired));
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(callsTo(api, 'POST /api/categories/')).toHaveLength(0);
  });

  it('create: sends { nombre, name } and goes back to /categoria with the success message', async () => {
    const created: Category = { _id: 'aaaaaaaaaaaaaaaaaaaaaaa9', nombre: 'Salud y Bienestar', name: 'health' };
    const api = fakeApi({
      'POST /api/categories/': () => ({ status: 201, body: created }),
      'GET /api/categories/': () => ({ body: [compras, created] }),
    });
    const { router } = renderApp('/categoria/crear/', { token: adminToken() });
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Salud y Bienestar');
    await userEvent.type(screen.getByLabelText('Identificador'), ' health ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/categoria');
    expect(statusWith(CATEGORY_MESSAGES.created)?.closest('.alert')).toHaveClass('alert--success');
    expect(bodyOf(callsTo(api, 'POST /api/categories/')[0]!)).toEqual({ nombre: 'Salud y Bienestar', name: 'health', show_on_home: false });
    expect(await screen.findByRole('rowheader', { name: 'Salud y Bienestar' })).toBeInTheDocument();
    // the message is not kept in the history entry: a reload would not show it again
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('create: a refusal shows the server text and stays on the page', async () => {
    fakeApi({ 'POST /api/categories/': () => ({ status: 409, body: { message: CATEGORY_MESSAGES.duplicate } }) });
    const { router } = renderApp('/categoria/crear/', { token: adminToken() });
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Compras');
    await userEvent.type(screen.getByLabelText('Identificador'), 'store');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.duplicate);
    expect(router.state.location.pathname).toBe('/categoria/crear/');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('Cancelar goes back to /categoria without sending anything', async () => {
    const api = fakeApi({ 'GET /api/categories/': () => ({ body: [compras] }) });
    const { router } = renderApp('/categoria/crear/', { token: adminToken() });
    await userEvent.click(await screen.findByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/categoria');
    expect(callsTo(api, 'POST /api/categories/')).toHaveLength(0);
  });

  it('edit: loads the category, sends the changed names with PUT and goes back to /categoria with the message', async () => {
    let answer: FakeResponse = { status: 409, body: { message: CATEGORY_MESSAGES.duplicate } };
    const api = fakeApi({
      [`GET /api/categories/${compras._id}`]: () => ({ body: compras }),
      [`PUT /api/categories/${compras._id}`]: () => answer,
      'GET /api/categories/': () => ({ body: [{ ...compras, nombre: 'Tiendas' }] }),
    });
    const { router } = renderApp(`/categoria/editar/${compras._id}`, { token: adminToken() });
    const nombre = await screen.findByLabelText('Nombre');
    expect(nombre).toHaveValue('Compras');
    expect(screen.getByLabelText('Identificador')).toHaveValue('store');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Tiendas');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.duplicate);

    answer = { body: { ...compras, nombre: 'Tiendas' } };
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/categoria');
    expect(statusWith(CATEGORY_MESSAGES.updated)?.closest('.alert')).toHaveClass('alert--success');
    const puts = callsTo(api, `PUT /api/categories/${compras._id}`);
    expect(puts).toHaveLength(2);
    expect(bodyOf(puts[1]!)).toEqual({ nombre: 'Tiendas', name: 'store', show_on_home: false });
  });

  it('edit: an unknown category says "Categoría no encontrada" with a way back', async () => {
    fakeApi({ [`GET /api/categories/${compras._id}`]: () => ({ status: 404, body: { message: CATEGORY_MESSAGES.notFound } }) });
    renderApp(`/categoria/editar/${compras._id}`, { token: adminToken() });
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Volver a categorías' })).toHaveAttribute('href', '/categoria');
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
  });

  it('edit: says Cargando... first, and "Error al obtener la categoría" when the load fails otherwise', async () => {
    fakeApi({ [`GET /api/categories/${compras._id}`]: () => ({ status: 403, body: { message: API_MSG.forbidden } }) });
    renderApp(`/categoria/editar/${compras._id}`, { token: adminToken() });
    expect(await screen.findByText(MSG.loading)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.loadError);
  });
});
