#!/usr/bin/env node
/**
 * OpenStreetMap places for the compose deployment (issue 24 §5): downloads Geofabrik's Cuba
 * extract and imports it into the deployment's MongoDB with the API image's built
 * `pnpm osm:import` (apps/api/dist/osm-import.js). Runs inside the guia-cuba image (Node only:
 * no curl there), mounted by docker-compose.yml's osm-import and osm-refresh services.
 *
 *   node osm-refresh.mjs once    download + import, exit with the import's code (0 done, 1 refused/failed)
 *   node osm-refresh.mjs loop    the same now, then every OSM_REFRESH_DAYS days (default 7), forever
 *
 * Env: OSM_EXTRACT_URL (default Geofabrik's cuba-latest.osm.pbf), OSM_DIR (/app/.data/osm),
 * OSM_REFRESH_DAYS (7), OSM_RETRY_HOURS (6: the wait after a failed run in `loop`), OSM_BBOX
 * (optional w,s,e,n), OSM_IMPORT_SCRIPT (/app/apps/api/dist/osm-import.js). The store comes from
 * the same variables as the API (MONGODB_URI_FILE …).
 *
 * The download goes to a .part file and is checked against Geofabrik's published .md5 (when the
 * server has one) before it replaces the previous extract; a failed or corrupt download changes
 * nothing, and neither does a failed import (it is all-or-nothing). Each run is kept by the
 * import itself: the admin sees it under 'Datos de OpenStreetMap'.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const URL_DEFAULT = 'https://download.geofabrik.de/central-america/cuba-latest.osm.pbf';
const url = process.env.OSM_EXTRACT_URL || URL_DEFAULT;
const dir = process.env.OSM_DIR || '/app/.data/osm';
const days = Number(process.env.OSM_REFRESH_DAYS || 7);
const retryHours = Number(process.env.OSM_RETRY_HOURS || 6);
const script = process.env.OSM_IMPORT_SCRIPT || '/app/apps/api/dist/osm-import.js';
const bbox = process.env.OSM_BBOX?.trim();

const log = (message) => console.log(`${new Date().toISOString()} osm: ${message}`);

async function download() {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, path.basename(new URL(url).pathname) || 'extract.osm.pbf');
  const part = `${file}.part`;
  log(`descargando ${url}`);
  const res = await fetch(url, { signal: AbortSignal.timeout(30 * 60_000) });
  if (!res.ok || !res.body) throw new Error(`la descarga respondió ${res.status}`);
  const hash = createHash('md5');
  let bytes = 0;
  const body = Readable.fromWeb(res.body);
  body.on('data', (chunk) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  await pipeline(body, fs.createWriteStream(part));
  const md5 = hash.digest('hex');
  const expected = await fetch(`${url}.md5`, { signal: AbortSignal.timeout(60_000) })
    .then((r) => (r.ok ? r.text() : null))
    .catch(() => null);
  const published = expected?.trim().split(/\s+/)[0];
  if (published && /^[a-f\d]{32}$/i.test(published) && published.toLowerCase() !== md5) {
    fs.rmSync(part, { force: true });
    throw new Error(`la suma MD5 no coincide (${md5}, publicada ${published}): descarga descartada`);
  }
  fs.renameSync(part, file);
  log(`descargado ${file} (${(bytes / 1e6).toFixed(1)} MB${published ? ', MD5 comprobado' : ''})`);
  return file;
}

function runImport(file) {
  const args = [script, file, ...(bbox ? [`--bbox=${bbox}`] : [])];
  log(`importando: node ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      log(`no se pudo lanzar la importación: ${err.message}`);
      resolve(1);
    });
  });
}

async function once() {
  try {
    const code = await runImport(await download());
    log(code === 0 ? 'importación terminada' : `la importación terminó con código ${code}; no se ha cambiado nada`);
    return code;
  } catch (err) {
    log(`${err?.message ?? err}; no se ha cambiado nada`);
    return 1;
  }
}

/** waits `ms` in steps of at most a day (a timer cannot wait more than ~24.8 days at once) */
async function sleep(ms) {
  for (let left = ms; left > 0; left -= 86_400_000) await new Promise((resolve) => setTimeout(resolve, Math.min(left, 86_400_000)));
}

const mode = process.argv[2] ?? 'once';
if (mode === 'once') {
  process.exit(await once());
} else if (mode === 'loop') {
  if (!(days > 0) || !(retryHours > 0)) {
    log('OSM_REFRESH_DAYS y OSM_RETRY_HOURS deben ser números positivos');
    process.exit(2);
  }
  // `docker compose stop` sends SIGTERM: stop at once (an import in progress changes nothing until it ends)
  process.on('SIGTERM', () => process.exit(0));
  for (;;) {
    const code = await once();
    const wait = code === 0 ? days * 24 * 3_600_000 : retryHours * 3_600_000;
    log(`la próxima actualización, dentro de ${code === 0 ? `${days} días` : `${retryHours} horas`}`);
    await sleep(wait);
  }
} else {
  console.error('Uso: node osm-refresh.mjs once|loop');
  process.exit(2);
}
