/**
 * `pnpm osm:import <archivo.osm.pbf> [--bbox=oeste,sur,este,norte]` (issue 24 §1): imports the
 * points of interest of an OpenStreetMap extract (Geofabrik's cuba-latest.osm.pbf) into the store
 * the configuration names — the same selection as the server (MONGODB_URI, the embedded MongoDB
 * under DATA_DIR, or the memory store's DATA_DIR/memory-store.json). The embedded store has one
 * owner at a time: while a server holds it, the command says so and changes nothing.
 * Exit codes: 0 done, 1 refused or failed (nothing changed), 2 usage.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OSM_MESSAGES, OSM_SKIP_REASONS, type OsmImportSummary, type OsmSkipReason } from '@guia/contracts';
import { loadConfig } from '../config';
import { createLogger } from '../shared/logger';
import { openStore } from '../store/open-store';
import { MEMORY_STORE_FILE } from '../store/persist';
import { importOsmExtract, OsmImportError, parseBbox, type Bbox } from '../modules/osm/osm.import';

export interface ImportIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: ImportIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/** The pid of a live process holding the embedded store of `dataDir` (memory store's or mongod's lock), or null. */
export function embeddedStoreHolder(dataDir: string): number | null {
  for (const lock of [path.join(dataDir, `${MEMORY_STORE_FILE}.lock`), path.join(dataDir, 'mongo', 'mongod.lock')]) {
    let text: string;
    try {
      text = fs.readFileSync(lock, 'utf8').trim();
    } catch {
      continue;
    }
    const pid = Number.parseInt(text, 10);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) return pid;
  }
  return null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs the command; answers its exit code and, when it imported, the summary. */
export async function runOsmImport(
  argv: string[],
  /** without it, loadConfig reads the process's environment */
  env?: Record<string, string | undefined>,
  io: ImportIo = consoleIo,
): Promise<{ code: number; summary?: OsmImportSummary }> {
  const files = argv.filter((a) => !a.startsWith('--'));
  const bboxArg = argv.find((a) => a.startsWith('--bbox='));
  const unknown = argv.filter((a) => a.startsWith('--') && !a.startsWith('--bbox='));
  if (files.length !== 1 || unknown.length > 0) {
    io.err(OSM_MESSAGES.usage);
    return { code: 2 };
  }
  let bbox: Bbox | undefined;
  if (bboxArg) {
    const parsed = parseBbox(bboxArg.slice('--bbox='.length));
    if (!parsed) {
      io.err(OSM_MESSAGES.badBbox);
      return { code: 2 };
    }
    bbox = parsed;
  }
  const file = path.resolve(files[0]!);
  if (!fs.existsSync(file)) {
    io.err(OSM_MESSAGES.fileMissing(files[0]!));
    return { code: 1 };
  }

  const config = loadConfig(env);
  if (!config.mongodbUri) {
    const holder = embeddedStoreHolder(config.dataDir);
    if (holder) {
      io.err(OSM_MESSAGES.heldByServer(holder, config.dataDir));
      return { code: 1 };
    }
  }
  const logger = createLogger(config.logLevel, undefined, { pretty: config.prettyLogs });
  let opened: Awaited<ReturnType<typeof openStore>>;
  try {
    opened = await openStore(config, logger, { persistMemory: true });
  } catch (err) {
    io.err(OSM_MESSAGES.storeUnavailable((err as Error)?.message ?? String(err)));
    return { code: 1 };
  }
  try {
    const summary = await importOsmExtract(opened.store, file, {
      bbox,
      onProgress: (elements, places) => io.err(OSM_MESSAGES.progress(elements, places)),
      warn: (m) => io.err(m),
    });
    await opened.flush();
    const skipped = Object.values(summary.skipped).reduce((a, b) => a + b, 0);
    io.out(OSM_MESSAGES.done({ ...summary, skipped, seconds: summary.duration_ms / 1000 }));
    for (const [reason, n] of Object.entries(summary.skipped)) io.out(`  · ${OSM_SKIP_REASONS[reason as OsmSkipReason] ?? reason}: ${n}`);
    io.out('Datos © OpenStreetMap contributors (ODbL).');
    return { code: 0, summary };
  } catch (err) {
    if (err instanceof OsmImportError) io.err(err.message);
    else io.err(OSM_MESSAGES.importFailed((err as Error)?.message ?? String(err)));
    return { code: 1 };
  } finally {
    await opened.close();
  }
}

/**
 * The heap the command runs in (MB; OSM_IMPORT_HEAP_MB, default 384). Node sizes its heap for the
 * machine (gigabytes here) and, with that much room, collects late: a re-import of 100,000 places
 * into the memory store peaked at ~720 MB resident while what it holds at once is ~250 MB (the
 * stored places, the extract's, the data file's text). A bounded heap makes it collect as it goes:
 * the same import stays under 512 MB (pnpm bench osm) for a few seconds more.
 */
export const IMPORT_HEAP_MB = 384;

/** The arguments to run this command again with a bounded heap, or null when it already has one. */
export function boundedHeapArgs(execArgv: string[], argv: string[], env: Record<string, string | undefined>): string[] | null {
  const bounded = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => a.startsWith('--max-old-space-size'));
  if (bounded || env.GUIA_OSM_IMPORT_CHILD === '1') return null;
  const mb = Number(env.OSM_IMPORT_HEAP_MB ?? IMPORT_HEAP_MB);
  if (!Number.isInteger(mb) || mb <= 0) return null;
  return [...execArgv, `--max-old-space-size=${mb}`, ...argv.slice(1)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // how the process itself is started, before any configuration is read: the launcher's own variables
  // eslint-disable-next-line no-restricted-properties
  const launchEnv = process.env;
  const rerun = boundedHeapArgs(process.execArgv, process.argv, launchEnv);
  if (rerun) {
    // the same command in a bounded heap (see IMPORT_HEAP_MB); its output and exit code are ours
    const child = spawnSync(process.execPath, rerun, { stdio: 'inherit', env: { ...launchEnv, GUIA_OSM_IMPORT_CHILD: '1' } });
    process.exit(child.status ?? 1);
  }
  // like the server: a .env file in the working directory fills unset variables
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  runOsmImport(process.argv.slice(2))
    .then(({ code }) => process.exit(code))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
