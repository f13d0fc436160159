#!/usr/bin/env node
/**
 * Screenshots of the main screens at desktop (1280×800) and phone (390×844) widths, into
 * artifacts/screenshots/. Needs a running app (`pnpm start`, or any BASE_URL):
 *
 *   BASE_URL=http://localhost:3000 node scripts/screenshots.mjs      (or: pnpm screenshots)
 *
 * /login and /register are taken logged out; the rest logged in as the admin (ADMIN_USERNAME /
 * ADMIN_PASSWORD: the development admin's password is random and printed once at the first start,
 * so pass it here, or start the app with the ADMIN_* variables set).
 * Env: CHROMIUM_PATH (/usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const OUT = path.join(root, 'artifacts', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const ADMIN = { identifier: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? '' };
if (!ADMIN.password) console.warn('ADMIN_PASSWORD is not set: the screens behind the admin login will show the login page');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

/** [file name, path, logged in?] */
const SHOTS = [
  ['home', '/', false],
  ['login', '/login', false],
  ['register', '/register', false],
  ['home-admin', '/', true],
  ['tops', '/tops', true],
  ['mapa', '/mapa', true],
  ['perfil', '/perfil', true],
  ['evento', '/evento', true],
];

/** A business page too: the first elite business of the running app. */
async function businessShot() {
  try {
    const res = await fetch(`${BASE}/api/business/elite`);
    const [first] = res.ok ? await res.json() : [];
    return first?._id ? [['business', `/business/${first._id}`, false]] : [];
  } catch {
    return [];
  }
}

async function adminToken() {
  let res;
  try {
    res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
  } catch (err) {
    throw new Error(`cannot reach ${BASE} (${err.cause?.code ?? err.message}). Start the app first: pnpm start`);
  }
  const body = await res.json().catch(() => ({}));
  if (!res.ok || typeof body.token !== 'string') {
    throw new Error(`admin login failed (${res.status}): ${body.message ?? 'no token in the answer'}`);
  }
  return body.token;
}

async function settle(page) {
  await page.waitForLoadState('load');
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  // let entrance animations and late images finish
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const token = await adminToken();
  await mkdir(OUT, { recursive: true });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  let count = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const loggedIn of [false, true]) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: 1,
          locale: 'es-ES',
        });
        if (loggedIn) await context.addInitScript((t) => localStorage.setItem('token', t), token);
        const page = await context.newPage();
        for (const [name, route, needsLogin] of [...SHOTS, ...(await businessShot())]) {
          if (needsLogin !== loggedIn) continue;
          await page.goto(`${BASE}${route}`);
          await settle(page);
          const landed = new URL(page.url()).pathname;
          if (landed.replace(/\/$/, '') !== route.replace(/\/$/, '')) {
            console.warn(`  ! ${route} ended at ${landed}`);
          }
          const file = path.join(OUT, `${name}-${viewport.width}.png`);
          // sections below the first screen are drawn only when scrolled near (content-visibility):
          // a full-page capture draws them all
          await page.screenshot({ path: file, fullPage: true, style: '* { content-visibility: visible !important; }' });
          count += 1;
          console.log(`  ✓ ${path.relative(root, file)}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots: ${count} saved in ${path.relative(root, OUT)}/`);
}

main().catch((err) => {
  console.error(`screenshots: ${err.message ?? err}`);
  process.exit(1);
});
