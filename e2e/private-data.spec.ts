/**
 * Nothing private left behind (issue 16 §5), on a shared phone with the production service worker:
 * A signs in, opens the profile and the favourites, logs out. Then (a) online as an anonymous
 * visitor, (b) offline, and (c) as B signed in, no request answer and no cache read returns A's
 * data: every Cache Storage entry, IndexedDB and localStorage are read from the page for A's
 * e-mail, username and id, and /api/users/<A id> is never answered from a cache.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { apiLogin, expect, loginThroughScreen, newPerson, pageHeading, registerUser, test, type Credentials, allBusinesses } from './fixtures';

test.use({ serviceWorkers: 'allow' });

function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: { user_id: string } };
  return payload.sub.user_id;
}

/**
 * Everything the page's origin keeps: each Cache Storage entry (its URL and body), every IndexedDB
 * store's records, localStorage and sessionStorage, as text.
 */
function keptOnThePhone(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(async () => {
    const found: { where: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.clone().text().catch(() => '') : '';
        found.push({ where: `cache ${name} ${request.url}`, text: `${request.url}\n${body}` });
      }
    }
    const databases = (await indexedDB.databases?.()) ?? [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(all.error);
        });
        found.push({ where: `indexedDB ${name}/${store}`, text: JSON.stringify(records) });
      }
      db.close();
    }
    for (const [label, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        found.push({ where: `${label} ${key}`, text: `${key}\n${storage.getItem(key)}` });
      }
    }
    return found;
  });
}

async function expectNothingOf(page: Page, a: Credentials & { id: string }, when: string) {
  const kept = await keptOnThePhone(page);
  const leaks = kept.filter(({ text }) => [a.email, a.username, a.id].some((secret) => text.includes(secret))).map(({ where }) => where);
  expect(leaks, `${when}: A's data kept on the phone`).toEqual([]);
}

/**
 * Every answer to /api/users/<A id>… the page or the worker got after A logged out: none may carry
 * A's data, and none may come from the worker's caches.
 */
function watchUserAnswers(context: BrowserContext, aId: string) {
  const state = { watching: false, answers: [] as { url: string; status: number; fromServiceWorker: boolean }[] };
  context.on('response', (response) => {
    if (!state.watching || !new URL(response.url()).pathname.startsWith(`/api/users/${aId}`)) return;
    state.answers.push({ url: response.url(), status: response.status(), fromServiceWorker: response.fromServiceWorker() });
  });
  return state;
}

/** From the page, with no token: the browser's HTTP cache (`force-cache`), then the worker's caches. */
function readAFromThePage(page: Page, aId: string) {
  return page.evaluate(async (id) => {
    const url = `/api/users/${id}`;
    const results: { how: string; status: number; body: string }[] = [];
    for (const path of [url, `${url}/favorites`]) {
      try {
        const res = await fetch(path, { cache: 'force-cache' });
        results.push({ how: `fetch force-cache ${path}`, status: res.status, body: await res.text() });
      } catch {
        results.push({ how: `fetch force-cache ${path}`, status: 0, body: '' });
      }
      try {
        const res = await fetch(path, { cache: 'only-if-cached', mode: 'same-origin' });
        results.push({ how: `fetch only-if-cached ${path}`, status: res.status, body: await res.text() });
      } catch {
        results.push({ how: `fetch only-if-cached ${path}`, status: 0, body: '' });
      }
      const cached = await caches.match(path);
      results.push({ how: `caches.match ${path}`, status: cached?.status ?? 0, body: cached ? await cached.text() : '' });
    }
    return results;
  }, aId);
}

async function logout(page: Page) {
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  if (await burger.isVisible()) {
    await burger.click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
  } else {
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

test.describe('Nothing private left behind on a shared phone', () => {
  test("after A logs out, neither an anonymous visitor (online or offline) nor B can read A's data from any cache", async ({ page, context, request }, testInfo) => {
    test.slow();
    const a = await registerUser(request, newPerson('ana'));
    const aToken = await apiLogin(request, a.username, a.password);
    const aId = userIdOf(aToken);
    const all = await allBusinesses<{ _id: string; name: string }>(request);
    const floridita = all.find((b) => b.name === 'El Floridita')!;
    expect((await request.post(`/api/users/${aId}/favorites/${floridita._id}`, { headers: { Authorization: `Bearer ${aToken}` } })).ok()).toBeTruthy();
    const b = await registerUser(request, { ...newPerson('berta'), name: 'Berta Pérez' });
    const A = { ...a, id: aId };
    const watched = watchUserAnswers(context, aId);

    await test.step('A signs in on the phone, opens the profile and the favourites', async () => {
      await page.goto('/login');
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the worker controls the page' }).toBe(true);
      await loginThroughScreen(page, a.username, a.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
      await expect(page.getByText(a.email)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'El Floridita' })).toBeAttached();
      // the server marks A's answers private: neither the HTTP cache nor the worker may keep them
      const profile = await request.get(`/api/users/${aId}`, { headers: { Authorization: `Bearer ${aToken}` } });
      expect(profile.headers()['cache-control']).toBe('private, no-store');
      // kept for offline use under A's id while A is signed in
      expect(await page.evaluate((id) => localStorage.getItem(`guia-private:${id}`), aId)).toContain(a.email);
      await logout(page);
      watched.watching = true;
    });

    await test.step('(a) online, anonymous: no cache holds A, and /api/users/<A> is refused by the server', async () => {
      await page.reload();
      await expectNothingOf(page, A, 'anonymous, online');
      const reads = await readAFromThePage(page, aId);
      for (const read of reads) {
        expect(read.body, read.how).not.toContain(a.email);
        expect(read.status, read.how).not.toBe(200);
      }
      await page.goto('/perfil');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(a.email)).toHaveCount(0);
    });

    await test.step('(b) offline, anonymous: nothing of A anywhere', async () => {
      await context.setOffline(true);
      await page.goto('/');
      await expect(pageHeading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA')).toBeVisible();
      await expectNothingOf(page, A, 'anonymous, offline');
      for (const read of await readAFromThePage(page, aId)) {
        expect(read.body, read.how).not.toContain(a.email);
        expect(read.status, read.how).not.toBe(200);
      }
      await page.goto('/perfil');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(a.email)).toHaveCount(0);
      await context.setOffline(false);
    });

    await test.step('(c) B signs in on the same phone: sees only B, and nothing of A is kept', async () => {
      await page.goto('/login');
      await loginThroughScreen(page, b.username, b.password);
      // (the login screen goes back to where the visitor was sent from: /perfil, earlier)
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { level: 1, name: b.name })).toBeVisible();
      await expect(page.getByText(b.email)).toBeVisible();
      await expect(page.getByText(a.email)).toHaveCount(0);
      await expectNothingOf(page, A, 'B signed in');
      for (const read of await readAFromThePage(page, aId)) expect(read.body, read.how).not.toContain(a.email);
      await page.screenshot({ path: `artifacts/screenshots/private-data-b-profile-${testInfo.project.name}.png`, fullPage: true });
    });

    await test.step('(c) offline as B: still nothing of A', async () => {
      await context.setOffline(true);
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { level: 1, name: b.name })).toBeVisible();
      await expect(page.getByText(a.email)).toHaveCount(0);
      await expectNothingOf(page, A, 'B signed in, offline');
      await context.setOffline(false);
    });

    expect(watched.answers.filter((answer) => answer.fromServiceWorker), '/api/users/<A id> answered by the worker').toEqual([]);
    expect(watched.answers.filter((answer) => answer.status === 200), '/api/users/<A id> answered with A\'s data after logout').toEqual([]);
  });
});
