import { vi } from 'vitest';
import type { MapArchiveInfo } from '../map-info';

/**
 * An in-memory Origin Private File System and `navigator.storage` for component tests (jsdom has
 * neither): directories, files, writable streams, estimate() and persist().
 */
class FakeFile {
  constructor(
    readonly name: string,
    readonly data: Uint8Array,
  ) {}
  get size() {
    return this.data.byteLength;
  }
  async text() {
    return new TextDecoder().decode(this.data);
  }
  async arrayBuffer() {
    return this.data.slice().buffer;
  }
  slice(start?: number, end?: number) {
    return new FakeFile(this.name, this.data.slice(start, end));
  }
}

const notFound = () => Object.assign(new Error('not found'), { name: 'NotFoundError' });

export class FakeDirectory {
  readonly files = new Map<string, Uint8Array>();
  readonly dirs = new Map<string, FakeDirectory>();

  async getDirectoryHandle(name: string, { create = false } = {}) {
    if (!this.dirs.has(name)) {
      if (!create) throw notFound();
      this.dirs.set(name, new FakeDirectory());
    }
    return this.dirs.get(name)!;
  }

  async getFileHandle(name: string, { create = false } = {}) {
    if (!this.files.has(name)) {
      if (!create) throw notFound();
      this.files.set(name, new Uint8Array());
    }
    const files = this.files;
    return {
      async getFile() {
        const data = files.get(name);
        if (!data) throw notFound();
        return new FakeFile(name, data);
      },
      async createWritable() {
        const parts: Uint8Array[] = [];
        return {
          async write(chunk: Uint8Array | string) {
            parts.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
          },
          async close() {
            const total = parts.reduce((n, p) => n + p.byteLength, 0);
            const out = new Uint8Array(total);
            let at = 0;
            for (const p of parts) {
              out.set(p, at);
              at += p.byteLength;
            }
            files.set(name, out);
          },
          async abort() {
            parts.length = 0;
          },
        };
      },
    };
  }

  async removeEntry(name: string) {
    if (!this.files.delete(name) && !this.dirs.delete(name)) throw notFound();
  }

  async *keys() {
    yield* [...this.files.keys(), ...this.dirs.keys()];
  }

  /** Bytes of every file below. */
  usage(): number {
    let n = 0;
    for (const f of this.files.values()) n += f.byteLength;
    for (const d of this.dirs.values()) n += d.usage();
    return n;
  }
}

/** Installs a fake `navigator.storage` with OPFS; `quota` bounds estimate(). */
export function fakeStorage({ quota = 1e9, usage = 0, opfs = true } = {}) {
  const root = new FakeDirectory();
  const persist = vi.fn(async () => true);
  const storage = {
    getDirectory: opfs ? vi.fn(async () => root) : undefined,
    estimate: vi.fn(async () => ({ quota, usage: usage + root.usage() })),
    persist,
  };
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  return { root, storage, persist };
}

export function removeFakeStorage() {
  Reflect.deleteProperty(navigator, 'storage');
}

export const mapInfo = (over: Partial<MapArchiveInfo> = {}): MapArchiveInfo => ({
  url: '/api/map/tiles.pmtiles',
  bytes: 4_200_000,
  etag: '"cuba-1"',
  kind: 'embedded',
  attribution: '© OpenStreetMap contributors · Natural Earth',
  minzoom: 0,
  maxzoom: 12,
  bounds: [-85.1, 19.7, -74, 23.4],
  center: [-82.38, 23.13, 10],
  ...over,
});

/**
 * A fetch answering GET /api/map with `info` (or failing: offline) and the archive as a stream of
 * `chunks` whose delivery the test controls (`release()` lets the next chunk through).
 */
export function fakeMapServer({ info = mapInfo() as MapArchiveInfo | null, archiveStatus = 200 } = {}) {
  const total = info?.bytes ?? 0;
  const half = Math.floor(total / 2);
  const chunks = [new Uint8Array(half).fill(1), new Uint8Array(total - half).fill(2)];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/map') {
      if (!info) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(info), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (path === '/api/map/tiles.pmtiles') {
      if (archiveStatus !== 200) return new Response(null, { status: archiveStatus });
      let i = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (i >= chunks.length) {
            controller.close();
            return;
          }
          await gate;
          controller.enqueue(chunks[i++]!);
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Length': String(total) } });
    }
    return new Response(JSON.stringify({ message: 'Ruta no encontrada' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Holds the archive's chunks until release() (one chunk per release). */
    hold,
    release: () => {
      const r = release;
      hold();
      r();
    },
    calls: (path: string) => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path),
  };
}
