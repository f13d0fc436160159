import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/** Below this, an answer goes as it is (as the compression middleware does). */
const MIN_BYTES = 1024;
/** Above this, the compression middleware's stream takes it (no long pause of the event loop). */
const MAX_BYTES = 128 * 1024;
/**
 * Brotli quality 3, one below the compression middleware's 4 (issue 11): a nearby answer of 57
 * businesses (25 KB of JSON) costs ~35 % less CPU to compress, which is most of what a nearby
 * request costs beyond a health check; its bytes grow ~3 % (the 20-business answer of the seed
 * data: 3.4 KB instead of 3.3 KB, the budget being 4 KB). Quality 2 saves little more CPU for
 * another 4 % of bytes, and 1 is larger than gzip -6.
 */
const BROTLI_QUALITY = 3;

/** 'br', 'gzip' or null from Accept-Encoding (q=0 refuses; brotli first when both are accepted). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  // encoded once (zlib would encode a string itself, after Buffer.byteLength had read it all)
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes);
}

/**
 * Compresses the API's JSON answers in one synchronous call (issue 11). A JSON answer (a string,
 * or bytes a route encoded itself under a JSON Content-Type) is all there at once; the compression
 * middleware's stream costs a zlib object, a trip to the thread pool and back per answer — for a
 * nearby answer of a few kilobytes that was more than the compression itself. Same encodings
 * (brotli at BROTLI_QUALITY), `Vary: Accept-Encoding`; Express then tags the compressed bytes with
 * an ETag (a conditional GET still answers 304). Bodies under 1 KB go as they are; above 128 KB,
 * and anything not JSON, the compression middleware streams.
 */
export function compressJson(): RequestHandler {
  return (req: Request, res: Response, next) => {
    const send = res.send;
    res.send = function sendCompressed(this: Response, body?: unknown) {
      // JSON as text (res.json) or as bytes already encoded (the nearby answer)
      const size = typeof body === 'string' || Buffer.isBuffer(body) ? body.length : -1;
      if (size >= MIN_BYTES && size <= MAX_BYTES && req.method !== 'HEAD' && !this.getHeader('Content-Encoding')) {
        if (String(this.getHeader('Content-Type') ?? '').includes('json')) {
          this.vary('Accept-Encoding');
          const encoding = pickEncoding(req.headers['accept-encoding']);
          if (encoding) {
            this.setHeader('Content-Encoding', encoding);
            return send.call(this, compress(body as string | Buffer, encoding));
          }
        }
      }
      return send.call(this, body);
    };
    next();
  };
}
