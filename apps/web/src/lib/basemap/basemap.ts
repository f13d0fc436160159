import { escapeHtml } from '@guia/contracts';
import { fetchMapInfo, type MapArchiveInfo } from './map-info';
import { readSavedMap, type SavedMap } from './saved-map';

/**
 * Where the map reads its archive (issue 16 item 3): the copy saved on the phone when there is
 * one and it is the server's current one (same etag: no data spent), or whenever the server
 * cannot be reached; otherwise the server's archive in byte ranges, from the app's own origin.
 */
export type BasemapChoice =
  | { from: 'phone'; saved: SavedMap; attribution: string; minzoom: number; maxzoom: number }
  | { from: 'server'; url: string; attribution: string; minzoom: number; maxzoom: number };

export function chooseBasemap(info: MapArchiveInfo | null, saved: SavedMap | null): BasemapChoice | null {
  if (saved && (!info || saved.meta.etag === info.etag)) {
    const { attribution, minzoom, maxzoom } = info ?? saved.meta;
    return { from: 'phone', saved, attribution, minzoom, maxzoom };
  }
  if (info) return { from: 'server', url: info.url, attribution: info.attribution, minzoom: info.minzoom, maxzoom: info.maxzoom };
  return null;
}

/** Asks the server and the phone, and chooses. Null: no archive anywhere (offline, nothing saved). */
export async function resolveBasemap(): Promise<BasemapChoice | null> {
  const [info, saved] = await Promise.all([fetchMapInfo(), readSavedMap().catch(() => null)]);
  return chooseBasemap(info, saved);
}

const SOURCE_LINKS: [RegExp, string][] = [
  [/OpenStreetMap(?: contributors| colaboradores)?/, 'https://www.openstreetmap.org/copyright'],
  [/Natural Earth/, 'https://www.naturalearthdata.com/'],
  [/Protomaps/, 'https://protomaps.com/'],
  [/geo-maps/, 'https://github.com/simonepri/geo-maps'],
  [/world-atlas/, 'https://github.com/topojson/world-atlas'],
];


function linkKnown(text: string): string {
  let html = escapeHtml(text);
  for (const [re, href] of SOURCE_LINKS) {
    html = html.replace(re, (name) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${name}</a>`);
  }
  return html;
}

/**
 * The server's attribution as the HTML Leaflet's attribution control shows: its own http(s)
 * links kept, every other tag dropped, and the known sources (OpenStreetMap, Natural Earth…)
 * linked to their licence pages when given as plain text.
 */
export function attributionHtml(attribution: string): string {
  if (!/<a\s/i.test(attribution) || typeof DOMParser === 'undefined') return linkKnown(attribution.replace(/<[^>]*>/g, ''));
  const doc = new DOMParser().parseFromString(`<body>${attribution}</body>`, 'text/html');
  let html = '';
  doc.body.childNodes.forEach((node) => {
    if (node instanceof HTMLAnchorElement && /^https?:\/\//.test(node.getAttribute('href') ?? '')) {
      html += `<a href="${escapeHtml(node.getAttribute('href')!)}" target="_blank" rel="noopener noreferrer">${escapeHtml(node.textContent ?? '')}</a>`;
    } else {
      html += escapeHtml(node.textContent ?? '');
    }
  });
  return html;
}
