import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './extract';

/**
 * Issue 24 §5: deploy/osm-refresh.mjs, what the compose file's osm-import and osm-refresh services
 * run: downloads the extract, checks it against the published MD5, then runs the import on it and
 * exits with its code. Here against a local server (never the internet) and a stand-in import.
 */

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../deploy/osm-refresh.mjs');
const EXTRACT = Buffer.from('not really a pbf, but bytes to download');
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

let server: http.Server;
let base: string;
let published = md5(EXTRACT);
let dir: string;

beforeAll(async () => {
  dir = tempDir('guia-osm-refresh-');
  server = http.createServer((req, res) => {
    if (req.url === '/cuba-latest.osm.pbf') res.end(EXTRACT);
    else if (req.url === '/cuba-latest.osm.pbf.md5') res.end(`${published}  cuba-latest.osm.pbf\n`);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for dist/osm-import.js: records its arguments, exits with IMPORT_EXIT. */
function fakeImport(): { script: string; calls: string } {
  const script = path.join(dir, `import-${Date.now()}.mjs`);
  const calls = `${script}.calls`;
  fs.writeFileSync(script, `import fs from 'node:fs';\nfs.appendFileSync(${JSON.stringify(calls)}, JSON.stringify(process.argv.slice(2)) + '\\n');\nprocess.exit(Number(process.env.IMPORT_EXIT ?? 0));\n`);
  return { script, calls };
}

function run(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, 'once'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('deploy/osm-refresh.mjs once', () => {
  it('downloads the extract, checks its MD5, imports it (with the bbox when set) and exits with the import’s code', async () => {
    const { script, calls } = fakeImport();
    const osmDir = path.join(dir, 'ok');
    const r = await run({ OSM_EXTRACT_URL: `${base}/cuba-latest.osm.pbf`, OSM_DIR: osmDir, OSM_IMPORT_SCRIPT: script, OSM_BBOX: '-82.5,23.0,-82.2,23.2' });
    expect(r.code, r.out).toBe(0);
    const file = path.join(osmDir, 'cuba-latest.osm.pbf');
    expect(fs.readFileSync(file)).toEqual(EXTRACT);
    expect(fs.existsSync(`${file}.part`)).toBe(false);
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n').map((l) => JSON.parse(l))).toEqual([[file, '--bbox=-82.5,23.0,-82.2,23.2']]);
    expect(r.out).toContain('MD5 comprobado');
  });

  it('a download whose MD5 differs from the published one is thrown away: no import, exit 1', async () => {
    const { script, calls } = fakeImport();
    published = 'f'.repeat(32);
    try {
      const osmDir = path.join(dir, 'bad');
      const r = await run({ OSM_EXTRACT_URL: `${base}/cuba-latest.osm.pbf`, OSM_DIR: osmDir, OSM_IMPORT_SCRIPT: script });
      expect(r.code).toBe(1);
      expect(r.out).toContain('la suma MD5 no coincide');
      expect(r.out).toContain('no se ha cambiado nada');
      expect(fs.existsSync(calls)).toBe(false);
      expect(fs.readdirSync(osmDir)).toEqual([]);
    } finally {
      published = md5(EXTRACT);
    }
  });

  it('a failed download or a failed import exits 1', async () => {
    const { script } = fakeImport();
    const missing = await run({ OSM_EXTRACT_URL: `${base}/nope.osm.pbf`, OSM_DIR: path.join(dir, 'missing'), OSM_IMPORT_SCRIPT: script });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('la descarga respondió 404');
    const refused = await run({ OSM_EXTRACT_URL: `${base}/cuba-latest.osm.pbf`, OSM_DIR: path.join(dir, 'refused'), OSM_IMPORT_SCRIPT: script, IMPORT_EXIT: '1' });
    expect(refused.code).toBe(1);
  });
});
