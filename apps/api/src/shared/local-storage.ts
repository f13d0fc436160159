import fs from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FileStorage } from './storage';

const PUBLIC_PREFIX = '/uploads/';

/** Files on local disk under `dir`, served by app.ts at /uploads/. */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  return {
    localDir: root,
    async put(name, data) {
      const safe = path.basename(name);
      await fs.writeFile(path.join(root, safe), data);
      return PUBLIC_PREFIX + safe;
    },
    async remove(url) {
      if (!url.startsWith(PUBLIC_PREFIX)) return;
      const safe = path.basename(url.slice(PUBLIC_PREFIX.length));
      await fs.rm(path.join(root, safe), { force: true });
    },
  };
}
