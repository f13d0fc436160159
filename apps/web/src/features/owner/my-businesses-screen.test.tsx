import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminToken, fakeApi, renderApp, userToken } from '../../test/utils';
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
      'Sin fotos: envíanoslas por WhatsApp.',
      'Sin horario: dinos cuándo abres por WhatsApp.',
    ]);
    expect(missing.getByRole('link', { name: 'añade tus platos y precios' })).toHaveAttribute('href', `/mis-negocios/${OWNED_ID}/menu`);
    expect(missing.getByRole('link', { name: 'envíanoslas por WhatsApp' }).getAttribute('href')).toMatch(/wa\.me/);

    const requests = within(screen.getByRole('region', { name: 'Tus solicitudes' }));
    expect(requests.getByText('Café Arcángel')).toBeInTheDocument();
    expect(requests.getByText('Pendiente')).toBeInTheDocument();
    expect(requests.getByText('Rechazada')).toBeInTheDocument();
    expect(requests.getByText('Motivo: No pudimos comprobar el número')).toBeInTheDocument();
  });

  it('says the page is complete when it has a menu, photos and hours', async () => {
    fakeApi({
      'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ photos: ['/uploads/a.jpg'], hours: { week: { mon: [{ open: '12:00', close: '23:00' }] }, exceptions: [] } }) }),
      [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu({ sections: TWO_DISHES, version: 2 }) }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
    expect(await card.findByText('Tu página tiene menú, fotos y horario.')).toBeInTheDocument();
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
