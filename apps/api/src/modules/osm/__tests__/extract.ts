import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeOsmPbf, type PbfElement } from '../../../scripts/osm-pbf-writer';

/**
 * The tests' own extracts (issue 24): written by the app's small PBF writer
 * (scripts/osm-pbf-writer.ts), so they run on every machine; osmium-tool, where it is installed,
 * only cross-checks the writer (osm.pbf-writer.test.ts) against the files it makes.
 */
export const hasOsmium = spawnSync('osmium', ['--version'], { stdio: 'ignore' }).status === 0;

export const node = (id: number, lat: number, lon: number, tags: Record<string, string> = {}): PbfElement => ({ type: 'node', id, lat, lon, tags });
export const way = (id: number, refs: number[], tags: Record<string, string> = {}): PbfElement => ({ type: 'way', id, refs, tags });

export const tempDir = (prefix = 'guia-osm-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * Writes `elements` (nodes first, then ways) as `name`.osm.pbf in `dir`, dated `date` (the
 * replication timestamp; null: none, the import then reads the file's date).
 */
export function writeExtract(dir: string, name: string, elements: PbfElement[], date: string | null = '2026-11-20'): string {
  const pbf = path.join(dir, `${name}.osm.pbf`);
  writeOsmPbf(pbf, elements, date ? new Date(`${date}T00:00:00Z`) : null);
  return pbf;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const tagsXml = (tags: Record<string, string> = {}) => Object.entries(tags).map(([k, v]) => `<tag k="${esc(k)}" v="${esc(v)}"/>`).join('');

/** The same extract through osmium-tool (`osmium cat` of the .osm XML): the writer's cross-check. */
export function writeExtractWithOsmium(dir: string, name: string, elements: PbfElement[], date = '2026-11-20'): string {
  const xml = path.join(dir, `${name}.osm`);
  const pbf = path.join(dir, `${name}.osm.pbf`);
  const lines = elements.map((e) =>
    e.type === 'node'
      ? `<node id="${e.id}" version="1" lat="${e.lat}" lon="${e.lon}">${tagsXml(e.tags)}</node>`
      : `<way id="${e.id}" version="1">${e.refs.map((r) => `<nd ref="${r}"/>`).join('')}${tagsXml(e.tags)}</way>`,
  );
  fs.writeFileSync(xml, `<?xml version='1.0' encoding='UTF-8'?>\n<osm version="0.6" generator="guia-test">\n${lines.join('\n')}\n</osm>\n`);
  const r = spawnSync('osmium', ['cat', xml, '-o', pbf, '-O', '--output-header', `osmosis_replication_timestamp=${date}T00:00:00Z`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`osmium: ${r.stderr}`);
  return pbf;
}

/** Havana, around the Capitolio */
export const HAVANA = { lat: 23.1352, lng: -82.3597 };
