import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OSM_ADMIN_MESSAGES, type OsmImportRun, type OsmImportsPage } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';

// the first render loads the screen's lazy chunk, slow on a busy machine
configure({ asyncUtilTimeout: 5000 });

/**
 * Issue 24 §5: the admin's 'Datos de OpenStreetMap' shows the date and the counts of the last
 * import (added, updated, retired, skipped with reason), in Cuba's time whatever the device's zone
 * (this suite runs in Asia/Tokyo), then the earlier ones.
 */

const LAST: OsmImportRun = {
  file: 'cuba-latest.osm.pbf',
  extract_date: '2026-11-20',
  // 02:15 and 02:16 in Havana on 21 November (UTC−5); already the 21st at 16:15 in Tokyo
  started_at: '2026-11-21T07:15:00.000Z',
  finished_at: '2026-11-21T07:16:05.000Z',
  duration_ms: 65_400,
  total: 12_345,
  added: 120,
  updated: 37,
  unchanged: 12_188,
  retired: 4,
  skipped: { no_name: 2_301, way_not_closed: 12 },
  linked: 9,
};
const EARLIER: OsmImportRun = {
  ...LAST,
  extract_date: '2026-11-13',
  started_at: '2026-11-14T03:00:00.000Z',
  // 23:30 in Havana on 13 November, already the 14th in UTC
  finished_at: '2026-11-14T04:30:00.000Z',
  total: 12_229,
  added: 12_229,
  updated: 0,
  unchanged: 0,
  retired: 0,
  skipped: { no_name: 2_290 },
};
const page = (items: OsmImportRun[]): OsmImportsPage => ({ items, total: items.length, page: 1, limit: 10 });

describe('Datos de OpenStreetMap (admin)', () => {
  it('shows the last import: the extract’s date, when it ran in Cuba’s time, and every count with the skipped reasons', async () => {
    const api = fakeApi({ 'GET /api/osm/imports': () => ({ body: page([LAST, EARLIER]) }) });
    renderApp('/openstreetmap', { token: adminToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos de OpenStreetMap' })).toBeInTheDocument();
    const last = within(await screen.findByRole('region', { name: OSM_ADMIN_MESSAGES.lastImport }));

    const fact = (label: string) => last.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Extracto del')).toBe('20 de noviembre de 2026');
    expect(fact('Archivo')).toBe('cuba-latest.osm.pbf');
    expect(fact('Empezó')).toBe('21/11/2026, 02:15 (hora de Cuba)');
    expect(fact('Terminó')).toBe('21/11/2026, 02:16 (hora de Cuba)');
    expect(fact('Duración')).toBe('65,4 s');

    const figures = within(last.getByRole('list', { name: 'Cifras de la última importación' }));
    const figure = (label: string) => figures.getByText(label).previousElementSibling?.textContent;
    expect(figure('Lugares en la guía')).toBe('12.345');
    expect(figure('Nuevos')).toBe('120');
    expect(figure('Actualizados')).toBe('37');
    expect(figure('Sin cambios')).toBe('12.188');
    expect(figure('Retirados')).toBe('4');
    expect(figure('Descartados')).toBe('2313');
    expect(figure('Negocios de la guía enlazados')).toBe('9');
    expect(within(last.getByRole('list', { name: 'Descartados por motivo' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'sin nombre: 2301',
      'vía no cerrada: 12',
    ]);

    // the earlier import, its end in Havana's calendar (13 November), not UTC's or Tokyo's
    const history = within(screen.getByRole('region', { name: 'Importaciones anteriores' }));
    expect(history.getByRole('listitem').textContent).toBe(
      '13/11/2026, 23:30 (hora de Cuba) · extracto del 13 de noviembre de 2026: 12.229 lugares; 12.229 nuevos, 0 actualizados, 0 retirados, 2290 descartados',
    );
    expect(callsTo(api, 'GET /api/osm/imports')).toHaveLength(1);
    expect(screen.getByText(OSM_ADMIN_MESSAGES.credit)).toBeInTheDocument();
  });

  it('says so before the first import', async () => {
    fakeApi({ 'GET /api/osm/imports': () => ({ body: page([]) }) });
    renderApp('/openstreetmap', { token: adminToken() });
    expect(await screen.findByText(OSM_ADMIN_MESSAGES.none)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: OSM_ADMIN_MESSAGES.lastImport })).not.toBeInTheDocument();
  });

  it('says so when the imports cannot be read', async () => {
    fakeApi({ 'GET /api/osm/imports': () => ({ status: 500, body: { message: 'Error interno' } }) });
    renderApp('/openstreetmap', { token: adminToken() });
    expect(await screen.findByRole('alert')).toHaveTextContent(OSM_ADMIN_MESSAGES.loadError);
  });

  it('is reached from the admin’s navigation, and not open to a plain user', async () => {
    fakeApi({ 'GET /api/osm/imports': () => ({ body: page([LAST]) }) });
    renderApp('/', { token: adminToken() });
    const admin = within(await screen.findByRole('list', { name: 'Administración' }));
    expect(admin.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', '/openstreetmap');

    const api = fakeApi({ 'GET /api/osm/imports': () => ({ body: page([LAST]) }) });
    renderApp('/openstreetmap', { token: userToken() });
    await screen.findAllByRole('link', { name: 'Tops' });
    expect(screen.queryByRole('heading', { name: 'Datos de OpenStreetMap' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET /api/osm/imports')).toHaveLength(0);
  });
});
