import fs from 'node:fs';
import type { RangeResponse, Source } from 'pmtiles';

/** A `pmtiles` Source over bytes in memory (the reader asks it for byte ranges, as it asks a server). */
export class BytesSource implements Source {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly key = 'memory',
  ) {}
  getKey() {
    return this.key;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    return { data: new Uint8Array(this.bytes.subarray(offset, offset + length)).buffer };
  }
}

/** Like the browser's FileSource, over a file on disk: each read is one positioned read. */
export class NodeFileSource implements Source {
  constructor(private readonly file: string) {}
  getKey() {
    return this.file;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await fs.promises.open(this.file, 'r');
    try {
      const buf = new Uint8Array(length);
      const { bytesRead } = await handle.read(buf, 0, length, offset);
      return { data: buf.slice(0, bytesRead).buffer };
    } finally {
      await handle.close();
    }
  }
}
