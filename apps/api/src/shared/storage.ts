/**
 * Where uploaded files live (DESIGN §5): local disk under UPLOADS_DIR by default (STORAGE=local),
 * or GridFS in the MongoDB every instance shares (STORAGE=gridfs, shared/gridfs-storage.ts); both
 * are served under /uploads/. Another backend (S3 …) implements the same interface.
 */
export interface FileStorage {
  /** stores the bytes under `name` (a generated, safe file name) and returns its public URL */
  put(name: string, data: Buffer, contentType: string): Promise<string>;
  /** removes a file by its public URL; unknown URLs are ignored */
  remove(url: string): Promise<void>;
  /** absolute directory served at /uploads (local disk only) */
  readonly localDir?: string;
  /** a stored file by its name, for /uploads/{name} (storage that is not a local directory) */
  read?(name: string): Promise<StoredFile | null>;
}

export interface StoredFile {
  stream: NodeJS.ReadableStream;
  contentType: string;
  length: number;
}
