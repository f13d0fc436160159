import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';
import type { FileStorage } from './storage';

const PUBLIC_PREFIX = '/uploads/';
const BUCKET = 'uploads';

/**
 * Uploaded files in GridFS (bucket `uploads` of the app's MongoDB, issue 10 §10), so every API
 * instance behind a proxy stores and serves the same files. Names are the generated, safe ones
 * of shared/uploads.ts; a name is stored once (a second put of it replaces the first).
 */
export function createGridFsStorage(conn: Connection): FileStorage {
  const bucket = () => {
    const db = conn.db;
    if (!db) throw new Error('GridFS: sin conexión a MongoDB');
    return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
  };
  const safe = (name: string) => path.basename(name);

  async function removeByName(name: string) {
    const b = bucket();
    for (const f of await b.find({ filename: name }, { projection: { _id: 1 } }).toArray()) {
      await b.delete(f._id).catch((err: unknown) => {
        // already removed by another instance
        if (!/FileNotFound|not found/i.test(String((err as Error)?.message))) throw err;
      });
    }
  }

  return {
    async put(name, data, contentType) {
      const filename = safe(name);
      const b = bucket();
      const upload = b.openUploadStream(filename, { metadata: { contentType } });
      await pipeline(Readable.from([data]), upload);
      // an earlier file of the same name (never, with random names; but a retry may) goes
      const older = await b.find({ filename, _id: { $ne: upload.id } }, { projection: { _id: 1 } }).toArray();
      for (const f of older) await b.delete(f._id).catch(() => undefined);
      return PUBLIC_PREFIX + filename;
    },
    async remove(url) {
      if (!url.startsWith(PUBLIC_PREFIX)) return;
      await removeByName(safe(url.slice(PUBLIC_PREFIX.length)));
    },
    async read(name) {
      const filename = safe(name);
      const file = await bucket().find({ filename }).sort({ uploadDate: -1 }).limit(1).next();
      if (!file) return null;
      const contentType = (file.metadata as { contentType?: string } | undefined)?.contentType ?? 'application/octet-stream';
      return { stream: bucket().openDownloadStream(file._id), contentType, length: file.length };
    },
  };
}
