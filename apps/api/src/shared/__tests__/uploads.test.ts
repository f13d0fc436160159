import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_WIDTH, THUMBNAIL_MAX_WIDTH, UPLOAD_MAX_ANIMATION_PIXELS, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, type TestApp } from '../../test/helpers';
import type { FileStorage } from '../storage';
import { removeImages, saveImages } from '../uploads';

const png = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } }).png().toBuffer();
const imageOf = (format: 'jpeg' | 'webp' | 'gif' | 'avif', width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 200 } } }).toFormat(format).toBuffer();
/** A PNG whose header claims another size (IHDR width/height rewritten, its CRC recomputed). */
function withPngSize(pngBuffer: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(pngBuffer);
  // signature (8) + length (4) + 'IHDR' (4): width and height follow
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
const uploadedFileNames = (t: TestApp) => fs.readdirSync(t.ctx.storage.localDir!).sort();

/** A storage that remembers what was written. */
function memoryStorage() {
  const files = new Map<string, { data: Buffer; type: string }>();
  const storage: FileStorage = {
    async put(name, data, type) {
      files.set(`/uploads/${name}`, { data, type });
      return `/uploads/${name}`;
    },
    async remove(url) {
      files.delete(url);
    },
  };
  return { storage, files };
}

const file = (buffer: Buffer, originalname = 'foto.jpg', mimetype = 'image/jpeg') =>
  ({ buffer, originalname, mimetype, fieldname: 'images', size: buffer.length, encoding: '7bit' }) as Express.Multer.File;

describe('saveImages', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)('turns a %s into a WebP display copy and a WebP thumbnail under one random name', async (format) => {
    const { storage, files } = memoryStorage();
    const buffer = format === 'png' ? await png(16, 16) : await imageOf(format, 16, 16);
    // the declared name and type are lies: only the content counts
    const [saved] = await saveImages({ storage }, [file(buffer, 'nombre.txt', 'text/plain')]);
    expect(saved!.url).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
    expect(saved!.thumbnail).toBe(saved!.url.replace(/\.webp$/, '.thumb.webp'));
    for (const url of [saved!.url, saved!.thumbnail]) {
      expect(files.get(url)!.type).toBe('image/webp');
      // real WebP bytes: RIFF....WEBP
      expect(files.get(url)!.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(files.get(url)!.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(files.get(url)!.data).metadata()).format).toBe('webp');
    }
    // the uploaded bytes themselves are not kept: two files per image
    expect(files.size).toBe(2);
  });

  it(`shrinks a wide photo to ${PHOTO_MAX_WIDTH} px for display and ${THUMBNAIL_MAX_WIDTH} px for lists, and never enlarges a small one`, async () => {
    const { storage, files } = memoryStorage();
    const [small, wide] = await saveImages({ storage }, [file(await png(100, 50)), file(await png(3000, 1500))]);
    const size = async (url: string) => {
      const meta = await sharp(files.get(url)!.data).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(small!.url)).toEqual([100, 50]);
    expect(await size(small!.thumbnail)).toEqual([100, 50]);
    expect(await size(wide!.url)).toEqual([PHOTO_MAX_WIDTH, PHOTO_MAX_WIDTH / 2]);
    expect(await size(wide!.thumbnail)).toEqual([THUMBNAIL_MAX_WIDTH, THUMBNAIL_MAX_WIDTH / 2]);
    // the display copy of a photo is much lighter than its PNG and heavier than its thumbnail
    expect(files.get(wide!.thumbnail)!.data.length).toBeLessThan(files.get(wide!.url)!.data.length);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata (no GPS position)', async () => {
    const { storage, files } = memoryStorage();
    // 200 × 100 stored sideways: orientation 6 says "rotate 90°", so it shows 100 × 200
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Fotógrafa', Copyright: 'GPS 23.13 -82.38' } } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const [saved] = await saveImages({ storage }, [file(sideways)]);
    for (const url of [saved!.url, saved!.thumbnail]) {
      const meta = await sharp(files.get(url)!.data).metadata();
      expect([meta.width, meta.height]).toEqual([100, 200]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('keeps an animated GIF animated in its display copy (the thumbnail is its first frame)', async () => {
    const { storage, files } = memoryStorage();
    const frames = await Promise.all([0, 1, 2].map((i) => sharp({ create: { width: 40, height: 20, channels: 3, background: { r: i * 100, g: 60, b: 20 } } }).raw().toBuffer()));
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 40, height: 60, channels: 3, pageHeight: 20 } }).gif({ delay: [100, 100, 100] }).toBuffer();
    const [saved] = await saveImages({ storage }, [file(gif, 'baile.gif', 'image/gif')]);
    const display = await sharp(files.get(saved!.url)!.data, { animated: true }).metadata();
    expect([display.format, display.pages, display.pageHeight]).toEqual(['webp', 3, 20]);
    expect((await sharp(files.get(saved!.thumbnail)!.data, { animated: true }).metadata()).pages ?? 1).toBe(1);
  });

  it('refuses a decompression bomb (a 16000 × 16000 PNG header) from its header alone, before decoding a pixel (issue 17 §7)', async () => {
    const { storage, files } = memoryStorage();
    const bomb = withPngSize(await png(1, 1), 16_000, 16_000);
    expect((await sharp(bomb).metadata()).width).toBe(16_000);
    await expect(saveImages({ storage }, [file(bomb, 'bomba.png', 'image/png')])).rejects.toMatchObject({ status: 400, message: API_MSG.imageTooManyPixels });
    expect(files.size).toBe(0);
    // a 50 MP phone photo's size is still welcome
    expect(16_000 * 16_000).toBeGreaterThan(UPLOAD_MAX_PIXELS);
    expect(8000 * 6000).toBeLessThanOrEqual(UPLOAD_MAX_PIXELS);
  });

  it('keeps only the first frame of a heavy animation (dozens of 600 × 600 frames), so twelve of them cannot hold the server for long (issue 17 §7)', async () => {
    const { storage, files } = memoryStorage();
    // frames that differ (the GIF encoder merges identical ones)
    const frames = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sharp({ create: { width: 600, height: 600, channels: 3, background: { r: i * 6, g: 255 - i * 6, b: 20 } } }).raw().toBuffer()),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 600, height: 600 * 40, channels: 3, pageHeight: 600 } })
      .gif({ delay: Array.from({ length: 40 }, () => 100) })
      .toBuffer();
    const pages = (await sharp(gif, { animated: true }).metadata()).pages!;
    expect(pages * 600 * 600).toBeGreaterThan(UPLOAD_MAX_ANIMATION_PIXELS);
    const [saved] = await saveImages({ storage }, [file(gif, 'pesada.gif', 'image/gif')]);
    const display = await sharp(files.get(saved!.url)!.data, { animated: true }).metadata();
    expect([display.format, display.pages ?? 1, display.width]).toEqual(['webp', 1, 600]);
  });

  it('gives every file its own name, even identical ones', async () => {
    const { storage } = memoryStorage();
    const img = await png();
    const saved = await saveImages({ storage }, [file(img), file(img)]);
    expect(new Set(saved.map((s) => s.url)).size).toBe(2);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('esto no es una imagen, solo texto\n'.repeat(20))],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['an SVG (scriptable)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])('refuses %s with 400 notAnImage', async (_n, buffer) => {
    const { storage, files } = memoryStorage();
    await expect(saveImages({ storage }, [file(buffer)])).rejects.toMatchObject({ status: 400, message: API_MSG.notAnImage });
    expect(files.size).toBe(0);
  });

  it('refuses a truncated image whose first bytes look right', async () => {
    const { storage, files } = memoryStorage();
    const broken = (await png(64, 64)).subarray(0, 40);
    await expect(saveImages({ storage }, [file(broken)])).rejects.toMatchObject({ status: 400, message: API_MSG.notAnImage });
    expect(files.size).toBe(0);
  });

  it('writes nothing at all when any file of the batch is not an image', async () => {
    const { storage, files } = memoryStorage();
    await expect(saveImages({ storage }, [file(await png()), file(Buffer.from('hola'))])).rejects.toMatchObject({ status: 400 });
    expect(files.size).toBe(0);
  });

  it('removes what it wrote when storage fails half-way', async () => {
    const { storage, files } = memoryStorage();
    let puts = 0;
    const flaky: FileStorage = {
      ...storage,
      async put(name, data, type) {
        if (++puts === 3) throw new Error('disco lleno');
        return storage.put(name, data, type);
      },
    };
    await expect(saveImages({ storage: flaky }, [file(await png()), file(await png())])).rejects.toThrow('disco lleno');
    expect(files.size).toBe(0);
  });
});

describe('removeImages', () => {
  it('removes each stored URL and ignores blanks and failures', async () => {
    const { storage, files } = memoryStorage();
    const [a, b] = await saveImages({ storage }, [file(await png()), file(await png())]);
    await removeImages({ storage: { ...storage, remove: async (u) => (u === b!.url ? Promise.reject(new Error('x')) : storage.remove(u)) } }, [
      a!.url,
      a!.thumbnail,
      b!.url,
      '',
      undefined,
    ]);
    expect([...files.keys()].sort()).toEqual([b!.thumbnail, b!.url].sort());
  });
});

describe('image uploads through HTTP (imageUpload)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeEach(async () => {
    t = createTestApp();
    admin = (await createAdmin(t)).auth;
  });

  const post = () =>
    request(t.app)
      .post('/api/events')
      .set(admin)
      .field('description', 'Con fotos')
      .field('start_time', inDays(1))
      .field('end_time', inDays(2));

  it('a text file named .jpg and declared image/jpeg → 400 with a Spanish message, nothing stored', async () => {
    const res = await post().attach('images', Buffer.from('no soy una foto'), { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.notAnImage });
    expect(uploadedFileNames(t)).toEqual([]);
  });

  it('a file over 5 MB → 413 fileTooLarge, nothing stored', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_BYTES + 1 - (await png()).length, 1)]);
    expect(big.length).toBe(UPLOAD_MAX_BYTES + 1);
    const res = await post().attach('images', big, { filename: 'grande.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: API_MSG.fileTooLarge });
    expect(uploadedFileNames(t)).toEqual([]);
    expect((await request(t.app).get('/api/events')).body).toEqual([]);
  });

  it('a body declared larger than 30 MB → 413 at once, before the body is read, and the connection closes (issue 17 §7)', async () => {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/events',
            headers: { ...admin, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        // only the first bytes of the 50 MB ever leave: the answer must come anyway
        req.write('--x\r\n');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: API_MSG.uploadTooLarge });
      expect(answer.connection).toBe('close');
      expect(uploadedFileNames(t)).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('a file of exactly 5 MB passes the size limit (then is judged by its content)', async () => {
    const img = await png();
    const exact = Buffer.concat([img, Buffer.alloc(UPLOAD_MAX_BYTES - img.length, 0)]);
    const res = await post().attach('images', exact, { filename: 'justo.png', contentType: 'image/png' });
    // a PNG with trailing bytes: sharp may accept or refuse it, but never as "too large"
    expect(res.status).not.toBe(413);
  });

  it('13 photos → 400 tooManyFiles', async () => {
    const img = await png();
    const req = post();
    for (let i = 0; i < 13; i++) req.attach('images', img, { filename: `f${i}.png`, contentType: 'image/png' });
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.tooManyFiles });
    expect(uploadedFileNames(t)).toEqual([]);
  });

  it('a file in a field that takes none → 400', async () => {
    const res = await post().attach('avatar', await png(), { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.validationError });
  });

  it('a malformed multipart body → 400, never a 5xx', async () => {
    const res = await request(t.app)
      .post('/api/events')
      .set(admin)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="description"\r\n\r\nhola\r\n--XY');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('unknown files under /uploads/ are 404', async () => {
    const res = await request(t.app).get('/uploads/0123456789abcdef0123456789abcdef.png');
    expect(res.status).toBe(404);
  });
});
