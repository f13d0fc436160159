import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
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

/** Above MAX_BYTES an answer is compressed on zlib's thread pool (the event loop stays free), at these levels. */
const LARGE_BROTLI_QUALITY = 3;
const LARGE_GZIP_LEVEL = 3;
/**
 * A kept answer's brotli bytes are made again at this quality on the thread pool, once, after the
 * first request got the fast ones: every later request of its minute sends ~14 % fewer bytes (a
 * 218 KB nearby answer: 24.9 KB at 3, 21.5 KB at 5) for ~4× the work of the first compression,
 * done once and off the event loop. Quality 7–9 saves 1 % more for 10–20× the work.
 */
const KEPT_BROTLI_QUALITY = 5;

/** Express's own ETag (etag package, weak): W/"<length in hex>-<first 27 of the body's SHA-1 in base64>". */
export function weakEtag(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  return `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').substring(0, 27)}"`;
}

interface Variant {
  body: Buffer;
  etag: string;
  encoding: 'br' | 'gzip' | null;
}

function compressLarge(bytes: Buffer, encoding: 'br' | 'gzip', brotliQuality = LARGE_BROTLI_QUALITY): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') {
      zlib.brotliCompress(
        bytes,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        },
        done,
      );
    } else zlib.gzip(bytes, { level: LARGE_GZIP_LEVEL }, done);
  });
}

/**
 * A JSON answer kept ready to send (issue 19): its bytes, and per encoding the compressed bytes
 * and their ETag, each made once, on first demand. The level follows the size: under MIN_BYTES
 * none (as compressJson); up to MAX_BYTES brotli BROTLI_QUALITY or gzip's default, in the
 * request (as compressJson); above, a fast level on zlib's thread pool (the compression
 * middleware used to stream those at brotli 4). A kept one (`keep`) then has its brotli bytes
 * made smaller once in the background (KEPT_BROTLI_QUALITY). `bytes`: what it keeps in memory.
 */
export class EncodedJson {
  bytes: number;
  private readonly variants = new Map<Variant['encoding'], Promise<Variant>>();

  constructor(
    readonly json: Buffer,
    /** false: send it, but let no cache keep it */
    readonly keep = true,
  ) {
    this.bytes = json.length;
  }

  /** What is sent to a client accepting `acceptEncoding` (HEAD: the plain JSON's headers). */
  variant(acceptEncoding: string | undefined, onGrow?: (bytes: number) => void): Promise<Variant> {
    const encoding = this.json.length < MIN_BYTES ? null : pickEncoding(acceptEncoding);
    let v = this.variants.get(encoding);
    if (!v) {
      v = this.make(encoding);
      this.variants.set(encoding, v);
      v.then(
        (made) => {
          if (made.encoding === null) return;
          this.bytes += made.body.length;
          onGrow?.(made.body.length);
          if (made.encoding === 'br' && this.keep) this.improve(made);
        },
        () => this.variants.delete(encoding),
      );
    }
    return v;
  }

  /** The kept brotli bytes made again at KEPT_BROTLI_QUALITY, off the event loop; the fast ones serve until then. */
  private improve(fast: Variant): void {
    compressLarge(this.json, 'br', KEPT_BROTLI_QUALITY).then(
      (body) => {
        if (body.length >= fast.body.length) return;
        this.bytes += body.length - fast.body.length;
        this.variants.set('br', Promise.resolve({ body, etag: weakEtag(body), encoding: 'br' }));
      },
      () => undefined,
    );
  }

  private async make(encoding: Variant['encoding']): Promise<Variant> {
    if (encoding === null) return { body: this.json, etag: weakEtag(this.json), encoding };
    const body = this.json.length <= MAX_BYTES ? compress(this.json, encoding) : await compressLarge(this.json, encoding);
    return { body, etag: weakEtag(body), encoding };
  }
}

/**
 * Sends an EncodedJson: the variant the request accepts, with the headers compressJson and Express
 * would have set (JSON type, `Vary: Accept-Encoding`, the encoding, the ETag of the bytes sent),
 * so a conditional GET still answers 304. Neither compressJson nor the compression middleware
 * touches an answer that names its encoding.
 */
export async function sendEncodedJson(req: Request, res: Response, answer: EncodedJson, onGrow?: (bytes: number) => void): Promise<void> {
  const v = await answer.variant(req.method === 'HEAD' ? undefined : req.headers['accept-encoding'], onGrow);
  res.type('json');
  res.vary('Accept-Encoding');
  if (v.encoding) res.setHeader('Content-Encoding', v.encoding);
  res.setHeader('ETag', v.etag);
  res.send(v.body);
}
