import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../config';
import { createLogger } from '../../shared/logger';

/**
 * Issue 10 §4 with a stand-in for mongodb-memory-server: only a binary that cannot be had falls
 * back to memory; a binary that is there but cannot start on DATA_DIR/mongo stops the start.
 */
const fake = vi.hoisted(() => ({
  binary: undefined as string | undefined,
  download: async (): Promise<string> => {
    throw new Error('Download failed for url "https://fastdl.mongodb.org/…": getaddrinfo ENOTFOUND fastdl.mongodb.org');
  },
  create: async (): Promise<never> => {
    throw new Error('unused');
  },
}));

vi.mock('mongodb-memory-server', () => ({
  DryMongoBinary: {
    generateOptions: async () => ({ version: '7.0.24' }),
    locateBinary: async () => fake.binary,
  },
  MongoBinary: { getPath: () => fake.download() },
  MongoMemoryServer: { create: () => fake.create() },
}));

const { openStore, EmbeddedMongoStartError } = await import('../open-store');

function recordingLogger() {
  const lines: string[] = [];
  const logger = createLogger('silent');
  for (const level of ['info', 'warn', 'error'] as const) {
    logger[level] = ((msg: unknown) => void lines.push(`${level}: ${String(msg)}`)) as typeof logger.info;
  }
  return { logger, lines };
}
const config = (over: Parameters<typeof testConfig>[0] = {}) =>
  testConfig({ dataStore: undefined, mongodbUri: undefined, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'guia-embedded-')), ...over });

describe('the embedded MongoDB (issue 10 §4)', () => {
  beforeEach(() => {
    fake.binary = undefined;
  });

  it('offline (no binary, the download fails): says it is downloading, then ONE warning, and the memory store', async () => {
    const { logger, lines } = recordingLogger();
    const errors = vi.spyOn(console, 'error');
    const opened = await openStore(config(), logger);
    expect(opened.kind).toBe('memory');
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/Descargando MongoDB \(~100 MB.*DATA_STORE=memory/);
    expect(lines.find((l) => l.startsWith('warn'))).toMatch(/MongoDB embebido no disponible.*almacén en memoria.*MONGODB_URI/);
    expect(errors).not.toHaveBeenCalled();
    await opened.close();
  });

  it('in production there is never a silent fallback: no binary stops the start', async () => {
    const { logger } = recordingLogger();
    await expect(openStore(config({ isProduction: true, env: 'production' }), logger)).rejects.toThrow(/producción.*MONGODB_URI/);
  });

  it('a binary that cannot lock DATA_DIR/mongo (an orphan mongod) stops the start with what to do, never the memory store', async () => {
    fake.binary = '/opt/mongod';
    fake.create = async () => {
      throw new Error('Instance failed to start because a library is missing or cannot be opened: "DBPathInUse: Unable to lock the lock file"');
    };
    const { logger } = recordingLogger();
    const attempt = openStore(config(), logger);
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedMongoStartError);
    await expect(attempt).rejects.toThrow(/Otro mongod usa esa carpeta.*mongod\.lock/);
  });

  it('files of another MongoDB version stop the start too', async () => {
    fake.binary = '/opt/mongod';
    fake.create = async () => {
      throw new Error('UPGRADE PROBLEM: Found an invalid featureCompatibilityVersion document');
    };
    const { logger } = recordingLogger();
    await expect(openStore(config(), logger)).rejects.toThrow(/otra versión de MongoDB/);
  });

  it('a mongod slower than the time-out stops the start (it is not taken for a missing binary)', async () => {
    fake.binary = '/opt/mongod';
    fake.create = () => new Promise<never>(() => {});
    const { startEmbeddedMongo } = await import('../open-store');
    await expect(startEmbeddedMongo(config().dataDir, { binary: '/opt/mongod', timeoutMs: 50 })).rejects.toThrow(/tardó más/);
  });
});
