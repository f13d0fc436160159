import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createLogger } from '../../shared/logger';
import { openStore } from '../open-store';

/** A logger that remembers its warnings. */
function recordingLogger() {
  const warnings: string[] = [];
  const logger = createLogger('silent');
  logger.warn = ((msg: unknown) => void warnings.push(String(msg))) as typeof logger.warn;
  return { logger, warnings };
}

const tmpDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'guia-open-store-'));
// Tests never download: MONGOMS_RUNTIME_DOWNLOAD=false (vitest.config.ts), so here no embedded
// MongoDB binary can be had, exactly as on an offline machine.
const binaryAvailable = Boolean(process.env.MONGOMS_SYSTEM_BINARY);

describe('store selection (DESIGN §4)', () => {
  it('DATA_STORE=memory uses the memory store without trying MongoDB', async () => {
    const { logger, warnings } = recordingLogger();
    const opened = await openStore(testConfig({ dataStore: 'memory', mongodbUri: 'mongodb://127.0.0.1:1/x' }), logger);
    expect(opened.kind).toBe('memory');
    expect(warnings).toEqual([]);
    await opened.close();
  });

  it.skipIf(binaryAvailable)('without MONGODB_URI and without a MongoDB binary, warns once in Spanish and uses the memory store', async () => {
    const { logger, warnings } = recordingLogger();
    const opened = await openStore(testConfig({ dataStore: undefined, mongodbUri: undefined, dataDir: tmpDataDir() }), logger);
    expect(opened.kind).toBe('memory');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('MongoDB embebido no disponible');
    expect(warnings[0]).toContain('MONGODB_URI');
    // the memory store works
    await opened.store.categories.create({ name: 'cafe', nombre: 'Café y Té' });
    expect(await opened.store.categories.list()).toHaveLength(1);
  });

  it.skipIf(binaryAvailable)('DATA_STORE=mongo refuses to fall back: no MongoDB is an error, not silent memory', async () => {
    const { logger } = recordingLogger();
    await expect(openStore(testConfig({ dataStore: 'mongo', mongodbUri: undefined, dataDir: tmpDataDir() }), logger)).rejects.toThrow();
  });

  it('an unreachable MONGODB_URI is an error, never the memory store', async () => {
    const { logger } = recordingLogger();
    await expect(
      openStore(testConfig({ dataStore: undefined, mongodbUri: 'mongodb://127.0.0.1:1/guia?serverSelectionTimeoutMS=300' }), logger),
    ).rejects.toThrow();
  });
});
