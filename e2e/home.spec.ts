import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Business, Event } from '../packages/contracts/src/index';
import { captureWhatsapp, expect, openedWhatsappLinks, pageHeading, test } from './fixtures';

/** The number the e2e build reserves with (VITE_WHATSAPP_PHONE, digits only), else the app's default. */
const WHATSAPP_DIGITS = (process.env.VITE_WHATSAPP_PHONE ?? '').replace(/\D/g, '') || '5378600000';

/** A home section, found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The slide of a carousel that is in view (the others are aria-hidden and inert). */
const visibleSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"])');

async function lists(request: import('@playwright/test').APIRequestContext) {
  const get = async <T>(path: string) => {
    const res = await request.get(path);
    expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  return {
    events: await get<Event[]>('/api/events/?upcoming=true'),
    promoted: await get<Business[]>('/api/business/promoted'),
    elite: await get<Business[]>('/api/business/elite'),
  };
}

/** Scrolls through the page so the lazy pictures load, then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' || img.complete));
}

test.describe('Home on real data', () => {
  test('shows the seed events, promoted slides and elite cards, in the order of §2', async ({ page, request }, testInfo) => {
    const { events, promoted, elite } = await lists(request);
    expect(events.length, 'the seed has upcoming events').toBeGreaterThan(1);
    expect(promoted.length, 'the seed has promoted businesses').toBeGreaterThan(1);
    expect(elite.length, 'the seed has elite businesses').toBeGreaterThan(1);

    await page.goto('/');
    await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();

    await test.step("'Eventos destacados': one slide per upcoming event, the first in view", async () => {
      const carousel = page.getByRole('region', { name: 'Próximos eventos' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
      await expect(carousel.locator('[aria-roledescription="diapositiva"]')).toHaveCount(events.length);
      await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(events[0]!.title);
      // issue 20 §6: '¡Reserva ya!' only where a venue takes reservations, else the question to Guía Cuba
      await expect(visibleSlide(carousel).getByRole('link', { name: events[0]!.reservation_venue ? '¡Reserva ya!' : 'Consultar por WhatsApp' })).toBeVisible();
    });

    await test.step('the promoted carousel: one slide per promoted business', async () => {
      const carousel = page.getByRole('region', { name: 'Negocios recomendados' });
      await expect(carousel.locator('[aria-roledescription="diapositiva"]')).toHaveCount(promoted.length);
      await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(promoted[0]!.name);
    });

    await test.step("'Explora lo que te espera': the first 10 elite businesses", async () => {
      const grid = section(page, 'Explora lo que te espera');
      await expect(grid.getByRole('heading', { level: 3 })).toHaveText(elite.slice(0, 10).map((b) => b.name));
    });

    await test.step('the app download section, honest, then the footer', async () => {
      const download = section(page, 'Lleva Guía Cuba en el bolsillo');
      await expect(download.getByRole('button', { name: /Google Play/ })).toBeDisabled();
      await expect(download.getByRole('button', { name: /App Store/ })).toBeDisabled();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Intl.DateTimeFormat('es', { timeZone: 'America/Havana', year: 'numeric' }).format(new Date())} Guía Cuba`);
    });

    await test.step('screenshot', async () => {
      await loadLazyImages(page);
      fs.mkdirSync('artifacts/screenshots', { recursive: true });
      // CSS pixels (the phone's 2.6× device pixels make a 15 000 px tall picture); a busy machine is slow at it
      const shot = { fullPage: true, scale: 'css', timeout: 30_000 } as const;
      await page.screenshot({ ...shot, path: `artifacts/screenshots/home-${testInfo.project.name}.png` });
      if (testInfo.project.name === 'desktop') {
        // the tablet width between the two projects
        await page.setViewportSize({ width: 768, height: 1024 });
        await loadLazyImages(page);
        await page.screenshot({ ...shot, path: 'artifacts/screenshots/home-tablet.png' });
      }
    });
  });

  test('the promoted carousel moves with its dots and the keyboard', async ({ page, request }) => {
    const { promoted } = await lists(request);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Negocios recomendados' });
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 3' }).click();
    await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(promoted[2]!.name);
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(promoted[3]!.name);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(promoted[1]!.name);
  });

  test('a promoted slide opens Tops with that business highlighted', async ({ page, request }) => {
    const { promoted } = await lists(request);
    const target = promoted[1]!;
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Negocios recomendados' });
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 2' }).click();
    await visibleSlide(carousel).getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(/\/tops$/);

    // Tops draws the list (issue 6, another part): the highlighted card is the one we clicked
    const current = page.locator('[aria-current="true"]').filter({ hasText: target.name });
    await expect(current).toBeVisible();
    await expect(page.getByTestId('tops-counter')).toHaveText(`02/${String(promoted.length).padStart(2, '0')}`);
  });

  test('an elite card opens its business page', async ({ page, request }) => {
    const { elite } = await lists(request);
    const target = elite[0]!;
    await page.goto('/');
    await section(page, 'Explora lo que te espera').getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${target._id}$`));
    await expect(pageHeading(page, target.name)).toBeVisible();
  });

  test("'¡Reserva ya!' writes to the venue that takes reservations, at its own number, with the encoded message (captured, never followed)", async ({ page, request }, testInfo) => {
    const { events } = await lists(request);
    const i = events.findIndex((e) => e.reservation_venue);
    expect(i, 'a seed event at a venue that takes reservations').toBeGreaterThanOrEqual(0);
    const event = events[i]!;
    const venueDigits = event.reservation_venue!.phone.replace(/\D/g, '');
    await captureWhatsapp(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Próximos eventos' });
    await carousel.hover(); // holds the carousel on its slide
    await carousel.getByRole('button', { name: `Ir a la diapositiva ${i + 1}` }).click();
    await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(event.title);
    const reserve = visibleSlide(carousel).getByRole('link', { name: '¡Reserva ya!' });
    await expect(reserve).toHaveAccessibleDescription(`Reservas con ${event.reservation_venue!.name}`);
    await reserve.click();

    await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
    const [link] = await openedWhatsappLinks(page);
    const phone = testInfo.project.name === 'phone';
    const url = new URL(link!.replace(/^whatsapp:\/\//, 'https://whatsapp.invalid/'));
    if (phone) {
      // Pixel 7 user agent: the app link
      expect(link).toMatch(/^whatsapp:\/\/send\?/);
      expect(url.searchParams.get('phone')).toBe(venueDigits);
    } else {
      expect(link).toMatch(new RegExp(`^https://wa\\.me/${venueDigits}\\?text=`));
    }
    expect(venueDigits).not.toBe(WHATSAPP_DIGITS);
    // the message is URL-encoded in the link, and names the event and its date
    expect(link).not.toMatch(/ /);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('quiero reservar');
    expect(text).toContain(`"${event.title}"`);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    // still on home: nothing was followed
    await expect(page).toHaveURL(/\/$/);
    await section(page, 'Eventos destacados').screenshot({ path: `artifacts/screenshots/home-events-reserve-${testInfo.project.name}.png` });
  });

  test("an event whose venues take no reservations never claims to reserve with them: 'Consultar por WhatsApp' asks Guía Cuba (issue 20 §6)", async ({ page, request }, testInfo) => {
    const { events } = await lists(request);
    const i = events.findIndex((e) => !e.reservation_venue);
    expect(i, 'a seed event whose venues take no reservations').toBeGreaterThanOrEqual(0);
    const event = events[i]!;
    await captureWhatsapp(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Próximos eventos' });
    await carousel.hover();
    await carousel.getByRole('button', { name: `Ir a la diapositiva ${i + 1}` }).click();
    const slide = visibleSlide(carousel);
    await expect(slide.getByRole('heading', { level: 3 })).toHaveText(event.title);
    await expect(slide.getByRole('link', { name: '¡Reserva ya!' })).toHaveCount(0);
    await expect(slide.locator('.event-card__booking').getByText(/reserva/i)).toHaveCount(0);
    const ask = slide.getByRole('link', { name: 'Consultar por WhatsApp' });
    await expect(ask).toHaveAccessibleDescription('Te responde Guía Cuba');
    await section(page, 'Eventos destacados').screenshot({ path: `artifacts/screenshots/home-events-ask-${testInfo.project.name}.png` });
    await ask.click();

    await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
    const [link] = await openedWhatsappLinks(page);
    const url = new URL(link!.replace(/^whatsapp:\/\//, 'https://whatsapp.invalid/'));
    if (testInfo.project.name === 'phone') expect(url.searchParams.get('phone')).toBe(WHATSAPP_DIGITS);
    else expect(link).toMatch(new RegExp(`^https://wa\\.me/${WHATSAPP_DIGITS}\\?text=`));
    // worded to Guía Cuba, as a question: never as a booking with the venue
    const text = url.searchParams.get('text') ?? '';
    expect(text).toMatch(new RegExp(`^Hola, Guía Cuba: me interesa el evento «${event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}» del \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2} \\(hora de Cuba\\)\\. ¿Cómo puedo reservar\\?$`));
    expect(text).not.toContain('¿Tienen disponibilidad?');
  });
});

test.describe("'Descarga la app'", () => {
  test('installs through the browser’s own dialog when it offers one, else explains how to add the app', async ({ page }) => {
    await page.goto('/');
    const download = page.getByRole('button', { name: 'Descarga la app' }).first();
    // No offer from the browser (headless Chromium makes none): the steps for each platform
    await download.click();
    const dialog = page.getByRole('dialog', { name: 'Añade Guía Cuba a tu pantalla de inicio' });
    await expect(dialog).toContainText('Añadir a pantalla de inicio');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();

    // The offer Chromium makes to an installable page: the button opens it, and says so once accepted
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { promptShown: boolean }).promptShown = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await download.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true);
    await expect(page.getByRole('button', { name: /Descarga la app.*Instalada/ }).first()).toBeDisabled();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Events out of the app (issue 22 §4)', () => {
  test("'Añadir al calendario' downloads the event as an .ics in Cuba's time, the feed is a webcal address, and 'Este fin de semana' filters", async ({ page, request }) => {
    const { events } = await lists(request);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const eventsSection = section(page, 'Eventos destacados');
    const slide = visibleSlide(eventsSection.locator('.events-carousel'));
    const title = (await slide.getByRole('heading', { level: 3 }).textContent())!.trim();

    const download = page.waitForEvent('download');
    await slide.getByRole('link', { name: 'Añadir al calendario' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^evento-[a-z0-9-]+\.ics$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('TZID:America/Havana');
    expect(text).toMatch(/DTSTART;TZID=America\/Havana:\d{8}T\d{6}/);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`);

    await expect(eventsSection.getByRole('link', { name: 'Suscribirse a los eventos en tu calendario' })).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/events\.ics$/);
    const feed = await request.get('/events.ics');
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect((await feed.text()).match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThanOrEqual(events.length);

    // the seed's events are spread over the coming days: the weekend shows some of them or says there are none
    await eventsSection.getByRole('button', { name: 'Este fin de semana' }).click();
    await expect(eventsSection.getByRole('button', { name: 'Este fin de semana' })).toHaveAttribute('aria-pressed', 'true');
    await expect(eventsSection.locator('.event-card, .home-empty').first()).toBeVisible();
    await eventsSection.getByRole('button', { name: 'Próximos' }).click();
    await expect(visibleSlide(eventsSection.locator('.events-carousel')).getByRole('heading', { level: 3 })).toHaveText(title);
  });
});
