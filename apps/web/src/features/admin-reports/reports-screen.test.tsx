import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';

configure({ asyncUtilTimeout: 5000 });

const REPORT: Report = {
  _id: '64b7f0c2a1b2c3d4e5f6f001',
  review_id: '64b7f0c2a1b2c3d4e5f6c001',
  business_id: '64b7f0c2a1b2c3d4e5f6b001',
  business_name: 'Paladar La Guarida',
  target: 'reply',
  reason: 'Me insulta',
  user_id: '64b7f0c2a1b2c3d4e5f60718',
  user_name: 'Ana Pérez',
  status: 'open',
  text: 'Eres un mentiroso',
  // 21:05 on 20 November in Havana
  created_at: '2026-11-21T02:05:00.000Z',
};
const page = (items: Report[]) => ({ items, total: items.length, page: 1, limit: 50 });

describe("'Denuncias' (admin): reported reviews and replies", () => {
  it('lists each report with what was said, the reason, who and when in Cuba; «Marcar como atendida» closes it', async () => {
    const user = userEvent.setup();
    let open = [REPORT];
    const api = fakeApi({
      'GET /api/reports': () => ({ body: page(open) }),
      [`POST /api/reports/${REPORT._id}/handled`]: () => {
        open = [];
        return { body: { ...REPORT, status: 'handled' } };
      },
    });
    renderApp('/denuncias', { token: adminToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Denuncias' })).toBeInTheDocument();
    const item = within(await screen.findByRole('article', { name: 'Eres un mentiroso' }));
    expect(item.getByText('Respuesta del propietario')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Paladar La Guarida' })).toHaveAttribute('href', `/business/${REPORT.business_id}`);
    expect(item.getByText('Motivo: Me insulta')).toBeInTheDocument();
    expect(item.getByText('Denunciada por Ana Pérez · 20/11/2026, 21:05 (hora de Cuba)')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Propietarios' })).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Marcar como atendida' }));
    expect(await screen.findByText('Denuncia atendida con éxito')).toBeInTheDocument();
    expect(callsTo(api, `POST /api/reports/${REPORT._id}/handled`)).toHaveLength(1);
    expect(await screen.findByText('No hay denuncias pendientes.')).toBeInTheDocument();
  });

  it('«Borrar la respuesta» asks first, then deletes what was reported', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/reports': () => ({ body: page([REPORT]) }),
      [`DELETE /api/reports/${REPORT._id}/item`]: () => ({ body: { ...REPORT, status: 'handled', text: null } }),
    });
    renderApp('/denuncias', { token: adminToken() });
    const item = within(await screen.findByRole('article', { name: 'Eres un mentiroso' }));
    await user.click(item.getByRole('button', { name: 'Borrar la respuesta' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Borrar la respuesta' }));
    expect(dialog.getByText('La respuesta del propietario desaparecerá de «Paladar La Guarida». La opinión queda.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Borrar la respuesta' }));
    await waitFor(() => expect(callsTo(api, `DELETE /api/reports/${REPORT._id}/item`)).toHaveLength(1));
    expect(await screen.findByText('Borrado con éxito')).toBeInTheDocument();
  });

  it('is for admins only: a user is sent away', async () => {
    fakeApi({});
    const { router } = renderApp('/denuncias', { token: userToken() });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/denuncias'));
  });
});
