import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedMongo } from '../store/open-store';
import { connectMongo } from '../store/mongo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the MongoDB the contract suites also run on; '' when there is none */
    mongoUri: string;
  }
}

/**
 * Looks for a MongoDB once for the whole run: MONGODB_TEST_URI when set, else an embedded
 * mongodb-memory-server when a binary is already on the machine (tests never download one).
 * Without one, prints the single line saying why the MongoDB leg is skipped.
 */
export default async function setup(project: TestProject) {
  const fromEnv = process.env.MONGODB_TEST_URI;
  if (fromEnv) {
    // Asked for the MongoDB leg: a server that does not answer fails the run loudly here, instead
    // of every contract suite failing one by one (or, worse, the leg quietly not running).
    try {
      const conn = await connectMongo(fromEnv, 15_000);
      await conn.db!.admin().ping();
      await conn.close();
    } catch (err) {
      throw new Error(`MONGODB_TEST_URI is set but MongoDB does not answer there (${(err as Error).message.split('\n')[0]}): the MongoDB leg cannot run`);
    }
    console.log(`[contract] MongoDB leg runs on MONGODB_TEST_URI`);
    project.provide('mongoUri', fromEnv);
    return;
  }
  // Tests never download a MongoDB (vitest's `env` reaches the workers, not this process).
  process.env.MONGOMS_RUNTIME_DOWNLOAD ??= 'false';
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-mongo-test-'));
    let embedded: Awaited<ReturnType<typeof startEmbeddedMongo>>;
    try {
      embedded = await startEmbeddedMongo(dir, { timeoutMs: 15_000, downloads: false });
    } catch (err) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw err;
    }
    project.provide('mongoUri', embedded.uri);
    // the temporary mongod data directory goes with the run (issue 10 §9)
    return async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0] ?? 'desconocido';
    console.log(`[contract] MongoDB leg skipped: no MONGODB_TEST_URI and no embedded MongoDB binary (${reason})`);
    project.provide('mongoUri', '');
  }
}
