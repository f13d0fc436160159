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

    await test.step("'Eventos Destacados': one slide per upcoming event, the first in view", async () => {
      const carousel = page.getByRole('region', { name: 'Próximos eventos' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
      await expect(carousel.locator('[aria-roledescription="diapositiva"]')).toHaveCount(events.length);
      await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(events[0]!.title);
      await expect(visibleSlide(carousel).getByRole('link', { name: '¡Reserva ya!' })).toBeVisible();
    });

    await test.step('the promoted carousel: one slide per promoted business', async () => {
      const carousel = page.getByRole('region', { name: 'Negocios recomendados' });
      await expect(carousel.locator('[aria-roledescription="diapositiva"]')).toHaveCount(promoted.length);
      await expect(visibleSlide(carousel).getByRole('heading', { level: 3 })).toHaveText(promoted[0]!.name);
    });

    await test.step("'Explora lo que Te Espera': the first 10 elite businesses", async () => {
      const grid = section(page, 'Explora lo que Te Espera');
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
    await section(page, 'Explora lo que Te Espera').getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${target._id}$`));
    await expect(pageHeading(page, target.name)).toBeVisible();
  });

  test("'¡Reserva ya!' opens WhatsApp with the digits and the encoded message (captured, never followed)", async ({ page }, testInfo) => {
    await captureWhatsapp(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Próximos eventos' });
    await carousel.hover(); // holds the carousel on its slide
    const title = await visibleSlide(carousel).getByRole('heading', { level: 3 }).textContent();
    await visibleSlide(carousel).getByRole('link', { name: '¡Reserva ya!' }).click();

    await expect.poll(() => openedWhatsappLinks(page)).toHaveLength(1);
    const [link] = await openedWhatsappLinks(page);
    const phone = testInfo.project.name === 'phone';
    const url = new URL(link!.replace(/^whatsapp:\/\//, 'https://whatsapp.invalid/'));
    if (phone) {
      // Pixel 7 user agent: the app link
      expect(link).toMatch(/^whatsapp:\/\/send\?/);
      expect(url.searchParams.get('phone')).toBe(WHATSAPP_DIGITS);
    } else {
      expect(link).toMatch(new RegExp(`^https://wa\\.me/${WHATSAPP_DIGITS}\\?text=`));
    }
    // the message is URL-encoded in the link, and names the event and its date
    expect(link).not.toMatch(/ /);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('quiero reservar');
    expect(text).toContain(`"${title}"`);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    // still on home: nothing was followed
    await expect(page).toHaveURL(/\/$/);
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
