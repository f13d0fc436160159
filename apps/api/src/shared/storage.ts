/**
 * Where uploaded files live (DESIGN §5): local disk under UPLOADS_DIR by default, served under
 * /uploads/. Another backend (S3 …) implements the same interface.
 */
export interface FileStorage {
  /** stores the bytes under `name` (a generated, safe file name) and returns its public URL */
  put(name: string, data: Buffer, contentType: string): Promise<string>;
  /** removes a file by its public URL; unknown URLs are ignored */
  remove(url: string): Promise<void>;
  /** absolute directory served at /uploads (local disk only) */
  readonly localDir?: string;
}
