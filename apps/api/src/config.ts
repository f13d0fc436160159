import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '@guia/contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api, whether running from src/ (tsx, vitest) or dist/ (node). */
const apiRoot = path.resolve(here, '..');
const repoRoot = path.resolve(apiRoot, '../..');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** loopback by default: only the container image (Dockerfile) listens on every interface */
  HOST: z.string().default('127.0.0.1'),
  MONGODB_URI: optionalString,
  DATA_STORE: z.preprocess(emptyToUndefined, z.enum(['memory', 'mongo']).optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z.string().default('7d'),
  CORS_ORIGIN: optionalString,
  GOOGLE_MAPS_API_KEY: optionalString,
  /** Base URL of the Google Places HTTP API; tests point it at a local fake. */
  GOOGLE_PLACES_BASE_URL: optionalString,
  GOOGLE_TIMEOUT_MS: z.coerce.number().int().positive().default(2500),
  /** OSRM-compatible routing server for directions on the OSM map (the API calls it, never the browser). */
  ROUTING_URL: z.string().url().default('https://router.project-osrm.org'),
  /** an OSRM-compatible server with a walking profile (issue 22 §2); unset: walking times are estimated from the driving route */
  ROUTING_URL_FOOT: z.preprocess(emptyToUndefined, z.string().url().optional()),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  UPLOADS_DIR: z.string().default(path.join(repoRoot, '.data', 'uploads')),
  /** where uploaded files go: local disk (UPLOADS_DIR) or GridFS in the app's MongoDB (shared by every instance) */
  STORAGE: z.enum(['local', 'gridfs']).default('local'),
  /** mongodb-memory-server's own switch: may the embedded MongoDB's binary be downloaded (once, ~100 MB)? */
  MONGOMS_RUNTIME_DOWNLOAD: z.preprocess(emptyToUndefined, z.string().optional()),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  ADMIN_EMAIL: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: z.string().default('Administrador'),
  SEED: bool.default(true),
  /** with the demo catalogue, the demo owner of La Guarida (issue 21); default: on in development only, never in production */
  DEMO_OWNER: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pino-pretty lines instead of JSON; unset: in development only (pnpm dev) */
  LOG_PRETTY: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW_MS: z.coerce.number().int().positive().default(15 * 60 * 1000),
  /** accounts one address may register per window (generous: carrier-grade NAT puts many people behind one) */
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  REGISTER_RATE_WINDOW_MS: z.coerce.number().int().positive().default(60 * 60 * 1000),
  /** reviews one account may publish per window */
  REVIEW_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REVIEW_RATE_WINDOW_MS: z.coerce.number().int().positive().default(60 * 60 * 1000),
  /** SIGTERM: how long requests in flight may take to finish before the remaining connections are cut */
  SHUTDOWN_MS: z.coerce.number().int().positive().default(10_000),
  /** nearby and search requests one address may make per minute (generous: a panning map and carrier NAT) */
  SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /** directions one address may ask for per minute (each one is a call to the routing server) */
  DIRECTIONS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: bool.default(false),
  /** the site's public address (https://guia.example.cu): canonical links and link previews use it, never the request's Host */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().refine((u) => /^https?:\/\//.test(u), 'PUBLIC_URL debe empezar por http:// o https://').optional()),
  /** the web was built with a Google Maps browser key: the CSP then allows Google's map script and its hosts */
  VITE_GOOGLE_MAPS_API_KEY: optionalString,
  /** the site's domain (docker compose: Caddy gets its HTTPS certificate): PUBLIC_URL defaults to https://DOMAIN */
  DOMAIN: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9.-]+$/, 'DOMAIN es solo el nombre (guia.example.cu), sin https:// ni /').optional()),
  /** an OpenStreetMap PMTiles archive (cuba.pmtiles) the map serves instead of the embedded Cuba basemap */
  MAP_TILES: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  mongodbUri?: string;
  dataStore?: 'memory' | 'mongo';
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  corsOrigin: string[] | true;
  google: { apiKey?: string; baseUrl?: string; timeoutMs: number };
  routing: { url: string; footUrl?: string; timeoutMs: number };
  uploadsDir: string;
  storage: 'local' | 'gridfs';
  /** false when MONGOMS_RUNTIME_DOWNLOAD says no (0, false, off, no): the embedded MongoDB is never downloaded */
  embeddedMongoDownload: boolean;
  webDist: string;
  admin: { email: string; username: string; password: string; name: string; isDevDefault: boolean } | null;
  seed: boolean;
  /** seed the demo owner's account with the catalogue (public password: never in production) */
  demoOwner: boolean;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Log lines through pino-pretty (LOG_PRETTY; by default in development, i.e. `pnpm dev`);
   * production and tests write JSON lines. Only where pino-pretty, a devDependency, is installed.
   */
  prettyLogs: boolean;
  bcryptCost: number;
  /** sprayDelayMs: once an address is over its failure limit, its attempts are spaced this far apart */
  loginRateLimit: { max: number; windowMs: number; sprayDelayMs?: number; slowBaseMs?: number; slowMaxMs?: number };
  registerRateLimit: { max: number; windowMs: number };
  reviewRateLimit: { max: number; windowMs: number };
  /** SIGTERM drain time (issue 17 §4) */
  shutdownMs: number;
  /** per address and minute (issue 17 §5) */
  searchRateLimit: { max: number; windowMs: number };
  directionsRateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  /** origin for canonical links and previews (PUBLIC_URL; else https://DOMAIN; else this server on localhost) */
  publicUrl: string;
  /** the browser loads Google's map script (the web was built with VITE_GOOGLE_MAPS_API_KEY) */
  googleMapsInBrowser: boolean;
  /**
   * The map's vector basemap (PMTiles v3): `tiles` is the archive MAP_TILES names (street detail
   * from OpenStreetMap); `embedded` the Cuba basemap in assets/basemap, served when `tiles` is
   * unset, missing or not a PMTiles v3 vector archive.
   */
  map: { tiles?: string; embedded: string };
}

/** The development admin's account when ADMIN_* are not set (outside production); its password is random. */
export const DEV_ADMIN = { email: 'admin@guiacuba.local', username: 'admin' } as const;
/** The literal older versions signed with: public in the source, so never accepted (issue 17 §1). */
const PUBLIC_JWT_SECRETS = new Set(['dev-only-secret-change-me-in-production', 'change-me', 'changeme', 'secret']);
const JWT_SECRET_FILE = 'jwt-secret';
/** NODE_ENV=test: one random secret per process, shared by every app a test builds (never written anywhere). */
const TEST_PROCESS_SECRET = crypto.randomBytes(32).toString('hex');

/**
 * The signing secret when JWT_SECRET is not set (issue 17 §1): generated at the first start and
 * kept beside the data (`DATA_DIR/jwt-secret`, mode 0600), so tokens survive restarts and nobody
 * who reads the source can sign one. Two processes starting together agree (exclusive create).
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} no contiene un secreto válido: bórralo para generar otro`);
  fs.chmodSync(file, 0o600);
  return secret;
}

/** Secrets that may come as files (Docker secrets): NAME_FILE names the file. */
const FILE_VARIABLES = ['JWT_SECRET', 'ADMIN_PASSWORD', 'MONGODB_URI'] as const;

/**
 * For each of FILE_VARIABLES: when NAME is not set and NAME_FILE is, NAME is the file's content,
 * trimmed (docker-compose.yml mounts ./secrets/* at /run/secrets/*). NAME set wins over NAME_FILE.
 * A file that cannot be read, or is empty, stops the start with the variable's name.
 */
function withSecretFiles(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out = { ...env };
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file || env[name]?.trim()) continue;
    let value: string;
    try {
      value = fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(`${name}_FILE: no se puede leer ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    if (!value) throw new Error(`${name}_FILE: ${file} está vacío`);
    out[name] = value;
  }
  return out;
}

/** Parses the environment once. The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=` in a .env file) means "use the default", never 0 or ''.
  const present = Object.fromEntries(Object.entries(withSecretFiles(env)).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const e = envSchema.parse(present);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) throw new Error('JWT_SECRET es obligatorio en producción');
  if (e.JWT_SECRET && (PUBLIC_JWT_SECRETS.has(e.JWT_SECRET) || e.JWT_SECRET.length < 16)) {
    throw new Error('JWT_SECRET es un valor de ejemplo o demasiado corto: usa una cadena aleatoria larga (openssl rand -hex 32) o no lo definas fuera de producción');
  }
  if (e.ADMIN_PASSWORD && (e.ADMIN_PASSWORD.length < MIN_PASSWORD_LENGTH || Buffer.byteLength(e.ADMIN_PASSWORD) > MAX_PASSWORD_BYTES)) {
    throw new Error(`ADMIN_PASSWORD debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres y como mucho ${MAX_PASSWORD_BYTES} bytes`);
  }
  let admin: Config['admin'] = null;
  if (e.ADMIN_EMAIL && e.ADMIN_USERNAME && e.ADMIN_PASSWORD) {
    admin = { email: e.ADMIN_EMAIL, username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME, isDevDefault: false };
  } else if (!isProduction) {
    // a random password, printed once when the account is created (store/seed.ts)
    admin = { ...DEV_ADMIN, password: crypto.randomBytes(12).toString('base64url'), name: e.ADMIN_NAME, isDevDefault: true };
  }
  // tests sign with one secret of their own process; everything else keeps one beside its data
  const jwtSecret = e.JWT_SECRET ?? (e.NODE_ENV === 'test' ? TEST_PROCESS_SECRET : readOrCreateJwtSecret(e.DATA_DIR));
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    mongodbUri: e.MONGODB_URI,
    dataStore: e.DATA_STORE,
    dataDir: e.DATA_DIR,
    jwtSecret,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    corsOrigin: e.CORS_ORIGIN ? e.CORS_ORIGIN.split(',').map((s) => s.trim()) : true,
    google: { apiKey: e.GOOGLE_MAPS_API_KEY, baseUrl: e.GOOGLE_PLACES_BASE_URL, timeoutMs: e.GOOGLE_TIMEOUT_MS },
    routing: { url: e.ROUTING_URL.replace(/\/+$/, ''), footUrl: e.ROUTING_URL_FOOT?.replace(/\/+$/, ''), timeoutMs: e.ROUTING_TIMEOUT_MS },
    uploadsDir: e.UPLOADS_DIR,
    storage: e.STORAGE,
    embeddedMongoDownload: !/^(0|false|off|no)$/i.test(e.MONGOMS_RUNTIME_DOWNLOAD ?? 'true'),
    webDist: e.WEB_DIST,
    admin,
    seed: e.SEED,
    demoOwner: !isProduction && (e.DEMO_OWNER ?? e.NODE_ENV === 'development'),
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.LOG_PRETTY === undefined ? e.NODE_ENV === 'development' : e.LOG_PRETTY === 'true' || e.LOG_PRETTY === '1',
    bcryptCost: e.BCRYPT_COST,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT, windowMs: e.LOGIN_RATE_WINDOW_MS },
    registerRateLimit: { max: e.REGISTER_RATE_LIMIT, windowMs: e.REGISTER_RATE_WINDOW_MS },
    reviewRateLimit: { max: e.REVIEW_RATE_LIMIT, windowMs: e.REVIEW_RATE_WINDOW_MS },
    shutdownMs: e.SHUTDOWN_MS,
    searchRateLimit: { max: e.SEARCH_RATE_LIMIT, windowMs: 60_000 },
    directionsRateLimit: { max: e.DIRECTIONS_RATE_LIMIT, windowMs: 60_000 },
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? (e.DOMAIN ? `https://${e.DOMAIN}` : `http://localhost:${e.PORT}`)).replace(/\/+$/, ''),
    googleMapsInBrowser: Boolean(e.VITE_GOOGLE_MAPS_API_KEY),
    map: { tiles: e.MAP_TILES, embedded: path.join(apiRoot, 'assets', 'basemap', 'cuba-basemap.pmtiles') },
  };
}

/** A config for tests: memory store, fast bcrypt, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BCRYPT_COST: '4', DATA_STORE: 'memory', SEED: 'false' }),
    ...overrides,
  };
}
