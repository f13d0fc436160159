import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, type Claim, type ClaimsPage } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';

// the first render loads the screen's lazy chunk, slow on a busy machine
configure({ asyncUtilTimeout: 5000 });

const PENDING: Claim = {
  _id: '64b7f0c2a1b2c3d4e5f6a001',
  business_id: '64b7f0c2a1b2c3d4e5f6b001',
  business_name: 'Paladar La Guarida',
  user_id: '64b7f0c2a1b2c3d4e5f6c001',
  user_name: 'Rosa Pérez',
  username: 'rosa_habana',
  phone: '5 234 5678',
  note: 'Soy la dueña desde 2019',
  status: 'pending',
  // 20:30 in Havana on 20 November; already the 21st in UTC and in Tokyo (this suite's zone)
  created_at: '2026-11-21T01:30:00.000Z',
};
const APPROVED: Claim = {
  ...PENDING,
  _id: '64b7f0c2a1b2c3d4e5f6a002',
  business_id: '64b7f0c2a1b2c3d4e5f6b002',
  business_name: 'Café Arcángel',
  user_name: 'Luis Gómez',
  username: 'luisg',
  note: '',
  status: 'approved',
  decided_at: '2026-11-22T15:00:00.000Z',
};
const page = (items: Claim[]): ClaimsPage => ({ items, total: items.length, page: 1, limit: 50 });
const queryOf = (call: unknown[]) => new URL(String(call[0]), 'http://localhost').searchParams;

/** GET /api/claims answering by its ?status (the tabs) */
function claimsByStatus(api: ReturnType<typeof fakeApi>, byStatus: Record<string, Claim[]>) {
  const base = api.getMockImplementation()!;
  api.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/claims' || (init?.method ?? 'GET') !== 'GET') return base(input, init);
    const items = byStatus[url.searchParams.get('status') ?? 'all'] ?? [];
    return new Response(JSON.stringify(page(items)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe("'Solicitudes' (admin): who asks to manage which business", () => {
  it('shows the pending ones first, each with the business, the person, the phone, WhatsApp, the note and the date in Cuba’s time', async () => {
    const api = fakeApi({ 'GET /api/claims': () => ({ body: page([PENDING]) }) });
    renderApp('/solicitudes', { token: adminToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pendientes' })).toHaveAttribute('aria-pressed', 'true');
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    expect(card.getByRole('link', { name: 'Paladar La Guarida' })).toHaveAttribute('href', '/business/64b7f0c2a1b2c3d4e5f6b001');
    expect(card.getByText('Rosa Pérez (@rosa_habana)')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '5 234 5678' })).toHaveAttribute('href', 'tel:52345678');
    const whatsapp = card.getByRole('link', { name: 'Escribir por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5352345678\?text=/);
    expect(card.getByText('Soy la dueña desde 2019')).toBeInTheDocument();
    expect(card.getByText('Enviada el 20/11/2026, 20:30 (hora de Cuba)')).toBeInTheDocument();
    expect(card.getByText('Pendiente')).toBeInTheDocument();
    expect(queryOf(callsTo(api, 'GET /api/claims')[0]!).get('status')).toBe('pending');
  });

  it("a request for an OpenStreetMap place shows the place's name linked to its page and 'Datos de OpenStreetMap'; once approved, the guide business it became", async () => {
    const place: Claim = { ...PENDING, _id: '64b7f0c2a1b2c3d4e5f6a003', business_id: '0123456789abcdef01234567', business_name: 'Paladar Los Amigos', osm_page_id: 'osm-node-4242' };
    const made: Claim = { ...place, _id: '64b7f0c2a1b2c3d4e5f6a004', business_id: '64b7f0c2a1b2c3d4e5f6b004', status: 'approved', decided_at: '2026-11-22T15:00:00.000Z' };
    fakeApi({ 'GET /api/claims': () => ({ body: page([place, made, PENDING]) }) });
    renderApp('/solicitudes?estado=all', { token: adminToken() });
    const cards = await screen.findAllByRole('article', { name: 'Paladar Los Amigos' });
    expect(cards).toHaveLength(2);
    const pending = within(cards[0]!);
    expect(pending.getByRole('link', { name: 'Paladar Los Amigos' })).toHaveAttribute('href', '/business/osm-node-4242');
    expect(pending.getByText('Datos de OpenStreetMap')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Paladar Los Amigos' })).toHaveAttribute('href', '/business/64b7f0c2a1b2c3d4e5f6b004');
    expect(within(cards[1]!).getByText('Datos de OpenStreetMap')).toBeInTheDocument();
    // a request for a guide business says nothing of OpenStreetMap
    expect(within(screen.getByRole('article', { name: 'Paladar La Guarida' })).queryByText('Datos de OpenStreetMap')).toBeNull();
  });

  it('lists the approved ones under their tab, with «Retirar» and no «Aprobar»', async () => {
    claimsByStatus(fakeApi({}), { pending: [], approved: [APPROVED] });
    renderApp('/solicitudes', { token: adminToken() });
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aprobadas' }));
    const card = within(await screen.findByRole('article', { name: 'Café Arcángel' }));
    expect(card.getByText('Aprobada')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Retirar' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  });

  it('approves with one press and says so; a claim someone else already decided answers the API’s Spanish message', async () => {
    let approved = 0;
    const api = fakeApi({
      'GET /api/claims': () => ({ body: page(approved ? [] : [PENDING]) }),
      [`POST /api/claims/${PENDING._id}/approve`]: () => {
        approved += 1;
        return approved === 1 ? { body: { ...PENDING, status: 'approved' } } : { status: 409, body: { message: CLAIM_MESSAGES.notPending } };
      },
    });
    renderApp('/solicitudes', { token: adminToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    await userEvent.click(card.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud aprobada: Rosa Pérez ya gestiona Paladar La Guarida');
    expect(callsTo(api, `POST /api/claims/${PENDING._id}/approve`)).toHaveLength(1);
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
  });

  it('shows the 409 in Spanish when the claim was already decided', async () => {
    fakeApi({
      'GET /api/claims': () => ({ body: page([PENDING]) }),
      [`POST /api/claims/${PENDING._id}/approve`]: () => ({ status: 409, body: { message: CLAIM_MESSAGES.notPending } }),
    });
    renderApp('/solicitudes', { token: adminToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    await userEvent.click(card.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_MESSAGES.notPending);
  });

  it('refuses with a reason typed in a dialog, all by keyboard, and sends the reason', async () => {
    const api = fakeApi({
      'GET /api/claims': () => ({ body: page([PENDING]) }),
      [`POST /api/claims/${PENDING._id}/refuse`]: (body) => ({ body: { ...PENDING, status: 'refused', reason: (body as { reason: string }).reason } }),
    });
    const user = userEvent.setup();
    renderApp('/solicitudes', { token: adminToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    card.getByRole('button', { name: 'Rechazar' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la solicitud' }));
    const reason = dialog.getByLabelText('Motivo (lo verá la persona)');
    expect(reason).toHaveFocus();
    await user.type(reason, 'No pudimos comprobar el número');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(callsTo(api, `POST /api/claims/${PENDING._id}/refuse`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, `POST /api/claims/${PENDING._id}/refuse`)[0]![1]!.body))).toEqual({ reason: 'No pudimos comprobar el número' });
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud rechazada');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the reason is too long, beside the field, without sending', async () => {
    const api = fakeApi({ 'GET /api/claims': () => ({ body: page([PENDING]) }) });
    renderApp('/solicitudes', { token: adminToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    await userEvent.click(card.getByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la solicitud' }));
    const reason = dialog.getByLabelText('Motivo (lo verá la persona)');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText(CLAIM_MESSAGES.reasonTooLong)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, `POST /api/claims/${PENDING._id}/refuse`)).toHaveLength(0);
  });

  it('is in the admin’s navigation and closed to a plain user', async () => {
    fakeApi({ 'GET /api/claims': () => ({ body: page([]) }) });
    renderApp('/', { token: adminToken() });
    const admin = within(await screen.findByRole('list', { name: 'Administración' }));
    expect(admin.getByRole('link', { name: 'Solicitudes' })).toHaveAttribute('href', '/solicitudes');

    const api = fakeApi({ 'GET /api/claims': () => ({ body: page([PENDING]) }) });
    renderApp('/solicitudes', { token: userToken() });
    await screen.findAllByRole('link', { name: 'Tops' });
    expect(screen.queryByRole('heading', { name: 'Solicitudes' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET /api/claims')).toHaveLength(0);
  });
});
