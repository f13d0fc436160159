import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OSM_MESSAGES } from '@guia/contracts';
import { createLogger } from '../../shared/logger';
import { MEMORY_STORE_FILE, openPersistentMemoryStore } from '../../store/persist';
import { node, tempDir, writeExtract } from '../../modules/osm/__tests__/extract';
import { boundedHeapArgs, IMPORT_HEAP_MB, runOsmImport } from '../osm-import';


const env = (dataDir: string) => ({ NODE_ENV: 'test', DATA_STORE: 'memory', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
};
const PLACES = [
  node(1, 23.1352, -82.3597, { amenity: 'restaurant', name: 'Paladar Uno' }),
  node(2, 23.1362, -82.3597, { amenity: 'cafe', name: 'Café Dos' }),
];

describe('pnpm osm:import <file> (the command, on the configured store)', () => {
  it('imports into the embedded memory store’s data file and says what it did, with the ODbL credit', async () => {
    const dataDir = tempDir('guia-osm-cli-');
    const file = writeExtract(dataDir, 'cuba', PLACES);
    const c = capture();
    const result = await runOsmImport([file], env(dataDir), c.io);
    expect(result.code).toBe(0);
    expect(c.out[0]).toMatch(/^Importación terminada en \d+\.\d s: 2 lugares \(2 nuevos, 0 actualizados, 0 sin cambios, 0 retirados; 0 descartados\)\.$/);
    expect(c.out).toContain('Datos © OpenStreetMap contributors (ODbL).');
    const opened = await openPersistentMemoryStore({ dataDir, logger: createLogger('silent') });
    try {
      expect(await opened.store.osmPlaces.count()).toBe(2);
      expect(await opened.store.osmPlaces.lastImport()).toMatchObject({ file: 'cuba.osm.pbf', added: 2 });
    } finally {
      await opened.close();
    }
    // again: nothing changes
    const again = await runOsmImport([file], env(dataDir), capture().io);
    expect(again.summary).toMatchObject({ total: 2, added: 0, updated: 0, unchanged: 2 });
  });

  it('refuses in Spanish, changing nothing, while a running server holds the embedded store', async () => {
    const dataDir = tempDir('guia-osm-cli-');
    const file = writeExtract(dataDir, 'cuba', PLACES);
    // a live process (this test's parent) holds the store's pid lock
    fs.writeFileSync(path.join(dataDir, `${MEMORY_STORE_FILE}.lock`), String(process.ppid));
    const c = capture();
    const result = await runOsmImport([file], env(dataDir), c.io);
    expect(result.code).toBe(1);
    expect(c.err).toEqual([OSM_MESSAGES.heldByServer(process.ppid, dataDir)]);
    expect(fs.existsSync(path.join(dataDir, MEMORY_STORE_FILE))).toBe(false);
    // a lock left by a process that is gone does not stop it
    fs.writeFileSync(path.join(dataDir, `${MEMORY_STORE_FILE}.lock`), '999999999');
    expect((await runOsmImport([file], env(dataDir), capture().io)).code).toBe(0);
  });

  it('answers the usage, a bad bbox, a missing file and a corrupt file in Spanish', async () => {
    const dataDir = tempDir('guia-osm-cli-');
    const cases: [string[], number, string][] = [
      [[], 2, OSM_MESSAGES.usage],
      [['a.pbf', 'b.pbf'], 2, OSM_MESSAGES.usage],
      [['a.pbf', '--force'], 2, OSM_MESSAGES.usage],
      [['a.pbf', '--bbox=1,2,3'], 2, OSM_MESSAGES.badBbox],
      [['a.pbf', '--bbox=-82,23.2,-82.5,23'], 2, OSM_MESSAGES.badBbox],
      [[path.join(dataDir, 'no-such.osm.pbf')], 1, OSM_MESSAGES.fileMissing(path.join(dataDir, 'no-such.osm.pbf'))],
    ];
    for (const [argv, code, message] of cases) {
      const c = capture();
      expect((await runOsmImport(argv, env(dataDir), c.io)).code, argv.join(' ')).toBe(code);
      expect(c.err).toEqual([message]);
    }
    const corrupt = path.join(dataDir, 'corrupt.osm.pbf');
    fs.writeFileSync(corrupt, Buffer.alloc(300, 7));
    const c = capture();
    expect((await runOsmImport([corrupt], env(dataDir), c.io)).code).toBe(1);
    expect(c.err.at(-1)).toMatch(/^El archivo no es un extracto \.osm\.pbf válido o está incompleto/);
  });
});

describe('the command bounds its own heap (issue 24: a re-import of 100,000 places under 512 MB)', () => {
  it('runs itself again with --max-old-space-size (OSM_IMPORT_HEAP_MB, default IMPORT_HEAP_MB), keeping the loader flags and arguments', () => {
    const argv = ['/usr/bin/node', '/app/dist/osm-import.js', 'cuba.osm.pbf', '--bbox=-82.5,23,-82.2,23.2'];
    expect(boundedHeapArgs(['--import', 'tsx'], argv, {})).toEqual([
      '--import',
      'tsx',
      `--max-old-space-size=${IMPORT_HEAP_MB}`,
      '/app/dist/osm-import.js',
      'cuba.osm.pbf',
      '--bbox=-82.5,23,-82.2,23.2',
    ]);
    expect(boundedHeapArgs([], argv, { OSM_IMPORT_HEAP_MB: '1024' })).toContain('--max-old-space-size=1024');
  });

  it('does not when the heap is bounded already (flag, NODE_OPTIONS) or it is that second run', () => {
    const argv = ['/usr/bin/node', '/app/dist/osm-import.js', 'cuba.osm.pbf'];
    expect(boundedHeapArgs(['--max-old-space-size=256'], argv, {})).toBeNull();
    expect(boundedHeapArgs([], argv, { NODE_OPTIONS: '--max-old-space-size=300' })).toBeNull();
    expect(boundedHeapArgs([], argv, { GUIA_OSM_IMPORT_CHILD: '1' })).toBeNull();
  });
});
