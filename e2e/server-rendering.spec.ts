import type { Business, Event } from '../packages/contracts/src/index';
import { expect, newPerson, registerUser, test, useSessionOf } from './fixtures';

/**
 * Public pages arrive drawn by the server with their data (issue 11: text and photos before the
 * JavaScript), and the browser takes them over without drawing them again: any mismatch is an
 * error the guard fixture fails on ('Hidratación').
 */
test.describe('Pages drawn on the server', () => {
  test('home arrives with its sections and the seed data in the HTML, and works once the app has started', async ({ page, request }) => {
    const events = (await (await request.get('/api/events/?upcoming=true')).json()) as Event[];
    const promoted = (await (await request.get('/api/business/promoted')).json()) as Business[];
    const html = await (await request.get('/')).text();
    expect(html).toContain('DESBLOQUEA LA CUBA AUTÉNTICA');
    expect(html).toContain(events[0]!.title);
    expect(html).toContain(promoted[0]!.name);
    expect(html).toContain('<script type="application/json" id="guia-state">');
    // one inline script only, index.html's <head> script (issue 20 §4): the CSP allows it by its sha256
    expect(html.match(/<script(?![^>]*(?:src=|type="application\/json"))[^>]*>/g) ?? []).toEqual(['<script>']);

    await page.goto('/');
    // interactive: a dot of the promoted carousel moves it (React has taken the page over)
    const carousel = page.getByRole('region', { name: 'Negocios recomendados' });
    const dot = carousel.getByRole('button', { name: 'Ir a la diapositiva 3' });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });

  test('a business page arrives with its name and description, and Tops with its cards', async ({ page, request }) => {
    const [business] = (await (await request.get('/api/business/elite')).json()) as Business[];
    const html = await (await request.get(`/business/${business!._id}`)).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(business!.name.replace(/&/g, '&amp;'));
    expect(html).toContain('property="og:title"');
    await page.goto(`/business/${business!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: business!.name })).toBeVisible();

    const tops = await (await request.get('/tops')).text();
    const [first] = (await (await request.get('/api/business/promoted')).json()) as Business[];
    expect(tops).toContain(first!.name.replace(/&/g, '&amp;'));
  });

  test("with 'Ahorro de datos' chosen, the server sends no photo, only the taps that load one", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ahorro', value: '1', url: baseURL! }]);
    const photos: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && new URL(r.url()).pathname.startsWith('/uploads/')) photos.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Ver foto/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(photos).toEqual([]);
  });

  test('signed in, the page drawn for everyone becomes the visitor’s own (menu, no sign-in links)', async ({ page, request }) => {
    const person = await registerUser(request, newPerson('hidra'));
    await useSessionOf(page, request, person.username, person.password);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  });
});
