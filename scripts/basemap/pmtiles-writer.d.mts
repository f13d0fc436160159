// Types of pmtiles-writer.mjs (the API's tests import it to check the writer against the `pmtiles` reader).
export declare const HEADER_BYTES: 127;
export declare const ROOT_MAX_BYTES: number;
export declare const Compression: { Unknown: 0; None: 1; Gzip: 2; Brotli: 3; Zstd: 4 };
export declare const TileType: { Unknown: 0; Mvt: 1; Png: 2; Jpeg: 3; Webp: 4; Avif: 5 };
export interface DirectoryEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}
export declare function zxyToTileId(z: number, x: number, y: number): number;
export declare function serializeDirectory(entries: DirectoryEntry[]): Buffer;
export declare function buildDirectories(entries: DirectoryEntry[]): { root: Buffer; leaves: Buffer; leafCount: number };
export interface WriteOptions {
  tiles: Iterable<{ z: number; x: number; y: number; data: Uint8Array }>;
  metadata?: Record<string, unknown>;
  tileType?: number;
  tileCompression?: number;
  bounds: [number, number, number, number];
  center: [number, number, number];
  minZoom?: number;
  maxZoom?: number;
}
export declare function writePmtiles(opts: WriteOptions): {
  bytes: Buffer;
  stats: {
    addressedTiles: number;
    tileEntries: number;
    tileContents: number;
    leafDirectories: number;
    rootBytes: number;
    tileDataBytes: number;
  };
};
