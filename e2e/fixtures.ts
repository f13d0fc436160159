/**
 * Shared fixtures for every journey. Import `test` and `expect` from here, never from
 * @playwright/test directly, so each test is checked for:
 *  - uncaught page errors and Content-Security-Policy violations (the test fails on any);
 *  - requests leaving the machine: anything not on the app's origin or localhost is aborted and
 *    fails the test, except map tile requests (they may fail: the app must work without them).
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, OSRM_PORT } from './env';

export { expect };
export { ADMIN, OSRM_PORT };

export interface Credentials {
  name: string;
  email: string;
  username: string;
  password: string;
}

/** Tile servers: requests are aborted (no internet here) but never count as a failure. */
const TILE_HOSTS = /(^|\.)tile\.openstreetmap\.org$|(^|\.)basemaps\.cartocdn\.com$|tile/i;

let counter = 0;
/** A fresh, unique person (never registered yet). */
export function newPerson(prefix = 'ana'): Credentials {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { name: 'Ana García', email: `${prefix}.${id}@example.com`, username: `${prefix}_${id}`, password: 'malecon-2025' };
}

/** Registers a person through the API (fast path for journeys that do not test registration). */
export async function registerUser(request: APIRequestContext, person: Credentials = newPerson()): Promise<Credentials> {
  const res = await request.post('/api/auth/register', { data: person });
  expect(res.ok(), `registration failed: ${res.status()} ${await res.text()}`).toBeTruthy();
  return person;
}

/** Logs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(res.ok(), `login failed: ${res.status()} ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/**
 * Every business as GET /api/business/{id} answers it (issue 17 §11: the full list is the admin's,
 * a page at a time, with the list's fields only): the admin's pages for the ids, then the public
 * GET /api/business?ids=… for the records.
 */
export async function allBusinesses<T = Record<string, unknown>>(request: APIRequestContext): Promise<T[]> {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`/api/business/?page=${page}&limit=100`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), `admin list: ${res.status()}`).toBeTruthy();
    const body = (await res.json()) as { items: { _id: string }[]; total: number };
    ids.push(...body.items.map((b) => b._id));
    if (body.items.length === 0 || ids.length >= body.total) break;
  }
  const out: T[] = [];
  for (let at = 0; at < ids.length; at += 100) {
    const res = await request.get(`/api/business/?ids=${ids.slice(at, at + 100).join(',')}`);
    expect(res.ok()).toBeTruthy();
    out.push(...((await res.json()) as T[]));
  }
  return out;
}

/** Puts a session in the page without going through the login screen (use the screen when testing it). */
export async function useSessionOf(page: Page, request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const token = await apiLogin(request, identifier, password);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, token);
  return token;
}

/** Logs in through the login screen. */
export async function loginThroughScreen(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Usuario o correo electrónico').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Aceptar' }).click();
}

export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
export const pageHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/**
 * Records what WhatsApp links the page tries to open (window.open and location changes to
 * whatsapp:), without following them. Read them with `openedWhatsappLinks(page)`.
 */
export async function captureWhatsapp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __whatsapp: string[] };
    w.__whatsapp = [];
    const originalOpen = window.open.bind(window);
    window.open = (url?: string | URL, ...rest: unknown[]) => {
      const href = String(url ?? '');
      if (/wa\.me|whatsapp/i.test(href)) {
        w.__whatsapp.push(href);
        return null;
      }
      return originalOpen(url, ...(rest as [string?, string?]));
    };
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
        if (link && /^(whatsapp:|https:\/\/wa\.me\/)/.test(link.href)) {
          event.preventDefault();
          w.__whatsapp.push(link.href);
        }
      },
      true,
    );
  });
  // location.assign('whatsapp://…') would navigate: the route below swallows it.
  await page.route(/^whatsapp:/, (route) => route.abort());
}

export async function openedWhatsappLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __whatsapp?: string[] }).__whatsapp ?? []);
}

interface Guard {
  /** Requests that tried to leave the machine (not tiles). */
  external: string[];
}

/**
 * Public pages arrive drawn by the server and work once the app has taken them over (hydration): a
 * click before that would be a click on plain HTML. Navigations wait for the app's ready mark
 * (app/layout.tsx); documents that are not the app (an image, an API answer) do not wait.
 */
async function appReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.ready === '1', undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

export const test = base.extend<{ guard: Guard }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    }) as Page['goto'];
    page.reload = (async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    }) as Page['reload'];
    await use(page);
  },
  guard: [
    async ({ context, baseURL }, use, testInfo) => {
      const appOrigin = new URL(baseURL ?? 'http://localhost').origin;
      const pageErrors: string[] = [];
      const cspErrors: string[] = [];
      const external: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await context.route(
        (url) => url.origin !== appOrigin && !['localhost', '127.0.0.1'].includes(url.hostname) && /^https?:$/.test(url.protocol),
        async (route) => {
          const url = new URL(route.request().url());
          if (!TILE_HOSTS.test(url.hostname)) external.push(url.href);
          await route.abort('internetdisconnected');
        },
      );
      context.on('page', (page) => {
        page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
        page.on('console', (msg) => {
          if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(`${page.url()}: ${msg.text()}`);
          // a page the server drew that the browser could not take over as it was (main.tsx)
          if (msg.type() === 'error' && /Hidratación/.test(msg.text())) pageErrors.push(`${page.url()}: ${msg.text()}`);
        });
      });
      const guard: Guard = { external };
      await use(guard);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(pageErrors, 'uncaught errors in the page').toEqual([]);
        expect(cspErrors, 'Content-Security-Policy violations').toEqual([]);
        expect(external, 'requests that left the machine').toEqual([]);
      }
    },
    { auto: true },
  ],
});
