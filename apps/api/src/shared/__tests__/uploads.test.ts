import fs from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, UPLOAD_MAX_BYTES } from '@guia/contracts';
import { createAdmin, createTestApp, type TestApp } from '../../test/helpers';
import type { FileStorage } from '../storage';
import { removeImages, saveImages } from '../uploads';

const png = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } }).png().toBuffer();
const imageOf = (format: 'jpeg' | 'webp' | 'gif' | 'avif', width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 200 } } }).toFormat(format).toBuffer();
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
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('stores a %s under a random name with its real extension, plus a WebP thumbnail', async (format, mime) => {
    const { storage, files } = memoryStorage();
    const buffer = format === 'png' ? await png(16, 16) : await imageOf(format, 16, 16);
    // the declared name and type are lies: only the content counts
    const [saved] = await saveImages({ storage }, [file(buffer, 'nombre.txt', 'text/plain')]);
    const ext = format === 'jpeg' ? 'jpg' : format;
    expect(saved!.url).toMatch(new RegExp(`^/uploads/[a-f\\d]{32}\\.${ext}$`));
    expect(saved!.thumbnail).toBe(saved!.url.replace(/\.\w+$/, '.thumb.webp'));
    expect(files.get(saved!.url)).toEqual({ data: buffer, type: mime });
    expect(files.get(saved!.thumbnail)!.type).toBe('image/webp');
    expect((await sharp(files.get(saved!.thumbnail)!.data).metadata()).format).toBe('webp');
  });

  it('never enlarges a small image for its thumbnail and shrinks a wide one to 480 px', async () => {
    const { storage, files } = memoryStorage();
    const [small, wide] = await saveImages({ storage }, [file(await png(100, 50)), file(await png(2000, 1000))]);
    expect((await sharp(files.get(small!.thumbnail)!.data).metadata()).width).toBe(100);
    const meta = await sharp(files.get(wide!.thumbnail)!.data).metadata();
    expect([meta.width, meta.height]).toEqual([480, 240]);
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
    await expect(saveImages({ storage }, [file(buffer)])).rejects.toMatchObject({ status: 400, message: MSG.notAnImage });
    expect(files.size).toBe(0);
  });

  it('refuses a truncated image whose first bytes look right', async () => {
    const { storage, files } = memoryStorage();
    const broken = (await png(64, 64)).subarray(0, 40);
    await expect(saveImages({ storage }, [file(broken)])).rejects.toMatchObject({ status: 400, message: MSG.notAnImage });
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
    expect(res.body).toEqual({ message: MSG.notAnImage });
    expect(uploadedFileNames(t)).toEqual([]);
  });

  it('a file over 5 MB → 413 fileTooLarge, nothing stored', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_BYTES + 1 - (await png()).length, 1)]);
    expect(big.length).toBe(UPLOAD_MAX_BYTES + 1);
    const res = await post().attach('images', big, { filename: 'grande.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: MSG.fileTooLarge });
    expect(uploadedFileNames(t)).toEqual([]);
    expect((await request(t.app).get('/api/events')).body).toEqual([]);
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
    expect(res.body).toEqual({ message: MSG.tooManyFiles });
    expect(uploadedFileNames(t)).toEqual([]);
  });

  it('a file in a field that takes none → 400', async () => {
    const res = await post().attach('avatar', await png(), { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.validationError });
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
