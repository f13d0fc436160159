import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Claim, ReviewItem } from '@guia/contracts';
import { BusinessStatus } from '../../components/business/business-status';
import { makeBusiness } from '../../components/business/test-fixtures';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';

/** Issue 21 §4, §5 on the business page: the owner's status for today, the owner's replies, reports. */

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.useRealTimers());

const sentBody = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

const REVIEW: ReviewItem = { _id: '64b7f0c2a1b2c3d4e5f6c001', content: 'La comida, espectacular.', username: 'marta_hab', name: 'Marta', rating: 5, date: '2026-11-20T18:00:00.000Z' };

function openPage(over: Parameters<typeof makeBusiness>[0], items: ReviewItem[], extra: Record<string, () => { status?: number; body?: unknown }> = {}, token?: string) {
  const business = makeBusiness({ name: 'La Guarida', ...over });
  const api = fakeApi({
    [`GET /api/business/${business._id}`]: () => ({ body: business }),
    [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    [`GET /api/business/${business._id}/menu`]: () => ({ body: { business_id: business._id, sections: [], rate: null, median_price_cup: null, updated_at: null, version: 0 } }),
    [`GET /api/business/${business._id}/comments`]: () => ({ body: { items, total: items.length, page: 1, limit: 20 } }),
    ...extra,
  });
  renderApp(`/business/${business._id}`, token ? { token } : {});
  return { api, business };
}

describe("the business page: today's status", () => {
  it("'Sin corriente — cerrado' set today overrides the hours: the pill says closed, with when it was said", async () => {
    // Wednesday 15:00 in Havana: the hours say open (12:00–23:00)
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00Z'), shouldAdvanceTime: true });
    openPage({ today_status: { kind: 'no_power', date: '2026-11-25', set_at: '2026-11-25T18:00:00Z' } } as never, []);
    expect(await screen.findByText('Sin corriente — cerrado · actualizado hace 2 h')).toBeInTheDocument();
    const pill = document.querySelector('.business-page__facts .business-status')!;
    expect(pill).toHaveAttribute('data-tone', 'closed');
    expect(pill).toHaveTextContent('Cerrado');
  });

  it("yesterday's status says nothing today: the hours decide", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00Z'), shouldAdvanceTime: true });
    openPage({ today_status: { kind: 'no_power', date: '2026-11-24', set_at: '2026-11-24T18:00:00Z' } } as never, []);
    await waitFor(() => expect(document.querySelector('.business-page__facts .business-status')).toHaveAttribute('data-tone', 'open'));
    expect(screen.queryByText(/Sin corriente/)).toBeNull();
  });
});

describe('the pill with a status (the page and the map panel draw the same one)', () => {
  it("'Solo para llevar' on a place without hours: open today, the status said beside it", () => {
    const now = new Date('2026-11-25T20:00:00Z');
    render(<BusinessStatus business={{ hours: null, today_status: { kind: 'takeaway', date: '2026-11-25', set_at: '2026-11-25T19:35:00Z' } }} now={now} />);
    expect(screen.getByText('Abierto').closest('.business-status')).toHaveAttribute('data-tone', 'open');
    expect(screen.getByText('Solo para llevar · actualizado hace 25 min')).toBeInTheDocument();
  });
});

describe('the business page: replies to reviews and reports', () => {
  it("shows the owner's reply under the review as 'Respuesta del propietario'", async () => {
    openPage({}, [{ ...REVIEW, reply: { content: '¡Gracias, Marta! Vuelve pronto.', date: '2026-11-21T12:00:00.000Z' } }]);
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    const item = (await within(section).findByText('Respuesta del propietario')).closest('li')!;
    expect(within(item).getByText('La comida, espectacular.')).toBeInTheDocument();
    expect(within(item).getByText('¡Gracias, Marta! Vuelve pronto.')).toBeInTheDocument();
    // a visitor without a session: neither 'Responder' nor 'Denunciar'
    expect(within(item).queryByRole('button', { name: 'Responder' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Denunciar' })).toBeNull();
  });

  it("the owner replies: 'Responder', the text, 'Publicar respuesta' sends it and the list shows it", async () => {
    const user = userEvent.setup();
    let items: ReviewItem[] = [REVIEW];
    const business = makeBusiness({ name: 'La Guarida' });
    const claim = { _id: '64b7f0c2a1b2c3d4e5f6a001', business_id: business._id, business_name: 'La Guarida', status: 'approved' } as Claim;
    const api = fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
      [`GET /api/business/${business._id}/comments`]: () => ({ body: { items, total: items.length, page: 1, limit: 20 } }),
      'GET /api/claims/mine': () => ({ body: [claim] }),
      [`PUT /api/business/${business._id}/comments/${REVIEW._id}/reply`]: () => {
        items = [{ ...REVIEW, reply: { content: '¡Gracias!', date: '2026-11-21T12:00:00.000Z' } }];
        return { body: items[0] };
      },
    });
    renderApp(`/business/${business._id}`, { token: userToken() });
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    await user.click(await within(section).findByRole('button', { name: 'Responder' }));
    await user.type(within(section).getByLabelText('Tu respuesta'), '¡Gracias!');
    await user.click(within(section).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await within(section).findByText('Respuesta publicada con éxito')).toBeInTheDocument();
    expect(await within(section).findByText('Respuesta del propietario')).toBeInTheDocument();
    expect(sentBody(callsTo(api, `PUT /api/business/${business._id}/comments/${REVIEW._id}/reply`)[0])).toEqual({ content: '¡Gracias!' });
    expect(within(section).getByRole('button', { name: 'Editar respuesta' })).toBeInTheDocument();
  });

  it("a signed-in person reports a review with a reason; a second report says the server's Spanish message", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { api } = openPage({}, [REVIEW], {
      'GET /api/claims/mine': () => ({ body: [] }),
      'POST /api/reports': () => (++calls === 1 ? { status: 201, body: {} } : { status: 409, body: { message: 'Ya denunciaste esto: un administrador lo revisará' } }),
    }, userToken());
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    expect(within(section).queryByRole('button', { name: 'Responder' })).toBeNull();
    await user.click(await within(section).findByRole('button', { name: 'Denunciar' }));
    await user.type(within(section).getByLabelText('¿Por qué la denuncias?'), 'Es publicidad');
    await user.click(within(section).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(section).findByText('Denuncia enviada. Un administrador la revisará.')).toBeInTheDocument();
    expect(sentBody(callsTo(api, 'POST /api/reports')[0])).toEqual({ review_id: REVIEW._id, target: 'review', reason: 'Es publicidad' });
    await user.click(within(section).getByRole('button', { name: 'Denunciar' }));
    await user.type(within(section).getByLabelText('¿Por qué la denuncias?'), 'Otra vez');
    await user.click(within(section).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Ya denunciaste esto: un administrador lo revisará');
  });
});
