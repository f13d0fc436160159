#!/usr/bin/env node
/**
 * End-to-end journeys in a real browser (DESIGN §7): starts the built API (which serves the built
 * SPA) on the memory store, drives Debian's Chromium with playwright-core and asserts what a user
 * sees. Screenshots of every step go to artifacts/e2e/. Run after `pnpm build`:
 *
 *   node scripts/e2e.mjs            (or: pnpm test:e2e, which builds first)
 *
 * Env: E2E_PORT (3100), CHROMIUM_PATH (/usr/bin/chromium), E2E_HEADFUL=1 to watch it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.E2E_PORT ?? '3100';
const BASE = `http://localhost:${PORT}`;
const ARTIFACTS = path.join(root, 'artifacts', 'e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const ADMIN = { username: 'admin', password: 'admin12345', email: 'admin@guiacuba.local' };
const TIMEOUT = 10_000;

const serverEntry = path.join(root, 'apps/api/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const contractsEntry = path.join(root, 'packages/contracts/dist/index.js');

// ---------------------------------------------------------------------------------------------
// tiny runner: steps grouped in journeys; a failed step skips the rest of its journey

const results = { passed: 0, failed: 0, skipped: 0 };
let stepNumber = 0;

class AssertionError extends Error {}

function assert(condition, message) {
  if (!condition) throw new AssertionError(message);
}

async function screenshot(page, name) {
  if (!page || page.isClosed()) return undefined;
  const file = path.join(ARTIFACTS, `${String(stepNumber).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return path.relative(root, file);
}

const slug = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Runs the steps of one journey in order. Each step is [title, async (page) => void]. */
async function journey(title, page, steps) {
  console.log(`\n▶ ${title}`);
  let broken = false;
  for (const [name, run] of steps) {
    stepNumber += 1;
    if (broken) {
      results.skipped += 1;
      console.log(`  - skipped: ${name}`);
      continue;
    }
    const started = Date.now();
    try {
      await run(page);
      const shot = await screenshot(page, slug(name));
      results.passed += 1;
      console.log(`  ✓ ${name} (${Date.now() - started} ms)${shot ? `  [${shot}]` : ''}`);
    } catch (err) {
      const shot = await screenshot(page, `${slug(name)}-FAILED`);
      results.failed += 1;
      broken = true;
      console.log(`  ✗ ${name}`);
      console.log(`      ${err instanceof AssertionError ? err.message : (err?.stack ?? String(err)).split('\n').slice(0, 4).join('\n      ')}`);
      if (page && !page.isClosed()) console.log(`      at ${page.url()}`);
      if (shot) console.log(`      screenshot: ${shot}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// browser helpers

async function expectPath(page, pathname) {
  try {
    await page.waitForURL((url) => url.pathname === pathname || url.pathname === `${pathname}/`, { timeout: TIMEOUT });
  } catch {
    throw new AssertionError(`expected to be at ${pathname}, but the browser is at ${new URL(page.url()).pathname}`);
  }
}

async function expectVisible(locator, what) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
  } catch {
    throw new AssertionError(`expected to see ${what}`);
  }
}

async function expectHidden(locator, what) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout: TIMEOUT });
  } catch {
    throw new AssertionError(`expected not to see ${what}`);
  }
}

const heading = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });
const bar = (page) => page.getByRole('navigation', { name: 'Principal' });
const storedToken = (page) => page.evaluate(() => localStorage.getItem('token'));

async function fillLogin(page, identifier, password) {
  await page.getByLabel('Usuario o correo electrónico').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Aceptar' }).click();
}

// ---------------------------------------------------------------------------------------------
// the server

function startServer() {
  const output = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT,
      DATA_STORE: 'memory',
      JWT_SECRET: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      UPLOADS_DIR: path.join(os.tmpdir(), `guia-e2e-uploads-${process.pid}`),
      MONGODB_URI: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  return { child, output };
}

async function waitForHealth(server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the API exited with code ${server.child.exitCode}:\n${server.output.join('')}`);
    }
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${BASE}/api/health within ${timeoutMs / 1000} s:\n${server.output.join('')}`);
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  for (const [file, hint] of [
    [serverEntry, 'the API is not built'],
    [webIndex, 'the web app is not built'],
    [contractsEntry, 'the contracts are not built'],
  ]) {
    if (!existsSync(file)) {
      console.error(`e2e: ${hint} (${path.relative(root, file)} is missing). Run \`pnpm build\` first.`);
      console.log('e2e: 0 passed, 1 failed');
      process.exit(1);
    }
  }
  const { MSG, ROLES } = await import(pathToFileURL(contractsEntry).href);
  if (!existsSync(CHROMIUM)) {
    console.error(`e2e: Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH).`);
    console.log('e2e: 0 passed, 1 failed');
    process.exit(1);
  }

  await rm(ARTIFACTS, { recursive: true, force: true });
  await mkdir(ARTIFACTS, { recursive: true });

  const server = startServer();
  const stop = () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));

  let browser;
  try {
    const health = await waitForHealth(server);
    console.log(`e2e: API up at ${BASE} (store: ${health.store ?? '?'})`);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: process.env.E2E_HEADFUL !== '1',
    });
    const pageErrors = [];
    const cspErrors = [];
    const newPage = async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ viewport, locale: 'es-ES', baseURL: BASE });
      // Report every CSP violation, even one the page's own code catches (zod's eval probe did).
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT);
      page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
      // A Content-Security-Policy violation is a broken page in waiting: count it as an error.
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(`${page.url()}: ${msg.text()}`);
      });
      return page;
    };

    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const person = {
      name: 'Ana García',
      email: `ana.${suffix}@example.com`,
      username: `ana_${suffix}`,
      password: 'malecon-2025',
    };

    // 1. A visitor registers, is stopped by the guard, logs in, lands back and logs out.
    const visitor = await newPage();
    await journey('A new visitor signs up and logs in', visitor, [
      [
        'the home page shows the hero and the logged-out bar',
        async (page) => {
          await page.goto('/');
          await expectVisible(heading(page, 'DESBLOQUEA LA CUBA AUTÉNTICA'), "the hero 'DESBLOQUEA LA CUBA AUTÉNTICA'");
          await expectVisible(bar(page).getByRole('link', { name: 'Iniciar Sesión' }), "'Iniciar Sesión' in the bar");
          await expectVisible(bar(page).getByRole('link', { name: 'Registrarse' }), "'Registrarse' in the bar");
        },
      ],
      [
        'registering a new user goes to /login with the success notice',
        async (page) => {
          await bar(page).getByRole('link', { name: 'Registrarse' }).click();
          await expectPath(page, '/register');
          await page.getByLabel('Nombre', { exact: true }).fill(person.name);
          await page.getByLabel('Correo electrónico').fill(person.email);
          await page.getByLabel('Nombre de usuario').fill(person.username);
          await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
          await page.getByRole('button', { name: 'Aceptar' }).click();
          await expectPath(page, '/login');
          await expectVisible(page.getByText(MSG.registrationSuccess), `the notice '${MSG.registrationSuccess}'`);
        },
      ],
      [
        'opening /mapa while logged out is redirected to /login',
        async (page) => {
          await page.goto('/mapa');
          await expectPath(page, '/login');
          await expectVisible(heading(page, 'Iniciar sesión'), 'the login screen');
        },
      ],
      [
        'wrong password shows the server message in red and clears the password',
        async (page) => {
          await fillLogin(page, person.username, 'no-es-la-clave');
          const alert = page.getByRole('alert');
          await expectVisible(alert, 'an error message');
          const text = await alert.textContent();
          const className = (await alert.getAttribute('class')) ?? '';
          assert(/inválidas|incorrectas/i.test(text ?? ''), `expected a wrong-credentials message, got '${text}'`);
          assert(className.includes('alert--error'), `expected the message in red (alert--error), got class '${className}'`);
          const password = await page.getByLabel('Contraseña', { exact: true }).inputValue();
          assert(password === '', 'expected the password field to be cleared after the error');
        },
      ],
      [
        'logging in lands back on /mapa, where the guard stopped us',
        async (page) => {
          await fillLogin(page, person.username, person.password);
          await expectPath(page, '/mapa');
          await expectVisible(heading(page, 'Mapa'), "the heading 'Mapa'");
          await expectVisible(bar(page).getByRole('link', { name: 'Mapa' }), "'Mapa' in the bar");
          assert(await storedToken(page), 'expected a token in localStorage');
          assert((await bar(page).getByRole('link', { name: 'Negocios' }).count()) === 0, 'a plain user must not see admin links');
        },
      ],
      [
        'the session survives a reload',
        async (page) => {
          await page.reload();
          await expectVisible(heading(page, 'Mapa'), "the heading 'Mapa' after reload");
          await expectPath(page, '/mapa');
        },
      ],
      [
        'logging out goes to / with Iniciar Sesión visible',
        async (page) => {
          await page.getByRole('button', { name: 'Menú de usuario' }).click();
          await page.getByRole('button', { name: 'Cerrar sesión' }).click();
          await expectPath(page, '/');
          await expectVisible(bar(page).getByRole('link', { name: 'Iniciar Sesión' }), "'Iniciar Sesión' in the bar");
          await expectHidden(bar(page).getByRole('link', { name: 'Mapa' }), "'Mapa' in the bar");
          assert((await storedToken(page)) === null, 'expected the token to be removed');
        },
      ],
    ]);

    // 2. The admin sees the four admin links and reaches a management screen.
    const admin = await newPage();
    await journey('The admin logs in', admin, [
      [
        'the admin logs in and sees the four admin links',
        async (page) => {
          await page.goto('/login');
          await fillLogin(page, ADMIN.username, ADMIN.password);
          await expectPath(page, '/');
          for (const [name, href] of [
            ['Negocios', '/business'],
            ['Categorías', '/categoria'],
            ['Usuarios', '/usuario'],
            ['Evento', '/evento'],
          ]) {
            const link = bar(page).getByRole('link', { name, exact: true });
            await expectVisible(link, `the admin link '${name}'`);
            const actual = await link.getAttribute('href');
            assert(actual === href, `expected '${name}' to link to ${href}, got ${actual}`);
          }
          const role = await page.evaluate(() => {
            const token = localStorage.getItem('token');
            const part = token?.split('.')[1] ?? '';
            return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))).sub.role_id;
          });
          assert(role === ROLES.ADMIN, `expected the token to carry role_id ${ROLES.ADMIN}, got ${role}`);
        },
      ],
      [
        'the admin opens Evento and sees the events screen',
        async (page) => {
          await bar(page).getByRole('link', { name: 'Evento', exact: true }).click();
          await expectPath(page, '/evento');
          await expectVisible(heading(page, 'Eventos'), "the heading 'Eventos'");
        },
      ],
    ]);

    // 3. A logged-in non-admin is kept out of the management screens.
    const plain = await newPage();
    await journey('A non-admin tries an admin screen', plain, [
      [
        'a non-admin visiting /business lands on /mapa',
        async (page) => {
          await page.goto('/login');
          await fillLogin(page, person.email, person.password);
          await expectPath(page, '/');
          await page.goto('/business');
          await expectPath(page, '/mapa');
          await expectVisible(heading(page, 'Mapa'), "the heading 'Mapa'");
        },
      ],
    ]);

    // 4. Phones: the hamburger menu.
    const phone = await newPage({ width: 390, height: 844 });
    await journey('On a 390 px phone', phone, [
      [
        'the hamburger replaces the links and opens the menu below the bar',
        async (page) => {
          await page.goto('/');
          const burger = page.getByRole('button', { name: 'Abrir menú' });
          await expectVisible(burger, "the 'Abrir menú' button");
          assert(!(await bar(page).getByRole('link', { name: 'Tops' }).isVisible()), 'desktop links should be hidden at 390 px');
          await burger.click();
          const menu = page.locator('#mobile-menu');
          await expectVisible(menu.getByRole('link', { name: 'Iniciar Sesión' }), "'Iniciar Sesión' in the mobile menu");
          await expectVisible(menu.getByRole('link', { name: 'Registrarse' }), "'Registrarse' in the mobile menu");
          const top = await menu.evaluate(async (el) => {
            await Promise.all(el.getAnimations().map((animation) => animation.finished));
            return Math.round(el.getBoundingClientRect().top);
          });
          assert(top === 80, `expected the mobile menu 80 px from the top, got ${top}`);
        },
      ],
      [
        'choosing an entry navigates and closes the menu',
        async (page) => {
          await page.locator('#mobile-menu').getByRole('link', { name: 'Tops' }).click();
          await expectPath(page, '/tops');
          await expectVisible(heading(page, 'Tops'), "the heading 'Tops'");
          await expectHidden(page.locator('#mobile-menu'), 'the mobile menu');
        },
      ],
    ]);

    await journey('Health of the pages', null, [
      [
        'no uncaught errors in any page',
        async () => {
          assert(pageErrors.length === 0, `uncaught page errors:\n      ${pageErrors.join('\n      ')}`);
        },
      ],
      [
        'no Content-Security-Policy violation in any page',
        async () => {
          assert(cspErrors.length === 0, `CSP violations:\n      ${cspErrors.join('\n      ')}`);
        },
      ],
    ]);
  } catch (err) {
    results.failed += 1;
    console.error(`\ne2e: could not run: ${err?.stack ?? err}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await stopServer(server);
    await rm(path.join(os.tmpdir(), `guia-e2e-uploads-${process.pid}`), { recursive: true, force: true }).catch(() => undefined);
  }

  const failed = results.failed + results.skipped;
  console.log(`\nScreenshots in ${path.relative(root, ARTIFACTS)}/`);
  console.log(`e2e: ${results.passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
