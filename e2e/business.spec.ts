/**
 * The business page (/business/{id}), issue 6: opened straight from a pasted link, the WhatsApp
 * reservation (issue 20 §6: only where the place takes reservations at its own number; otherwise
 * call, directions, share), saved reviews (text only, never HTML), sharing, and the link-preview
 * tags the server puts into the HTML.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { WEEKDAYS, cubaClock, openState, openStateText, type WeeklyHours } from '../packages/contracts/src/index';
import { captureWhatsapp, expect, openedWhatsappLinks, pageHeading, registerUser, test, useSessionOf } from './fixtures';

interface SeedBusiness {
  _id: string;
  name: string;
  phone?: string;
  reservations?: boolean;
  description?: string;
  business_status?: string;
  opening_hours?: { weekday_text?: string[] };
  hours?: WeeklyHours;
}

/** A full-page picture from the top (the sticky bar would otherwise sit mid-page). */
async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${project}.png`, fullPage: true });
}

/**
 * The WhatsApp link an action opens. Desktop: web chat in a new tab (captured by captureWhatsapp).
 * Phone: the app link in place (location.assign('whatsapp://…')), seen as a request the browser fails.
 */
async function whatsappLinkOf(page: Page, isPhone: boolean, action: () => Promise<void>): Promise<string> {
  if (isPhone) {
    const chat = page.waitForRequest((r) => r.url().startsWith('whatsapp:'));
    await action();
    return (await chat).url();
  }
  await action();
  await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
  return (await openedWhatsappLinks(page))[0]!;
}

/** Seed businesses from the API (never hard-coded ids). */
async function promoted(request: APIRequestContext): Promise<SeedBusiness[]> {
  const res = await request.get('/api/business/promoted');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as SeedBusiness[];
  expect(list.length).toBeGreaterThan(1);
  return list;
}

/** One seed business found by name through the public search (never a hard-coded id). */
async function seedBusiness(request: APIRequestContext, name: string): Promise<SeedBusiness> {
  const res = await request.get(`/api/business/search?q=${encodeURIComponent(name)}`);
  expect(res.ok()).toBeTruthy();
  const found = ((await res.json()) as SeedBusiness[]).find((b) => b.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

/** Today's line of a Monday-first weekday_text: today is Havana's, whatever the browser's zone (issue 16). */
async function todayLine(_page: Page, week: string[]): Promise<string> {
  return week[WEEKDAYS.indexOf(cubaClock(new Date()).weekday)]!;
}

/** The escaping the server applies to attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);

test.describe('the business page', () => {
  test('opens directly from a pasted link: name, status, rating, today\'s hours and the week', async ({ page, request }, testInfo) => {
    const [business] = await promoted(request);
    await page.goto(`/business/${business!._id}`);
    await expect(pageHeading(page, business!.name)).toBeVisible();
    await expect(page).toHaveTitle(`${business!.name} · Guía Cuba`);
    // open or not from its hours in Havana's time, not the stored business_status (issue 16)
    const pill = page.locator('.business-page__facts .business-status');
    await expect
      .poll(async () => (await pill.textContent()) === openStateText(openState(business!.hours, new Date(), business!.business_status)))
      .toBe(true);
    const week = business!.opening_hours!.weekday_text!;
    const today = await todayLine(page, week);
    await expect(page.locator('.opening-hours__today')).toContainText(today.charAt(0).toUpperCase() + today.slice(1));
    // the hours box hydrates when its code arrives, after the page's text: wait for it
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Ver horario de la semana/ }).click();
    for (const line of week) {
      await expect(page.getByRole('listitem').filter({ hasText: line.charAt(0).toUpperCase() + line.slice(1) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: business!.phone! })).toHaveAttribute('href', `tel:${business!.phone!.replace(/[^\d+]/g, '')}`);
    await expect(page.getByRole('region', { name: `Fotos de ${business!.name}` }).or(page.locator('.photo-gallery--single'))).toBeVisible();
    await page.getByRole('button', { name: /Ver horario de la semana|Ocultar horario/ }).click();
    await shot(page, 'business', testInfo.project.name);
  });

  test("the reviews never put a count beside 'Todavía no hay opiniones': the seed's ratings are called external", async ({ page, request }) => {
    const list = await promoted(request);
    const res = await request.get(`/api/business/${list[0]!._id}`);
    const business = (await res.json()) as SeedBusiness & { external_ratings_total?: number; reviews_count?: number };
    await page.goto(`/business/${business._id}`);
    const section = page.getByRole('region', { name: 'Opiniones' });
    await expect(section).toBeVisible();
    if ((business.external_ratings_total ?? 0) > 0) {
      const count = new Intl.NumberFormat('es').format(business.external_ratings_total!);
      await expect(section.getByText(`${count} valoraciones externas`)).toBeVisible();
    }
    await expect(page.getByText(/\(\d[\d.]* opiniones\)/)).toHaveCount(0);
  });

  test('fits 360 and 768 px wide screens with no sideways scrolling', async ({ page, request }, testInfo) => {
    // The widths are set by the test itself, so running it on the phone project too would repeat it.
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for the extra widths');
    const [business] = await promoted(request);
    for (const width of [360, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/business/${business!._id}`);
      await expect(pageHeading(page, business!.name)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, 'business', String(width));
    }
  });

  test("an unknown id says the place is no longer in the guide, with a way back (issue 20 §10)", async ({ page }) => {
    await page.goto('/business/6650f0c2a1b2c3d4e5f6ffff');
    await expect(page.getByRole('heading', { level: 1, name: 'Este lugar ya no está en la guía' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a restaurant with its own number: the WhatsApp reservation is counted, then opens the chat with its digits and the encoded message', async ({ page, request }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    await captureWhatsapp(page);
    const business = await seedBusiness(request, 'La Guarida');
    expect(business.reservations).toBe(true);
    await page.goto(`/business/${business!._id}`);
    await expect(pageHeading(page, business!.name)).toBeVisible();
    // the two actions hydrate when their code arrives, after the page's text: wait for it
    await page.waitForLoadState('networkidle');
    const counted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/business/${business!._id}/reservation_count`));
    const link = await whatsappLinkOf(page, isPhone, () => page.getByRole('button', { name: 'Reservar por WhatsApp' }).click());
    await counted;
    const digits = business!.phone!.replace(/\D/g, '');
    const message = `Hola, vi ${business!.name} en Guía Cuba y me gustaría hacer una reserva. ¿Tienen disponibilidad?`;
    if (isPhone) expect(link).toMatch(new RegExp(`^whatsapp://send\\?phone=${digits}&text=`));
    else expect(link).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));
    expect(link).toContain(`text=${encodeURIComponent(message)}`);
    // never the guide's own number
    expect(link).not.toContain('5378600000');
    await shot(page, 'business-reservation', testInfo.project.name);
  });

  test("the Capitolio takes no reservations: no 'Reservar por WhatsApp', but 'Llamar', 'Cómo llegar' (the map, with the way there) and 'Compartir' (issue 20 §6)", async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    const capitolio = await seedBusiness(request, 'Capitolio Nacional');
    expect(capitolio.reservations).toBe(false);
    await page.goto(`/business/${capitolio._id}`);
    await expect(pageHeading(page, 'Capitolio Nacional')).toBeVisible();
    // the actions hydrate when their code arrives, after the page's text: wait for it
    await page.waitForLoadState('networkidle');
    const actions = page.locator('.business-page__actions');
    await expect(actions.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', `tel:${capitolio.phone!.replace(/[^\d+]/g, '')}`);
    await expect(actions.getByRole('button', { name: 'Compartir' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reservar por WhatsApp' })).toHaveCount(0);
    // nothing near the name or the actions speaks of reserving ('Todos los derechos reservados' is the footer's)
    await expect(page.locator('.business-page__header, .business-page__actions').getByText(/reserv/i)).toHaveCount(0);
    await shot(page, 'business-capitolio', testInfo.project.name);

    await actions.getByRole('link', { name: 'Cómo llegar' }).click();
    await expect(page).toHaveURL(/\/mapa/);
    const panel = page.locator('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Capitolio Nacional' }) });
    await expect(panel.getByRole('heading', { level: 3, name: 'Cómo llegar' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reservar por WhatsApp' })).toHaveCount(0);
  });

  test("'Compartir' without a share sheet hands the page's address to WhatsApp", async ({ page, request }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    await captureWhatsapp(page);
    await page.addInitScript(() => {
      // the share sheet exists only in some browsers: test the fallback
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const [business] = await promoted(request);
    await page.goto(`/business/${business!._id}`);
    await expect(pageHeading(page, business!.name)).toBeVisible();
    const link = await whatsappLinkOf(page, isPhone, () => page.getByRole('button', { name: 'Compartir' }).click());
    expect(link.startsWith(isPhone ? 'whatsapp://send?text=' : 'https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(link.slice(link.indexOf('text=') + 5));
    expect(text).toMatch(new RegExp(`^${business!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} en Guía Cuba: http://localhost:\\d+/business/${business!._id}$`));
  });

  test('a review with stars shows after a reload; a comment with <script> is shown as text', async ({ page, request }, testInfo) => {
    const person = await registerUser(request);
    await useSessionOf(page, request, person.username, person.password);
    const list = await promoted(request);
    const business = list[list.length - 1]!;
    await page.goto(`/business/${business._id}`);
    await expect(pageHeading(page, business.name)).toBeVisible();

    const form = page.getByRole('form', { name: 'Escribe tu opinión' });
    const publish = form.getByRole('button', { name: 'Publicar opinión' });
    // issue 20 §5: never silently grey — the button says a star is needed, and publishing without one says so
    await expect(publish).toBeEnabled();
    await expect(publish).toHaveAccessibleDescription('Elige de 1 a 5 estrellas para publicar');
    const text = `Muy buena atención (${testInfo.project.name} ${Date.now()})`;
    await form.getByLabel('Tu comentario').fill(text);
    await publish.click();
    await expect(form.getByRole('alert')).toHaveText('Falta tu puntuación: elige de 1 a 5 estrellas para publicar tu opinión.');
    await form.getByRole('radio', { name: '4 estrellas' }).check();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(publish).not.toHaveAccessibleDescription(/estrellas/);
    await publish.click();
    await expect(page.getByText('¡Gracias por tu opinión!')).toBeVisible();
    const review = () => page.getByRole('listitem').filter({ hasText: text });
    await expect(review()).toBeVisible();

    await page.reload();
    await expect(review()).toBeVisible();
    // the person's name, not their username, and their stars
    await expect(review().getByText(person.name, { exact: true })).toBeVisible();
    await expect(review().getByText(person.username)).toHaveCount(0);
    await expect(review().getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
    // the guide's own count is said to be the guide's
    await expect(page.getByRole('region', { name: 'Opiniones' }).getByText(/\d+ opini(ón|ones) en Guía Cuba/)).toBeVisible();
    await expect(publish).toBeVisible();
    await shot(page, 'business-reviews', testInfo.project.name);

    const hostile = `<script>window.__hacked = true</script><img src=x onerror="window.__hacked = true"> ${Date.now()}`;
    await form.getByRole('radio', { name: '1 estrella' }).check();
    await form.getByLabel('Tu comentario').fill(hostile);
    await publish.click();
    await expect(page.getByText(hostile)).toBeVisible();
    await page.reload();
    await expect(page.getByText(hostile)).toBeVisible();
    // one review per person: the new one took the place of the first
    await expect(review()).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expect(page.locator('.review-list script, .review-list img')).toHaveCount(0);
  });

  test('logged out, the heart goes to /login and back to the page after logging in, with the favourite added', async ({ page, request }) => {
    const person = await registerUser(request);
    const [business] = await promoted(request);
    await page.goto(`/business/${business!._id}`);
    // the heart hydrates when its code arrives, after the page's text: wait for it
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `Guardar ${business!.name} en favoritos` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Usuario o correo electrónico').fill(person.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${business!._id}$`));
    const heart = page.getByRole('button', { name: `Guardar ${business!.name} en favoritos` });
    // issue 20 (8): the press that asked for the login is finished after it (e2e/login-intent.spec.ts)
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('the served HTML of /business/{id} carries the link-preview tags', async ({ request }) => {
    const [business] = await promoted(request);
    const res = await request.get(`/business/${business!._id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(business!.name)}" />`);
    expect(html).toContain('<meta property="og:description" content="');
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:\\d+/business/${business!._id}" />`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/business/${business!._id}" />`));
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain(`<title>${escapeHtml(business!.name)} · Guía Cuba</title>`);
    // an unknown id: no preview, and 404 (issue 20 §10); the page says so
    const unknown = await request.get('/business/6650f0c2a1b2c3d4e5f6ffff');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).not.toContain('og:title');
  });
});
