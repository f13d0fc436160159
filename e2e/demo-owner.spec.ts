/**
 * Issue 21: the quick start's demo owner. With the demo catalogue (outside production) the first
 * start makes 'duena_guarida' the owner of La Guarida, with a reply already written: a newcomer
 * signs in through the screen and finds 'Mis negocios' with La Guarida in it, and a visitor reads
 * the owner's reply on La Guarida's page.
 */
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { allBusinesses, apiLogin, captureWhatsapp, expect, loginThroughScreen, openedWhatsappLinks, pageHeading, test } from './fixtures';

const DEMO = { username: 'duena_guarida', password: 'paladar-demo-2025' };

test('the demo owner signs in and manages La Guarida; visitors read the reply', async ({ page, request }) => {
  await page.goto('/login');
  await loginThroughScreen(page, DEMO.username, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/mis-negocios');
  await expect(pageHeading(page, /Mis negocios/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /La Guarida/ }).first()).toBeVisible();

  // signed out again: a visitor on the business page
  await page.evaluate(() => localStorage.clear());
  const guarida = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name === 'La Guarida');
  await page.goto(`/business/${guarida!._id}`);
  await expect(page.getByText('Respuesta del propietario').first()).toBeVisible();
});

/** The demo owner's 'Esta semana' figure of `label` ('Visitas', 'Reservas', 'Favoritos') on La Guarida's card. */
async function thisWeek(page: Page, label: string): Promise<number> {
  const card = page.getByRole('article', { name: /La Guarida/ });
  const item = card.getByRole('list', { name: 'Esta semana y la pasada' }).getByRole('listitem').filter({ hasText: label });
  await expect(item).toBeVisible();
  // es-ES: '1.234'
  return Number((await item.locator('.owner-weekly__now').innerText()).replace(/\D/g, ''));
}

/** 'Mis negocios' as the demo owner: signed in through the screen, or with `token` (a session already opened). */
async function ownerDashboard(page: Page, token?: string) {
  if (token) {
    await page.evaluate((t) => localStorage.setItem('token', t), token);
  } else {
    await page.goto('/login');
    await loginThroughScreen(page, DEMO.username, DEMO.password);
    await expect(page).not.toHaveURL(/\/login/);
  }
  await page.goto('/mis-negocios');
  await expect(page.getByRole('article', { name: /La Guarida/ }).getByRole('region', { name: 'Semana a semana' })).toBeVisible();
}

/**
 * Issue 21 §6: a visitor opens La Guarida's page and reserves over WhatsApp; the demo owner then
 * finds this week's visits and reservations gone up in 'Mis negocios'. The counters count one
 * client per business and hour, so the visitor comes from an address of their own (the journeys'
 * server trusts one proxy: X-Forwarded-For names the client); both projects and other journeys may
 * add their own visits meanwhile, so the figures are checked to have gone up, not to one number.
 */
test("a visitor's visit and reservation show in the owner's 'Esta semana' (issue 21 §6)", async ({ page, request }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const guarida = (await allBusinesses<{ _id: string; name: string }>(request)).find((b) => b.name === 'La Guarida');
  expect(guarida).toBeDefined();

  await ownerDashboard(page);
  const before = { visits: await thisWeek(page, 'Visitas'), reservations: await thisWeek(page, 'Reservas') };

  await test.step('a visitor, signed out, opens the page and reserves', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}` });
    await captureWhatsapp(page);
    const visit = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/business/${guarida!._id}/visit`));
    await page.goto(`/business/${guarida!._id}`);
    await expect(pageHeading(page, 'La Guarida')).toBeVisible();
    expect(await (await visit).json()).toMatchObject({ counted: true });
    // the actions hydrate after the page's text
    await page.waitForLoadState('networkidle');
    const reserved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/business/${guarida!._id}/reservation_count`));
    const chat = project === 'phone' ? page.waitForRequest((r) => r.url().startsWith('whatsapp:')) : null;
    await page.getByRole('button', { name: 'Reservar por WhatsApp' }).click();
    expect(await (await reserved).json()).toMatchObject({ counted: true });
    if (chat) await chat;
    else await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
    await page.setExtraHTTPHeaders({});
  });

  await test.step("the owner sees this week's figures gone up", async () => {
    await ownerDashboard(page, await apiLogin(request, DEMO.username, DEMO.password));
    expect(await thisWeek(page, 'Visitas')).toBeGreaterThan(before.visits);
    expect(await thisWeek(page, 'Reservas')).toBeGreaterThan(before.reservations);
    const card = page.getByRole('article', { name: /La Guarida/ });
    await expect(card.getByRole('table', { name: /Esta semana y las 8 anteriores/ }).getByRole('row')).toHaveCount(10);
    const weekly = card.getByRole('region', { name: 'Tu página en la guía' });
    await weekly.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/owner-weekly-${project}.png`, fullPage: true });
    // the figures up close (the card is long: the full page shows them small)
    await weekly.screenshot({ path: `artifacts/screenshots/owner-weekly-figures-${project}.png`, style: 'header { visibility: hidden !important; }' });
  });
});
