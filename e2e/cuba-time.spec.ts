import type { Locator } from '@playwright/test';
import type { Business, Event } from '../packages/contracts/src/index';
import { captureWhatsapp, expect, openedWhatsappLinks, pageHeading, test, useSessionOf, ADMIN } from './fixtures';

/**
 * Issue 16 §1: the guide's times are Cuba's (America/Havana, daylight saving time included) on the
 * server's page, after the app takes it over and in the WhatsApp message, whatever the zone the
 * device is set to: the desktop project runs in UTC, the phone in Asia/Tokyo (playwright.config.ts).
 * Where the device's clock differs from Havana's, the screen says so once.
 */

/** The expected text, written here with the platform's zone data (not the app's code). */
const havana = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'America/Havana',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const inHavana = (iso: string) => havana.format(new Date(iso));
/** The same instant on the device's own clock: what the old code wrote after hydration. */
const inZone = (iso: string, timeZone: string) => new Intl.DateTimeFormat('es-ES', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
/** datetime-local value of an instant on Havana's wall clock. */
function havanaLocal(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Havana', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const visibleSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"])');

test.describe("Cuba's time, whatever the device's zone", () => {
  test('home: the event carousel reads the same time in the server’s page and after hydration, says it is Cuba’s, and WhatsApp carries it', async ({ page, request }, testInfo) => {
    const events = (await (await request.get('/api/events/?upcoming=true')).json()) as Event[];
    const first = events[0]!;
    const start = inHavana(first.start_date!);
    const end = inHavana(first.end_date!);
    const deviceZone = testInfo.project.use.timezoneId!;
    expect(deviceZone, 'each project runs away from Havana').not.toBe('America/Havana');
    expect(inZone(first.start_date!, deviceZone), "the device's own clock reads another time").not.toBe(start);

    await test.step("the server's page (before any script) has Cuba's time, and no note", async () => {
      const html = await (await request.get('/')).text();
      // (React separates the two texts with a comment in the HTML)
      expect(html).toMatch(new RegExp(`<span>${start}(<!-- -->)? – ${end}</span>`));
      expect(html).not.toContain(`<span>${inZone(first.start_date!, deviceZone)}`);
      expect(html).not.toContain('hora de Cuba');
    });

    await captureWhatsapp(page);
    await page.goto('/');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(deviceZone);
    const section = page.getByRole('region', { name: 'Próximos eventos' });
    await section.hover(); // holds the carousel on its slide

    await test.step('after hydration: the same text, and the note once', async () => {
      await expect(visibleSlide(section).getByRole('heading', { level: 3 })).toHaveText(first.title!);
      await expect(visibleSlide(section).locator('.event-card__dates')).toHaveText(`${start} – ${end}`);
      await expect(page.getByText(/^Horas en hora de Cuba/)).toHaveCount(1);
      await expect(page.getByText(/^Horas en hora de Cuba/)).toBeVisible();
    });

    await test.step("'¡Reserva ya!': the message names Cuba's time", async () => {
      await visibleSlide(section).getByRole('link', { name: '¡Reserva ya!' }).click();
      await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
      const [link] = await openedWhatsappLinks(page);
      const text = new URL(link!.replace(/^whatsapp:\/\//, 'https://whatsapp.invalid/')).searchParams.get('text') ?? '';
      expect(text).toContain(`"${first.title}" del ${start} (hora de Cuba)`);
    });
    await page.screenshot({ path: `artifacts/screenshots/cuba-time-home-${testInfo.project.name}.png`, fullPage: true });
  });

  test('a business page says its hours are Cuba’s, near the hours', async ({ page, request }, testInfo) => {
    const [business] = (await (await request.get('/api/business/elite')).json()) as Business[];
    const html = await (await request.get(`/business/${business!._id}`)).text();
    expect(html).not.toContain('hora de Cuba');
    await page.goto(`/business/${business!._id}`);
    await expect(pageHeading(page, business!.name)).toBeVisible();
    const info = page.getByRole('complementary', { name: 'Información del negocio' });
    await expect(info.getByText(/^Horas en hora de Cuba/)).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/cuba-time-business-${testInfo.project.name}.png`, fullPage: true });
  });

  test("admin: the event list and the form's date fields are Havana's wall clock, and say so", async ({ page, request }) => {
    const events = (await (await request.get('/api/events/?upcoming=true')).json()) as Event[];
    const first = events[0]!;
    await useSessionOf(page, request, ADMIN.username, ADMIN.password);
    await page.goto('/evento');
    await expect(page.getByText(/^Horas en hora de Cuba/)).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill(first.title!);
    const row = page.getByRole('row').filter({ hasText: first.title! });
    await expect(row).toContainText(inHavana(first.start_date!));
    await row.getByRole('link', { name: /Editar/ }).click();
    await expect(page.getByLabel(/^Fecha y hora de inicio/)).toHaveValue(havanaLocal(first.start_date!));
    await expect(page.getByLabel(/^Fecha y hora de fin/)).toHaveValue(havanaLocal(first.end_date!));
    await expect(page.getByText(/^Horas en hora de Cuba/)).toHaveCount(1);
  });
});
