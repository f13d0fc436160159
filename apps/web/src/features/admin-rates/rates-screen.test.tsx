import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_MESSAGES, type LatestRate, type Rate } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp } from '../../test/utils';

configure({ asyncUtilTimeout: 5000 });

// 22:00 on 26 November in Havana: already the 27th in UTC and in Tokyo (this suite's zone)
const NOW = new Date('2026-11-27T03:00:00.000Z');

const RATE: Rate = {
  _id: '64b7f0c2a1b2c3d4e5f6d001',
  usd: 440,
  eur: 480.5,
  date: '2026-11-23',
  source: 'elTOQUE',
  created_at: '2026-11-23T14:00:00.000Z',
};
const OLDER: Rate = { ...RATE, _id: '64b7f0c2a1b2c3d4e5f6d002', usd: 410, eur: 455, date: '2026-11-01', source: 'Banco Central de Cuba', created_at: '2026-11-01T14:00:00.000Z' };
const history = (items: Rate[]) => ({ items, total: items.length, page: 1, limit: 100 });

describe("'Tasa del día' (admin): the guide's reference rate", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the latest rate with its age counted on Cuba’s calendar, and the history', async () => {
    fakeApi({
      'GET /api/rates/latest': () => ({ body: { rate: RATE, stale: false } satisfies LatestRate }),
      'GET /api/rates': () => ({ body: history([RATE, OLDER]) }),
    });
    renderApp('/tasa-del-dia', { token: adminToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasa del día' })).toBeInTheDocument();
    const latest = within(await screen.findByRole('region', { name: 'Tasa actual' }));
    expect(latest.getByText('1 USD = 440 CUP')).toBeInTheDocument();
    expect(latest.getByText('1 EUR = 480,5 CUP')).toBeInTheDocument();
    expect(latest.getByText('Tasa del 23/11/2026 (hace 3 días) · fuente: elTOQUE')).toBeInTheDocument();
    expect(latest.queryByRole('alert')).not.toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'Historial de tasas' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['440 CUP', '480,5 CUP', 'elTOQUE'],
      ['410 CUP', '455 CUP', 'Banco Central de Cuba'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('23/11/2026');
  });

  it('warns when the rate is older than 14 days: prices are then shown in CUP only', async () => {
    fakeApi({
      'GET /api/rates/latest': () => ({ body: { rate: OLDER, stale: true } satisfies LatestRate }),
      'GET /api/rates': () => ({ body: history([OLDER]) }),
    });
    renderApp('/tasa-del-dia', { token: adminToken() });
    const latest = within(await screen.findByRole('region', { name: 'Tasa actual' }));
    expect(await latest.findByText('Tasa del 01/11/2026 (hace 25 días) · fuente: Banco Central de Cuba')).toBeInTheDocument();
    expect(latest.getByRole('alert')).toHaveTextContent('Esta tasa tiene más de 14 días: los precios se muestran solo en CUP hasta que guardes una nueva.');
  });

  it('offers today in Cuba as the date, shows each error beside its field, and saves a new rate', async () => {
    let saved: Rate | null = null;
    const api = fakeApi({
      'GET /api/rates/latest': () => ({ body: { rate: saved ?? RATE, stale: false } }),
      'GET /api/rates': () => ({ body: history(saved ? [saved, RATE] : [RATE]) }),
      'POST /api/rates': (body) => {
        saved = { ...RATE, ...(body as object), _id: '64b7f0c2a1b2c3d4e5f6d003', created_at: NOW.toISOString() } as Rate;
        return { status: 201, body: saved };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/tasa-del-dia', { token: adminToken() });
    const form = within(await screen.findByRole('form', { name: 'Nueva tasa' }));
    expect(form.getByLabelText('Fecha')).toHaveValue('2026-11-26');

    await user.type(form.getByLabelText('CUP por 1 USD'), '0');
    await user.click(form.getByRole('button', { name: 'Guardar tasa' }));
    expect(await form.findAllByText(RATE_MESSAGES.badRate)).toHaveLength(2);
    expect(form.getByText(RATE_MESSAGES.sourceRequired)).toBeInTheDocument();
    expect(form.getByLabelText('CUP por 1 USD')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST /api/rates')).toHaveLength(0);

    await user.clear(form.getByLabelText('CUP por 1 USD'));
    await user.type(form.getByLabelText('CUP por 1 USD'), '445');
    await user.type(form.getByLabelText('CUP por 1 EUR'), '490,5');
    await user.type(form.getByLabelText('Fuente'), 'elTOQUE');
    await user.click(form.getByRole('button', { name: 'Guardar tasa' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/rates')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST /api/rates')[0]![1]!.body))).toEqual({ usd: 445, eur: 490.5, date: '2026-11-26', source: 'elTOQUE' });
    expect(await screen.findByRole('status')).toHaveTextContent('Tasa guardada con éxito');
    expect(await screen.findByText('1 USD = 445 CUP')).toBeInTheDocument();
  });

  it('refuses a date after today in Cuba beside the date field', async () => {
    const api = fakeApi({
      'GET /api/rates/latest': () => ({ body: { rate: null, stale: true } }),
      'GET /api/rates': () => ({ body: history([]) }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/tasa-del-dia', { token: adminToken() });
    expect(await screen.findByText('Todavía no hay ninguna tasa: los precios se muestran solo en CUP.')).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'Nueva tasa' }));
    await user.type(form.getByLabelText('CUP por 1 USD'), '440');
    await user.type(form.getByLabelText('CUP por 1 EUR'), '480');
    await user.type(form.getByLabelText('Fuente'), 'elTOQUE');
    // the 27th is already today in Tokyo, not yet in Havana
    await user.clear(form.getByLabelText('Fecha'));
    await user.type(form.getByLabelText('Fecha'), '2026-11-27');
    await user.click(form.getByRole('button', { name: 'Guardar tasa' }));
    expect(await form.findByText(RATE_MESSAGES.badDate)).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/rates')).toHaveLength(0);
  });
});
