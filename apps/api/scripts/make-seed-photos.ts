/**
 * Draws the seed's photos (issue 11 §3): one illustrated Havana picture per seed business and per
 * seed event, composed as SVG (scripts/seed-art/) and rendered with sharp into real, compressed
 * WebP files at the two sizes the app serves — the display copy (PHOTO_MAX_WIDTH wide) and the list
 * thumbnail (THUMBNAIL_MAX_WIDTH wide) — under apps/api/seed-photos/. Run once after changing a
 * drawing and commit the output; the seed copies these files into the configured storage.
 *
 *   pnpm --filter @guia/api seed-photos            (writes apps/api/seed-photos/*.webp)
 *   pnpm --filter @guia/api seed-photos --png DIR  (also a PNG contact sheet per size into DIR)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PHOTO_MAX_WIDTH, THUMBNAIL_MAX_WIDTH } from '../../../packages/contracts/src/constants';
import { SEED_PLACES } from '../src/modules/businesses/businesses.seed';
import { SEED_EVENTS } from '../src/modules/events/events.seed';
import { SEED_PHOTO_FILES } from '../src/shared/seed-photos';
import { EVENT_PHOTO_KEYS, businessScene, eventScene } from './seed-art/scenes';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(here, '../seed-photos');

/** WebP settings: flat illustrations stay crisp at these qualities (checked by eye on the sheets). */
const DISPLAY = { width: PHOTO_MAX_WIDTH, quality: 45 };
const THUMB = { width: THUMBNAIL_MAX_WIDTH, quality: 64 };

/** The drawing rendered once at the display width, then each size encoded from those pixels. */
async function render(svgText: string): Promise<{ display: Buffer; thumb: Buffer }> {
  const pixels = await sharp(Buffer.from(svgText)).resize({ width: DISPLAY.width }).png().toBuffer();
  const webp = (width: number, quality: number) => sharp(pixels).resize({ width }).webp({ quality, effort: 6 }).toBuffer();
  return { display: await webp(DISPLAY.width, DISPLAY.quality), thumb: await webp(THUMB.width, THUMB.quality) };
}

async function main() {
  const pngDir = process.argv.includes('--png') ? process.argv[process.argv.indexOf('--png') + 1] : undefined;
  fs.mkdirSync(OUT, { recursive: true });
  const pictures: { key: string; svg: string }[] = [
    ...SEED_PLACES.map((p) => ({ key: p.slug, svg: businessScene(p.slug, p.home) })),
    ...SEED_EVENTS.map((e) => {
      if (!EVENT_PHOTO_KEYS.includes(e.photo)) throw new Error(`the event "${e.title}" has no picture "${e.photo}"`);
      return { key: `event-${e.photo}`, svg: eventScene(e.photo) };
    }),
  ];
  const wanted = new Set<string>();
  let total = 0;
  const sheet: { input: Buffer; left: number; top: number }[] = [];
  for (const [i, { key, svg }] of pictures.entries()) {
    const files = SEED_PHOTO_FILES(key);
    const { display, thumb } = await render(svg);
    fs.writeFileSync(path.join(OUT, files.photo), display);
    fs.writeFileSync(path.join(OUT, files.thumbnail), thumb);
    wanted.add(files.photo).add(files.thumbnail);
    total += display.length + thumb.length;
    console.log(`${key.padEnd(40)} ${(display.length / 1024).toFixed(1).padStart(6)} KB  ${(thumb.length / 1024).toFixed(1).padStart(6)} KB`);
    if (pngDir) {
      const col = i % 6;
      const row = Math.floor(i / 6);
      sheet.push({ input: await sharp(thumb).png().toBuffer(), left: col * 480, top: row * 300 });
    }
  }
  // files of pictures that no longer exist
  for (const f of fs.readdirSync(OUT)) if (f.endsWith('.webp') && !wanted.has(f)) fs.rmSync(path.join(OUT, f));
  console.log(`${pictures.length} pictures, ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), OUT)}`);
  if (pngDir) {
    fs.mkdirSync(pngDir, { recursive: true });
    const rows = Math.ceil(pictures.length / 6);
    await sharp({ create: { width: 6 * 480, height: rows * 300, channels: 3, background: '#fff' } })
      .composite(sheet)
      .png()
      .toFile(path.join(pngDir, 'seed-photos-sheet.png'));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
