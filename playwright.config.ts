/**
 * Browser journeys (DESIGN §7) on @playwright/test with Debian's Chromium (no browser download):
 * the built API (serving the built SPA) starts on the memory store; every spec runs on a desktop
 * and a phone project. Traces, screenshots and the HTML report go to artifacts/e2e/.
 *
 *   pnpm test:e2e                     build, then every journey
 *   pnpm test:e2e:run e2e/home.spec.ts   an already-built app, one file (add --project=desktop …)
 *
 * Env: E2E_PORT (3100), CHROMIUM_PATH (/usr/bin/chromium), E2E_HEADFUL=1 to watch.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, E2E_PORT, OSRM_PORT } from './e2e/env';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const uploads = path.join(os.tmpdir(), `guia-e2e-uploads-${E2E_PORT}`);
// The memory store keeps its data in DATA_DIR (issue 10 §1): each run starts on a fresh one (the
// workers, which read this file too, inherit GUIA_E2E_RUN and so name the same folder).
const dataDir = path.join(os.tmpdir(), `guia-e2e-data-${E2E_PORT}-${process.env.GUIA_E2E_RUN ??= String(Date.now())}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/e2e/results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: './artifacts/e2e/report', open: 'never' }], ['./e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    // The service worker would answer from its caches between journeys; the offline journey allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: CHROMIUM,
      headless: process.env.E2E_HEADFUL !== '1',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // Issue 16 §1: the guide writes Cuba's time whatever the device's zone, so neither project is in
  // Havana's: the desktop runs in UTC, the phone in Tokyo (+9, a different day for evening times).
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Tokyo' } },
  ],
  webServer: [
    {
      // the OpenStreetMap journey's places first (issue 24 §5: a tiny extract of Trinidad, far
      // from every seeded business), into the same fresh DATA_DIR, then the server
      command: 'node apps/api/dist/osm-import.js e2e/osm-data/osm-trinidad.osm.pbf && node apps/api/dist/server.js',
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'development',
        PORT: String(E2E_PORT),
        DATA_STORE: 'memory',
        JWT_SECRET: 'e2e-only-secret-0123456789',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_EMAIL: ADMIN.email,
        UPLOADS_DIR: uploads,
        DATA_DIR: dataDir,
        MONGODB_URI: '',
        // generous limits: many journeys log in from one address
        LOGIN_RATE_LIMIT: '1000',
        REGISTER_RATE_LIMIT: '10000',
        REVIEW_RATE_LIMIT: '1000',
        SEARCH_RATE_LIMIT: '100000',
        DIRECTIONS_RATE_LIMIT: '10000',
        // one proxy trusted: a journey may name its visitor's address (X-Forwarded-For) so the
        // counters, once per client and hour, count it (issue 21 §6); without the header nothing changes
        TRUST_PROXY: 'true',
        // directions on the OSM map go through the API to this fake OSRM server
        ROUTING_URL: `http://localhost:${OSRM_PORT}`,
      },
    },
    {
      // A tiny OSRM-compatible routing server for the map's directions (issue 7); never the internet.
      command: `node e2e/fake-osrm.mjs ${OSRM_PORT}`,
      url: `http://localhost:${OSRM_PORT}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
