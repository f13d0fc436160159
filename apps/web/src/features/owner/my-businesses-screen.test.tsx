import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { APPROVED_CLAIM, OWNED_ID, PENDING_CLAIM, REFUSED_CLAIM, TWO_DISHES, business, menu } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

describe("'Mis negocios': the businesses a person manages, and their requests", () => {
  it('lists the businesses I own with what their page still lacks, each with a link to fix it', async () => {
    fakeApi({
      'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM, PENDING_CLAIM, REFUSED_CLAIM] }),
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business() }),
      [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis negocios' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    expect(card.getByRole('link', { name: 'Editar menú' })).toHaveAttribute('href', `/mis-negocios/${OWNED_ID}/menu`);
    expect(card.getByRole('link', { name: 'Ver página' })).toHaveAttribute('href', `/business/${OWNED_ID}`);
    const missing = within(await card.findByRole('list', { name: 'Lo que falta en tu página' }));
    expect(missing.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sin menú: añade tus platos y precios.',
      'Sin fotos: añádelas en «Fotos».',
      'Sin horario: indícalo en «Editar ficha».',
      'Sin descripción: añade una en «Editar ficha».',
      'Sin teléfono: añádelo en «Editar ficha».',
    ]);
    // what the owner can write themself now points at their own form, not at the guide's WhatsApp
    expect(missing.getByRole('link', { name: 'añade una en «Editar ficha»' })).toHaveAttribute('href', `#owner-details-${OWNED_ID}`);
    expect(missing.getByRole('link', { name: 'añádelo en «Editar ficha»' })).toHaveAttribute('href', `#owner-details-${OWNED_ID}`);
    expect(card.getByRole('region', { name: 'Editar ficha' })).toHaveAttribute('id', `owner-details-${OWNED_ID}`);
    expect(missing.getByRole('link', { name: 'añade tus platos y precios' })).toHaveAttribute('href', `/mis-negocios/${OWNED_ID}/menu`);
    // the photos and the hours too: each link goes to its own editor on the card (issue 21 §1)
    expect(missing.getByRole('link', { name: 'añádelas en «Fotos»' })).toHaveAttribute('href', `#owner-photos-${OWNED_ID}`);
    expect(card.getByRole('region', { name: 'Fotos' })).toHaveAttribute('id', `owner-photos-${OWNED_ID}`);
    expect(missing.getByRole('link', { name: 'indícalo en «Editar ficha»' })).toHaveAttribute('href', `#owner-hours-${OWNED_ID}`);
    expect(card.getByRole('group', { name: 'Horario' })).toHaveAttribute('id', `owner-hours-${OWNED_ID}`);
    expect(missing.queryByRole('link', { name: /WhatsApp/ })).toBeNull();

    const requests = within(screen.getByRole('region', { name: 'Tus solicitudes' }));
    expect(requests.getByText('Café Arcángel')).toBeInTheDocument();
    expect(requests.getByText('Pendiente')).toBeInTheDocument();
    expect(requests.getByText('Rechazada')).toBeInTheDocument();
    expect(requests.getByText('Motivo: No pudimos comprobar el número')).toBeInTheDocument();
  });

  it('says the page is complete when it has a menu, photos, hours, a description and a phone', async () => {
    fakeApi({
      'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ photos: ['/uploads/a.jpg'], description: 'Cocina cubana', phone: '+53 7 866 9047', hours: { week: { mon: [{ open: '12:00', close: '23:00' }] }, exceptions: [] } }) }),
      [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu({ sections: TWO_DISHES, version: 2 }) }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    expect(await card.findByText('Tu página tiene menú, fotos, horario, descripción y teléfono.')).toBeInTheDocument();
    expect(card.getByText('1 sección y 2 platos en el menú')).toBeInTheDocument();
  });

  it('explains how to ask when I manage nothing yet', async () => {
    fakeApi({ 'GET /api/claims/mine': () => ({ body: [] }) });
    renderApp('/mis-negocios', { token: userToken() });
    expect(await screen.findByText('Todavía no gestionas ningún negocio.')).toBeInTheDocument();
    expect(screen.getByText(/abre la página de tu negocio y pulsa «¿Es tu negocio\?»/)).toBeInTheDocument();
  });

  it('needs a session: an anonymous visitor goes to the login', async () => {
    fakeApi({});
    const { router } = renderApp('/mis-negocios');
    await screen.findAllByRole('link', { name: 'Tops' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an admin open it too (it lists only their own claims)', async () => {
    fakeApi({ 'GET /api/claims/mine': () => ({ body: [] }) });
    renderApp('/mis-negocios', { token: adminToken() });
    expect(await screen.findByText('Todavía no gestionas ningún negocio.')).toBeInTheDocument();
  });
});

describe("'Mis negocios': today's status and the dashboard (issue 21 §4, §6)", () => {
  afterEach(() => vi.useRealTimers());
  const sentBody = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

  it("the owner picks 'Sin corriente — cerrado' and saves it; the card says it with when, and 'Quitar aviso' clears it", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00Z'), shouldAdvanceTime: true });
    const user = userEvent.setup();
    let status: unknown = null;
    const api = fakeApi({
      'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business() }),
      [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
      [`GET /api/business/${OWNED_ID}/comments`]: () => ({ body: { items: [], total: 0, page: 1, limit: 3 } }),
      [`GET /api/business/${OWNED_ID}/status`]: () => ({ body: { today_status: status } }),
      [`PUT /api/business/${OWNED_ID}/status`]: () => {
        status = { kind: 'no_power', date: '2026-11-25', set_at: '2026-11-25T19:55:00Z' };
        return { body: { today_status: status } };
      },
      [`DELETE /api/business/${OWNED_ID}/status`]: () => {
        status = null;
        return { body: { today_status: null } };
      },
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    expect(await card.findByText('Sin aviso para hoy: la guía muestra tu horario.')).toBeInTheDocument();
    await user.selectOptions(card.getByLabelText('Estado de hoy'), 'Sin corriente — cerrado');
    await user.click(card.getByRole('button', { name: 'Guardar estado' }));
    expect(await card.findByText('Estado de hoy guardado con éxito')).toBeInTheDocument();
    expect(card.getByText('Ahora dice: Sin corriente — cerrado · actualizado hace 5 min')).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${OWNED_ID}/status`)[0])).toEqual({ kind: 'no_power' });
    await user.click(card.getByRole('button', { name: 'Quitar aviso' }));
    expect(await card.findByText('Aviso quitado con éxito')).toBeInTheDocument();
    expect(card.getByText('Sin aviso para hoy: la guía muestra tu horario.')).toBeInTheDocument();
  });

  it('shows the visits and reservations counted, and the latest reviews with whether they have a reply', async () => {
    fakeApi({
      'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ visits_count: 1234, reservations_count: 56 }) }),
      [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
      [`GET /api/business/${OWNED_ID}/status`]: () => ({ body: { today_status: null } }),
      [`GET /api/business/${OWNED_ID}/comments`]: () => ({
        body: {
          items: [
            { _id: '64b7f0c2a1b2c3d4e5f6c001', content: 'Muy rico', username: 'ana', name: 'Ana', rating: 5, date: '2026-11-20T18:00:00.000Z' },
            { _id: '64b7f0c2a1b2c3d4e5f6c002', content: 'Lento', username: 'luis', rating: 3, date: '2026-11-19T18:00:00.000Z', reply: { content: 'Lo sentimos', date: '2026-11-20T10:00:00.000Z' } },
          ],
          total: 2,
          page: 1,
          limit: 3,
        },
      }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    const figures = within(await card.findByRole('region', { name: 'Tu página en la guía' }));
    expect(await figures.findByText('1234')).toBeInTheDocument();
    expect(figures.getByText('Visitas')).toBeInTheDocument();
    expect(figures.getByText('56')).toBeInTheDocument();
    expect(await figures.findByText('Muy rico')).toBeInTheDocument();
    expect(figures.getByText('Sin respuesta')).toBeInTheDocument();
    expect(figures.getByText('Respondida')).toBeInTheDocument();
    expect(figures.getByRole('link', { name: 'Responder en la página' })).toHaveAttribute('href', `/business/${OWNED_ID}#business-reviews`);
  });
});
