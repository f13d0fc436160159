/**
 * Writes a synthetic OpenStreetMap extract of Cuba for measuring `pnpm osm:import` (issue 24):
 * `tsx src/scripts/osm-generate.ts <out.osm.pbf> [places=100000]` — that many points of interest
 * across the island, three in ten of them in Havana (as in the real data, where the capital holds
 * most of them: nearby is measured there), the others along the island's length (restaurants, cafés, bars, casas particulares, shops, museums… with
 * names, addresses, phones and a mix of opening_hours values), plus four untagged nodes per place
 * (what most of a real extract is) and a closed way for one place in fifty. Written a block at a
 * time by the app's own PBF writer (osm-pbf-writer.ts): no osmium-tool needed.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OsmPbfFile, type PbfWay } from './osm-pbf-writer';

const KINDS: Record<string, string>[] = [
  { amenity: 'restaurant', cuisine: 'cuban' },
  { amenity: 'cafe' },
  { amenity: 'bar' },
  { amenity: 'fast_food' },
  { tourism: 'guest_house', guest_house: 'casa_particular' },
  { tourism: 'hotel' },
  { shop: 'convenience' },
  { shop: 'bakery' },
  { tourism: 'museum' },
  { historic: 'monument' },
  { amenity: 'pharmacy' },
  { leisure: 'park' },
];
const HOURS = ['Mo-Su 12:00-23:00', 'Mo-Fr 09:00-17:00; Sa 10:00-14:00; PH off', '24/7', 'Mo-Sa 19:00-02:00', 'según temporada', 'Tu-Su 10:00-18:00', ''];

/** a small deterministic generator: the same file every run */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The island's length, west to east, through its cities: [lng, lat]. */
const SPINE: [number, number][] = [
  [-84.9, 21.9],
  [-83.7, 22.4],
  [-82.4, 23.1],
  [-81.2, 23.0],
  [-79.96, 22.4],
  [-77.9, 21.4],
  [-76.3, 20.9],
  [-75.8, 20.05],
  [-74.5, 20.2],
];

/** A point within ~9 km of Havana's centre, denser towards it. */
function inHavana(random: () => number): [number, number] {
  const r = 0.08 * random() ** 0.75;
  const a = random() * 2 * Math.PI;
  return [-82.37 + r * Math.cos(a) * 1.09, 23.12 + r * Math.sin(a) * 0.6];
}

/** A point near the spine (±0.3° of latitude), anywhere along it. */
function alongTheIsland(random: () => number): [number, number] {
  const t = random() * (SPINE.length - 1);
  const k = Math.min(Math.floor(t), SPINE.length - 2);
  const f = t - k;
  const [x0, y0] = SPINE[k]!;
  const [x1, y1] = SPINE[k + 1]!;
  return [x0 + (x1 - x0) * f, y0 + (y1 - y0) * f + (random() - 0.5) * 0.6];
}

export async function generateExtract(out: string, places = 100_000): Promise<void> {
  const file = new OsmPbfFile(out, new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`));
  const random = rng(24);
  let id = 1;
  const ways: PbfWay[] = [];
  try {
    for (let i = 0; i < places; i += 1) {
      const [lng, lat] = i % 10 < 3 ? inHavana(random) : alongTheIsland(random);
      const kind = KINDS[i % KINDS.length]!;
      const tags: Record<string, string> = {
        ...kind,
        name: `Lugar ${i}`,
        'addr:street': `Calle ${1 + (i % 200)}`,
        'addr:housenumber': String(1 + (i % 999)),
        'addr:city': 'La Habana',
        phone: `+53 5 ${String(1_000_000 + i).slice(-7)}`,
      };
      const hours = HOURS[i % HOURS.length]!;
      if (hours) tags.opening_hours = hours;
      // four untagged nodes around it (a way's corners for one place in fifty)
      const corners: number[] = [];
      for (let k = 0; k < 4; k += 1) {
        const d = 0.0002;
        const [dx, dy] = [[-d, -d], [d, -d], [d, d], [-d, d]][k]!;
        corners.push(id);
        file.add({ type: 'node', id: id++, lat: Number((lat + dy).toFixed(7)), lon: Number((lng + dx).toFixed(7)) });
      }
      if (i % 50 === 0) ways.push({ type: 'way', id: 1_000_000_000 + i, refs: [...corners, corners[0]!], tags });
      else file.add({ type: 'node', id: id++, lat: Number(lat.toFixed(7)), lon: Number(lng.toFixed(7)), tags });
    }
    for (const w of ways) file.add(w);
  } finally {
    file.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [out, count] = process.argv.slice(2);
  if (!out) {
    console.error('Uso: tsx src/scripts/osm-generate.ts <salida.osm.pbf> [lugares=100000]');
    process.exit(2);
  }
  generateExtract(path.resolve(out), count ? Number(count) : undefined)
    .then(() => console.log(`Escrito ${out}`))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
