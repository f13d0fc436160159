import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's osmium-tool turns the .osm XML a test writes into the .osm.pbf the import reads. */
export const hasOsmium = spawnSync('osmium', ['--version'], { stdio: 'ignore' }).status === 0;
export const OSMIUM_MISSING = 'osmium-tool no está instalado (apt-get install osmium-tool): se omiten las pruebas de importación de extractos';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const tagsXml = (tags: Record<string, string>) => Object.entries(tags).map(([k, v]) => `<tag k="${esc(k)}" v="${esc(v)}"/>`).join('');

export const node = (id: number, lat: number, lon: number, tags: Record<string, string> = {}) =>
  `<node id="${id}" version="1" lat="${lat}" lon="${lon}">${tagsXml(tags)}</node>`;
export const way = (id: number, refs: number[], tags: Record<string, string> = {}) =>
  `<way id="${id}" version="1">${refs.map((r) => `<nd ref="${r}"/>`).join('')}${tagsXml(tags)}</way>`;

export const tempDir = (prefix = 'guia-osm-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Writes `elements` (nodes first, then ways) as `name`.osm.pbf in `dir`, dated `date` (the replication timestamp). */
export function writeExtract(dir: string, name: string, elements: string[], date = '2026-11-20'): string {
  const xml = path.join(dir, `${name}.osm`);
  const pbf = path.join(dir, `${name}.osm.pbf`);
  fs.writeFileSync(xml, `<?xml version='1.0' encoding='UTF-8'?>\n<osm version="0.6" generator="guia-test">\n${elements.join('\n')}\n</osm>\n`);
  const r = spawnSync('osmium', ['cat', xml, '-o', pbf, '-O', '--output-header', `osmosis_replication_timestamp=${date}T00:00:00Z`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`osmium: ${r.stderr}`);
  return pbf;
}

/** Havana, around the Capitolio */
export const HAVANA = { lat: 23.1352, lng: -82.3597 };
