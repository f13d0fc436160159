/**
 * The drawing kit of the seed photos (scripts/make-seed-photos.ts): small SVG fragments of a
 * Havana street — skies, sea, the Malecón, pastel colonial façades, palms, almendrones — and the
 * motifs of each home category (a mojito, a coffee cup, market awnings, a stage, a pharmacy's
 * cross …). Every fragment is plain SVG text in a 1280 × 800 view box; nothing here reads files.
 */

export const W = 1280;
export const H = 800;

export type Rng = () => number;

/** A deterministic generator from a text (the same slug always draws the same picture). */
export function rngOf(text: string): Rng {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
export const between = (r: Rng, min: number, max: number) => min + r() * (max - min);
const n = (v: number) => Math.round(v * 10) / 10;

/** A colour darkened (k < 0) or lightened (k > 0) by |k| (0–1). */
export function shade(hex: string, k: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k));
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Havana's façade colours. */
export const PASTELS = ['#f4a6b7', '#8fd3c7', '#f7d26a', '#9cc4ee', '#f6b489', '#c6b2e3', '#b4dc9c', '#ffd3a3', '#ee8f8f', '#7ec8b0', '#e9c27e', '#a4d4ec'];
export const SHUTTERS = ['#2f6f5e', '#1f5f8b', '#7a2e2e', '#3d5a80', '#2e7d5b', '#8a4f2a'];
export const CAR_COLOURS = ['#d7263d', '#1b998b', '#f46036', '#e84f8c', '#2e86de', '#f4c430', '#7b2cbf', '#ef476f'];

let gradientSeq = 0;
const gid = (p: string) => `${p}${++gradientSeq}`;

/** A vertical linear gradient: its <defs> and its url. */
function vgrad(stops: [number, string, number?][]): { defs: string; url: string } {
  const id = gid('g');
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return { defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`, url: `url(#${id})` };
}

function radial(stops: [number, string, number?][]): { defs: string; url: string } {
  const id = gid('r');
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return { defs: `<radialGradient id="${id}">${s}</radialGradient>`, url: `url(#${id})` };
}

export type SkyKind = 'day' | 'morning' | 'golden' | 'sunset' | 'dusk' | 'night';

const SKIES: Record<SkyKind, [number, string][]> = {
  day: [[0, '#3f9ee6'], [0.65, '#9fd6f5'], [1, '#e9f6fb']],
  morning: [[0, '#6bb7ea'], [0.6, '#cfe9f5'], [1, '#fdf0d8']],
  golden: [[0, '#4f86c9'], [0.55, '#f3c08c'], [1, '#fde4b8']],
  sunset: [[0, '#33265f'], [0.45, '#c9506e'], [0.75, '#f39c5a'], [1, '#fcd99a']],
  dusk: [[0, '#1d2456'], [0.6, '#6a4c93'], [1, '#e98a6b']],
  night: [[0, '#070b1f'], [0.7, '#1b2450'], [1, '#37407a']],
};

export const isDark = (k: SkyKind) => k === 'night' || k === 'dusk';

/** The sky over the whole picture, with its sun or moon, clouds or stars. */
export function sky(r: Rng, kind: SkyKind, horizon = H, withClouds = true): string {
  const g = vgrad(SKIES[kind].map(([o, c]) => [o, c] as [number, string]));
  let out = `<defs>${g.defs}</defs><rect width="${W}" height="${horizon}" fill="${g.url}"/>`;
  const sx = between(r, 120, W - 120);
  if (kind === 'night' || kind === 'dusk') {
    for (let i = 0; i < 26; i++) {
      out += `<circle cx="${n(between(r, 0, W))}" cy="${n(between(r, 0, horizon * 0.6))}" r="${n(between(r, 1, 2.6))}" fill="#fff" opacity="${n(between(r, 0.4, 0.95))}"/>`;
    }
    const glow = radial([[0, '#fff7d6', 0.55], [1, '#fff7d6', 0]]);
    out += `<defs>${glow.defs}</defs><circle cx="${n(sx)}" cy="120" r="120" fill="${glow.url}"/><circle cx="${n(sx)}" cy="120" r="44" fill="#fdf6dc"/>`;
    out += `<circle cx="${n(sx + 16)}" cy="110" r="40" fill="${SKIES[kind][0]![1]}" opacity="0.9"/>`;
  } else {
    const sy = kind === 'sunset' || kind === 'golden' ? horizon * 0.62 : between(r, 90, 160);
    const glow = radial([[0, '#fff3c4', 0.9], [0.4, '#fff3c4', 0.35], [1, '#fff3c4', 0]]);
    out += `<defs>${glow.defs}</defs><circle cx="${n(sx)}" cy="${n(sy)}" r="190" fill="${glow.url}"/><circle cx="${n(sx)}" cy="${n(sy)}" r="56" fill="#fff6cf"/>`;
    const clouds = withClouds ? (kind === 'day' || kind === 'morning' ? 3 : 2) : 0;
    for (let i = 0; i < clouds; i++) out += cloud(between(r, 60, W - 260), between(r, 50, horizon * 0.4), between(r, 0.7, 1.3), kind === 'sunset' ? '#fbd3c0' : '#ffffff');
  }
  return out;
}

function cloud(x: number, y: number, s: number, colour: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${colour}" opacity="0.85">` +
    `<ellipse cx="70" cy="40" rx="70" ry="24"/><ellipse cx="120" cy="30" rx="50" ry="28"/><ellipse cx="170" cy="44" rx="60" ry="20"/><ellipse cx="95" cy="20" rx="36" ry="22"/></g>`
  );
}

/** The sea from `top` to `bottom`, with a few glints. */
export function sea(r: Rng, top: number, bottom: number, dark = false): string {
  const g = vgrad(dark ? [[0, '#1c2f5e'], [1, '#0d1a3a']] : [[0, '#2f8fc9'], [0.5, '#1f77b4'], [1, '#135d8f']]);
  let out = `<defs>${g.defs}</defs><rect y="${n(top)}" width="${W}" height="${n(bottom - top)}" fill="${g.url}"/>`;
  for (let i = 0; i < 9; i++) {
    const y = between(r, top + 8, bottom - 6);
    const x = between(r, 0, W - 120);
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 30, 110))}" height="3" rx="1.5" fill="#fff" opacity="${dark ? 0.25 : 0.45}"/>`;
  }
  return out;
}

/** Distant buildings on the horizon (a pale silhouette). */
export function skyline(r: Rng, base: number, colour: string, opacity = 0.45): string {
  let out = `<g fill="${colour}" opacity="${opacity}">`;
  let x = -10;
  while (x < W) {
    const w = between(r, 30, 90);
    const h = between(r, 20, 90);
    out += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w + 2)}" height="${n(h)}"/>`;
    if (r() < 0.08) out += `<path d="M${n(x + w / 2 - 22)} ${n(base - h)} a22 22 0 0 1 44 0z"/>`;
    x += w;
  }
  return `${out}</g>`;
}

/** The Malecón: the sea wall along the sea, its top lit. */
export function malecon(top: number, h = 46): string {
  return (
    `<rect y="${n(top)}" width="${W}" height="${n(h)}" fill="#cfc6b4"/><rect y="${n(top)}" width="${W}" height="8" fill="#e9e2d3"/>` +
    `<rect y="${n(top + h - 6)}" width="${W}" height="6" fill="#a89f8e"/>`
  );
}

/** Pavement and road from `ground` down. */
export function street(ground: number, dark = false): string {
  const road = vgrad(dark ? [[0, '#3a3a48'], [1, '#23232e']] : [[0, '#8b8782'], [1, '#6c6964']]);
  return (
    `<defs>${road.defs}</defs><rect y="${n(ground)}" width="${W}" height="36" fill="${dark ? '#5d5a66' : '#ddd5c6'}"/>` +
    `<rect y="${n(ground + 32)}" width="${W}" height="6" fill="${dark ? '#44414c' : '#b9b0a0'}"/>` +
    `<rect y="${n(ground + 38)}" width="${W}" height="${n(H - ground - 38)}" fill="${road.url}"/>`
  );
}

export interface FacadeOptions {
  ground: number;
  from?: number;
  to?: number;
  minH?: number;
  maxH?: number;
  palette?: readonly string[];
  dark?: boolean;
  /** ground floors as an arcade (portales) */
  arcade?: boolean;
}

/** One colonial façade: cornice, arched windows with shutters, iron balconies, a tall door. */
export function facade(r: Rng, x: number, w: number, h: number, ground: number, colour: string, opts: { dark?: boolean; arcade?: boolean } = {}): string {
  const top = ground - h;
  const trim = shade(colour, 0.45);
  const deep = shade(colour, -0.22);
  const shutter = pick(r, SHUTTERS);
  const lit = opts.dark;
  let out = `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${colour}"/>`;
  // cornice and parapet
  out += `<rect x="${n(x - 6)}" y="${n(top)}" width="${n(w + 12)}" height="16" fill="${trim}"/><rect x="${n(x - 6)}" y="${n(top + 16)}" width="${n(w + 12)}" height="6" fill="${deep}"/>`;
  if (r() < 0.5) out += `<path d="M${n(x + w / 2 - 50)} ${n(top)} q50 -34 100 0z" fill="${trim}"/>`;
  // pilasters
  out += `<rect x="${n(x)}" y="${n(top + 22)}" width="10" height="${n(h - 22)}" fill="${trim}" opacity="0.7"/><rect x="${n(x + w - 10)}" y="${n(top + 22)}" width="10" height="${n(h - 22)}" fill="${trim}" opacity="0.7"/>`;
  const groundFloor = 150;
  const floors = Math.max(0, Math.floor((h - groundFloor - 40) / 120));
  const cols = Math.max(1, Math.floor((w - 30) / 92));
  const step = (w - 20) / cols;
  for (let f = 0; f < floors; f++) {
    const wy = top + 48 + f * 120;
    for (let c = 0; c < cols; c++) {
      const wx = x + 10 + step * c + step / 2 - 19;
      const open = r() < 0.35;
      const glass = lit ? (r() < 0.7 ? '#ffd27a' : '#3a3560') : '#2c3e50';
      out += `<path d="M${n(wx)} ${n(wy + 19)} a19 19 0 0 1 38 0 v58 h-38z" fill="${open ? glass : shutter}"/>`;
      out += `<path d="M${n(wx - 4)} ${n(wy + 19)} a23 23 0 0 1 46 0" fill="none" stroke="${trim}" stroke-width="5"/>`;
      if (f === 0 || r() < 0.4) {
        // iron balcony
        out += `<rect x="${n(wx - 10)}" y="${n(wy + 77)}" width="58" height="6" fill="#3b3b3b"/><rect x="${n(wx - 8)}" y="${n(wy + 57)}" width="54" height="20" fill="none" stroke="#3b3b3b" stroke-width="3"/>`;
        out += `<path d="M${n(wx + 19)} ${n(wy + 57)} v20" stroke="#3b3b3b" stroke-width="3"/>`;
        if (r() < 0.25) out += flowers(r, wx - 6, wy + 57);
      }
    }
  }
  // ground floor: an arcade or a door with windows
  const gy = ground - groundFloor + 20;
  if (opts.arcade) {
    const arches = Math.max(1, Math.floor(w / 110));
    const aw = w / arches;
    out += `<rect x="${n(x)}" y="${n(gy - 10)}" width="${n(w)}" height="10" fill="${trim}"/>`;
    for (let a = 0; a < arches; a++) {
      const ax = x + a * aw + 14;
      const iw = aw - 28;
      out += `<path d="M${n(ax)} ${n(ground)} v-${n(groundFloor - 60)} a${n(iw / 2)} ${n(iw / 2)} 0 0 1 ${n(iw)} 0 v${n(groundFloor - 60)}z" fill="${lit ? '#6b4f3a' : shade(colour, -0.45)}"/>`;
      if (lit) out += `<path d="M${n(ax + 8)} ${n(ground)} v-40 h${n(iw - 16)} v40z" fill="#ffcf80" opacity="0.55"/>`;
    }
  } else {
    const dx = x + w / 2 - 34;
    out += `<path d="M${n(dx - 8)} ${n(ground)} v-${n(groundFloor - 24)} a42 42 0 0 1 84 0 v${n(groundFloor - 24)}z" fill="${trim}"/>`;
    out += `<path d="M${n(dx)} ${n(ground)} v-${n(groundFloor - 30)} a34 34 0 0 1 68 0 v${n(groundFloor - 30)}z" fill="${lit ? '#ffcf80' : '#5b3a29'}"/>`;
    out += `<rect x="${n(dx + 33)}" y="${n(ground - groundFloor + 40)}" width="2" height="${n(groundFloor - 40)}" fill="#3b2416"/>`;
    if (w > 200) {
      for (const side of [x + 22, x + w - 62]) {
        out += `<rect x="${n(side)}" y="${n(gy + 10)}" width="40" height="70" fill="${lit ? '#ffd27a' : shutter}"/><rect x="${n(side - 4)}" y="${n(gy + 4)}" width="48" height="6" fill="${trim}"/>`;
      }
    }
  }
  // plinth and shadow on the right side
  out += `<rect x="${n(x)}" y="${n(ground - 14)}" width="${n(w)}" height="14" fill="${deep}"/>`;
  out += `<rect x="${n(x + w - 18)}" y="${n(top + 22)}" width="18" height="${n(h - 22)}" fill="#000" opacity="0.08"/>`;
  return out;
}

function flowers(r: Rng, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const cx = x + 6 + i * 11;
    out += `<circle cx="${n(cx)}" cy="${n(y - 4 + between(r, -4, 4))}" r="7" fill="#3f8f3f"/><circle cx="${n(cx + between(r, -3, 3))}" cy="${n(y - 7)}" r="4" fill="${pick(r, ['#e63946', '#ff7eb6', '#ffd166', '#f77f00'])}"/>`;
  }
  return out;
}

/** A row of façades between `from` and `to`. */
export function facades(r: Rng, o: FacadeOptions): string {
  const palette = o.palette ?? PASTELS;
  const start = pick(r, palette.map((_, i) => i));
  let out = '';
  let x = o.from ?? -30;
  let i = 0;
  const to = o.to ?? W + 30;
  while (x < to) {
    const w = between(r, 230, 330);
    const h = between(r, o.minH ?? 380, o.maxH ?? 520);
    out += facade(r, x, w, h, o.ground, palette[(start + i) % palette.length]!, { dark: o.dark, arcade: o.arcade ?? r() < 0.3 });
    x += w;
    i++;
  }
  return out;
}

/** A royal palm: a curved trunk and a crown of fronds. */
export function palm(x: number, ground: number, height: number, lean = 1, dark = false): string {
  const topX = x + lean * height * 0.12;
  const topY = ground - height;
  const trunk = dark ? '#3a3329' : '#8a7355';
  const leaf = dark ? '#1f3a2a' : '#2f8a4a';
  const leaf2 = dark ? '#274a35' : '#46a85e';
  let out = `<path d="M${n(x - 12)} ${n(ground)} Q${n(x + lean * height * 0.1 - 8)} ${n(ground - height * 0.5)} ${n(topX - 5)} ${n(topY)} L${n(topX + 5)} ${n(topY)} Q${n(x + lean * height * 0.1 + 8)} ${n(ground - height * 0.5)} ${n(x + 12)} ${n(ground)}z" fill="${trunk}"/>`;
  out += `<rect x="${n(topX - 8)}" y="${n(topY)}" width="16" height="40" rx="6" fill="${dark ? '#2b4a33' : '#6aa84f'}"/>`;
  const angles = [-160, -130, -100, -75, -50, -20, 10, 190];
  angles.forEach((a, i) => {
    const rad = (a * Math.PI) / 180;
    const len = height * 0.34;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - 18;
    out += `<path d="M${n(topX)} ${n(topY + 4)} Q${n(mx)} ${n(my - 16)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + 12)} ${n(topX)} ${n(topY + 10)}z" fill="${i % 2 ? leaf : leaf2}"/>`;
  });
  return out;
}

/** An almendrón: a rounded 1950s car, facing right (flip: left). */
export function car(x: number, y: number, colour: string, s = 1, flip = false, dark = false): string {
  const t = flip ? `translate(${n(x + 300 * s)} ${n(y)}) scale(${-s} ${s})` : `translate(${n(x)} ${n(y)}) scale(${s})`;
  const body = colour;
  const top = shade(colour, 0.25);
  return (
    `<g transform="${t}">` +
    `<ellipse cx="150" cy="98" rx="150" ry="10" fill="#000" opacity="0.25"/>` +
    `<path d="M10 70 Q8 44 40 40 L84 36 Q104 2 150 2 L196 4 Q228 8 244 36 L282 42 Q300 48 298 74 L296 84 L12 84z" fill="${body}"/>` +
    `<path d="M96 36 Q112 10 150 10 L190 12 Q214 16 226 36z" fill="${dark ? '#ffd68a' : '#cfe8f5'}" opacity="0.9"/>` +
    `<rect x="156" y="10" width="6" height="27" fill="${body}"/>` +
    `<path d="M10 58 L298 62" stroke="${top}" stroke-width="5"/>` +
    `<rect x="0" y="74" width="24" height="10" rx="4" fill="#d9d9d9"/><rect x="278" y="74" width="24" height="10" rx="4" fill="#d9d9d9"/>` +
    `<circle cx="70" cy="84" r="22" fill="#1f1f1f"/><circle cx="70" cy="84" r="10" fill="#d0d0d0"/>` +
    `<circle cx="236" cy="84" r="22" fill="#1f1f1f"/><circle cx="236" cy="84" r="10" fill="#d0d0d0"/>` +
    `<circle cx="290" cy="56" r="6" fill="${dark ? '#fff3b0' : '#fdfdfd'}"/>` +
    `</g>`
  );
}

/** A café table with two chairs; `items` are drawn on the table top (origin: the table top's centre). */
export function cafeTable(x: number, y: number, s: number, items: string, cloth = '#ffffff'): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M-150 110 v-90 q0 -20 20 -20 h10 v110 M-130 40 h-30" stroke="#3b2a20" stroke-width="8" fill="none"/>` +
    `<path d="M150 110 v-90 q0 -20 -20 -20 h-10 v110 M130 40 h30" stroke="#3b2a20" stroke-width="8" fill="none"/>` +
    `<rect x="-6" y="0" width="12" height="110" fill="#3b2a20"/><ellipse cx="0" cy="110" rx="40" ry="8" fill="#3b2a20"/>` +
    `<ellipse cx="0" cy="0" rx="120" ry="24" fill="${cloth}"/><path d="M-120 0 q0 30 20 40 h200 q20 -10 20 -40" fill="${cloth}"/>` +
    `<ellipse cx="0" cy="-2" rx="116" ry="20" fill="${shade(cloth, -0.06)}"/>` +
    items +
    `</g>`
  );
}

/** A mojito (origin: bottom centre of the glass). */
export function mojito(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M-28 0 L-34 -110 H34 L28 0z" fill="#d8f3dc" opacity="0.75"/>` +
    `<path d="M-31 -60 L-33 -100 H33 L31 -60z" fill="#b7e4c7"/>` +
    `<path d="M-20 -70 q10 -22 26 -6 q-12 16 -26 6z M2 -52 q14 -18 24 0 q-14 12 -24 0z" fill="#2d9a4b"/>` +
    `<circle cx="-6" cy="-30" r="9" fill="#f1fafd" opacity="0.9"/><circle cx="12" cy="-18" r="8" fill="#f1fafd" opacity="0.9"/>` +
    `<path d="M18 -108 a20 20 0 0 1 30 24 z" fill="#a7d129"/><rect x="4" y="-150" width="5" height="100" fill="#e63946" transform="rotate(12)"/>` +
    `</g>`
  );
}

/** A cup of Cuban coffee on its saucer, steaming (origin: the saucer's centre). */
export function coffeeCup(x: number, y: number, s = 1, colour = '#ffffff'): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<ellipse cx="0" cy="6" rx="90" ry="18" fill="${shade(colour, -0.12)}"/><ellipse cx="0" cy="0" rx="80" ry="14" fill="${colour}"/>` +
    `<path d="M-55 -80 h110 q0 80 -55 82 q-55 -2 -55 -82z" fill="${colour}"/>` +
    `<path d="M52 -62 q40 -4 36 22 q-4 22 -40 18" fill="none" stroke="${colour}" stroke-width="10"/>` +
    `<ellipse cx="0" cy="-80" rx="55" ry="10" fill="#5b3220"/><ellipse cx="-10" cy="-82" rx="24" ry="4" fill="#c08552" opacity="0.8"/>` +
    `<path d="M-20 -100 q-14 -24 0 -44 q14 -20 0 -44 M8 -96 q-12 -20 0 -38 q12 -18 0 -36 M32 -100 q-10 -18 0 -32" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>` +
    `</g>`
  );
}

/** Coffee beans scattered around (x, y). */
export function beans(r: Rng, x: number, y: number, count: number, spread: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + between(r, -spread, spread);
    const by = y + between(r, -spread * 0.2, spread * 0.2);
    const a = between(r, 0, 180);
    out += `<g transform="translate(${n(bx)} ${n(by)}) rotate(${n(a)})"><ellipse rx="11" ry="7" fill="#4a2a18"/><path d="M-9 0 q9 -4 18 0" stroke="#2a160b" stroke-width="2" fill="none"/></g>`;
  }
  return out;
}

/** An ice-cream cone with three scoops (origin: the tip of the cone). */
export function iceCream(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M0 0 L-46 -140 H46z" fill="#e2a65b"/>` +
    `<path d="M-36 -110 L20 -30 M-20 -138 L32 -64 M36 -110 L-20 -30 M20 -138 L-32 -64" stroke="#b8793a" stroke-width="4"/>` +
    `<circle cx="-26" cy="-156" r="34" fill="#f7c6d0"/><circle cx="28" cy="-158" r="34" fill="#fff1c9"/><circle cx="0" cy="-200" r="36" fill="#8b5a3c"/>` +
    `<circle cx="8" cy="-238" r="10" fill="#d62839"/><path d="M8 -246 q6 -14 16 -16" stroke="#2d6a4f" stroke-width="3" fill="none"/>` +
    `</g>`
  );
}

/** A striped market awning over a stall with goods; `goods` drawn on the counter. */
export function stall(r: Rng, x: number, ground: number, w: number, stripes: [string, string], goods: 'crafts' | 'fruit' | 'paintings' | 'bottles'): string {
  const top = ground - 260;
  let out = `<rect x="${n(x + 8)}" y="${n(top + 40)}" width="8" height="220" fill="#5b4636"/><rect x="${n(x + w - 16)}" y="${n(top + 40)}" width="8" height="220" fill="#5b4636"/>`;
  // awning
  const k = 8;
  for (let i = 0; i < k; i++) {
    const sx = x + (i * w) / k;
    out += `<path d="M${n(sx + 6)} ${n(top)} h${n(w / k)} l${n(6)} 50 h-${n(w / k)}z" fill="${i % 2 ? stripes[0] : stripes[1]}"/>`;
    out += `<path d="M${n(sx + 12)} ${n(top + 50)} h${n(w / k)} q-${n(w / k / 2)} 24 -${n(w / k)} 0z" fill="${i % 2 ? stripes[0] : stripes[1]}"/>`;
  }
  // counter
  out += `<rect x="${n(x)}" y="${n(ground - 90)}" width="${n(w + 20)}" height="90" fill="#8d6748"/><rect x="${n(x - 6)}" y="${n(ground - 96)}" width="${n(w + 32)}" height="12" fill="#a47c5a"/>`;
  const cy = ground - 96;
  if (goods === 'fruit') {
    for (let i = 0; i < 9; i++) {
      const c = pick(r, ['#f4a259', '#e63946', '#f6d55c', '#7bc043', '#ff9f1c']);
      out += `<circle cx="${n(x + 24 + i * ((w - 20) / 9))}" cy="${n(cy - 14)}" r="${n(between(r, 12, 17))}" fill="${c}"/>`;
    }
    out += `<path d="M${n(x + 30)} ${n(cy - 30)} q${n(w / 4)} -40 ${n(w / 2)} 0" stroke="#f6d55c" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  } else if (goods === 'paintings') {
    for (let i = 0; i < 3; i++) {
      const px = x + 20 + i * ((w - 20) / 3);
      const pw = (w - 60) / 3;
      out += `<rect x="${n(px)}" y="${n(top + 80)}" width="${n(pw)}" height="${n(pw * 0.75)}" fill="#f5e6c8" stroke="#6b4226" stroke-width="6"/>`;
      out += `<rect x="${n(px + 6)}" y="${n(top + 80 + pw * 0.45)}" width="${n(pw - 12)}" height="${n(pw * 0.26)}" fill="${pick(r, ['#1f77b4', '#2a9d8f'])}"/>`;
      out += `<circle cx="${n(px + pw * 0.7)}" cy="${n(top + 80 + pw * 0.25)}" r="${n(pw * 0.1)}" fill="${pick(r, ['#f4a261', '#e76f51', '#f6d55c'])}"/>`;
      out += `<path d="M${n(px + 10)} ${n(top + 80 + pw * 0.45)} l${n(pw * 0.15)} -${n(pw * 0.2)} l${n(pw * 0.15)} ${n(pw * 0.2)}" fill="#2d6a4f"/>`;
    }
  } else if (goods === 'bottles') {
    for (let i = 0; i < 7; i++) {
      const bx = x + 26 + i * ((w - 20) / 7);
      const c = pick(r, ['#c77dff', '#ffafcc', '#a2d2ff', '#ffd166', '#caffbf']);
      out += `<rect x="${n(bx - 11)}" y="${n(cy - 44)}" width="22" height="44" rx="6" fill="${c}" opacity="0.9"/><rect x="${n(bx - 4)}" y="${n(cy - 56)}" width="8" height="12" fill="#c9a227"/>`;
    }
  } else {
    for (let i = 0; i < 6; i++) {
      const bx = x + 30 + i * ((w - 20) / 6);
      const c = pick(r, ['#e63946', '#2a9d8f', '#e9c46a', '#264653', '#f4a261']);
      out += `<path d="M${n(bx - 16)} ${n(cy)} q16 -50 32 0z" fill="${c}"/><rect x="${n(bx - 18)}" y="${n(top + 70)}" width="36" height="${n(between(r, 40, 70))}" rx="4" fill="${shade(c, 0.3)}"/>`;
    }
  }
  return out;
}

/** A stage: wooden floor and red curtains on both sides. */
export function stage(top: number, floor: number, dark = true): string {
  const curtain = vgrad([[0, '#8b0f1f'], [1, '#5c0a16']]);
  const boards = vgrad([[0, '#8a5a34'], [1, '#4a2e1a']]);
  let out = `<defs>${curtain.defs}${boards.defs}</defs>`;
  out += `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="${boards.url}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<path d="M${n(i * 44)} ${n(top)} q22 ${n((floor - top) / 2)} 0 ${n(floor - top + 30)} h44 q-22 -${n((floor - top) / 2)} 0 -${n(floor - top + 30)}z" fill="${curtain.url}"/>`;
    out += `<path d="M${W - n(i * 44)} ${n(top)} q-22 ${n((floor - top) / 2)} 0 ${n(floor - top + 30)} h-44 q22 -${n((floor - top) / 2)} 0 -${n(floor - top + 30)}z" fill="${curtain.url}"/>`;
  }
  out += `<path d="M0 ${n(top)} H${W} V${n(top + 70)} q-80 40 -160 0 q-80 40 -160 0 q-80 40 -160 0 q-80 40 -160 0 q-80 40 -160 0 q-80 40 -160 0 q-80 40 -160 0 q-80 40 -160 0z" fill="${curtain.url}"/>`;
  out += `<path d="M0 ${n(top + 62)} q80 40 160 0 q80 40 160 0 q80 40 160 0 q80 40 160 0 q80 40 160 0 q80 40 160 0 q80 40 160 0 q80 40 160 0" fill="none" stroke="#e0b84c" stroke-width="6"/>`;
  if (!dark) out += `<rect width="${W}" height="${H}" fill="#fff" opacity="0.05"/>`;
  return out;
}

/** Coloured spotlight beams from the top. */
export function spotlights(r: Rng, count: number, floor: number, colours: readonly string[]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const c = pick(r, colours);
    const g = vgrad([[0, c, 0.55], [1, c, 0]]);
    const x = between(r, 160, W - 160);
    const bx = x + between(r, -260, 260);
    out += `<defs>${g.defs}</defs><path d="M${n(x - 14)} 0 L${n(x + 14)} 0 L${n(bx + 130)} ${n(floor)} L${n(bx - 130)} ${n(floor)}z" fill="${g.url}"/>`;
    out += `<ellipse cx="${n(bx)}" cy="${n(floor + 20)}" rx="150" ry="26" fill="${c}" opacity="0.22"/>`;
  }
  return out;
}

/** Soft round lights out of focus. */
export function bokeh(r: Rng, count: number, y0: number, y1: number, colours: readonly string[]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const g = radial([[0, pick(r, colours), 0.55], [1, pick(r, colours), 0]]);
    out += `<defs>${g.defs}</defs><circle cx="${n(between(r, 0, W))}" cy="${n(between(r, y0, y1))}" r="${n(between(r, 30, 80))}" fill="${g.url}"/>`;
  }
  return out;
}

/** A garland of light bulbs between two points. */
export function stringLights(x1: number, y1: number, x2: number, y2: number, count: number, colour = '#ffd56b'): string {
  const mx = (x1 + x2) / 2;
  const my = Math.max(y1, y2) + 60;
  let out = `<path d="M${n(x1)} ${n(y1)} Q${n(mx)} ${n(my + 40)} ${n(x2)} ${n(y2)}" fill="none" stroke="#2b2b2b" stroke-width="3"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (my + 40) + t * t * y2;
    out += `<circle cx="${n(x)}" cy="${n(y + 8)}" r="12" fill="${colour}" opacity="0.3"/><circle cx="${n(x)}" cy="${n(y + 8)}" r="6" fill="${colour}"/>`;
  }
  return out;
}

/** A pair of congas (origin: between their feet on the floor). */
export function congas(x: number, y: number, s = 1): string {
  const drum = (dx: number, h: number, c: string) =>
    `<path d="M${dx - 38} ${-h} q-10 ${h / 2} 6 ${h} h64 q16 -${h / 2} 6 -${h}z" fill="${c}"/><ellipse cx="${dx}" cy="${-h}" rx="38" ry="10" fill="#f2e3c6"/>` +
    `<rect x="${dx - 42}" y="${-h * 0.72}" width="84" height="6" fill="#d4af37"/><rect x="${dx - 40}" y="${-h * 0.22}" width="80" height="6" fill="#d4af37"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${drum(-46, 190, '#8b3a1e')}${drum(46, 170, '#a0522d')}</g>`;
}

/** A trumpet, bell to the right. */
export function trumpet(x: number, y: number, s = 1, angle = -18): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n(s)})" fill="#e9b949">` +
    `<rect x="0" y="-6" width="200" height="12" rx="6"/><path d="M190 -8 L260 -40 Q270 0 260 40 L190 8z"/>` +
    `<path d="M40 6 h110 q16 0 16 16 v6 q0 16 -16 16 h-110 q-16 0 -16 -16 v-6 q0 -16 16 -16z" fill="none" stroke="#e9b949" stroke-width="10"/>` +
    `<rect x="80" y="-30" width="10" height="26"/><rect x="100" y="-30" width="10" height="26"/><rect x="120" y="-30" width="10" height="26"/>` +
    `<circle cx="-6" cy="0" r="12"/></g>`
  );
}

/** A saxophone (origin: the bottom of its bow). */
export function saxophone(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M0 -300 q-30 10 -24 40 L-10 -30 q10 40 50 30 q40 -10 44 -60 L90 -110 L130 -130 L126 -60 L80 -70 L74 -40 q-10 70 -76 70 q-66 0 -72 -70 L-46 -270 q-6 -30 20 -44z" fill="#e0a930"/>` +
    `<ellipse cx="108" cy="-120" rx="26" ry="12" fill="#3b2a10" transform="rotate(-24 108 -120)"/>` +
    `<circle cx="-30" cy="-220" r="8" fill="#f5d67a"/><circle cx="-26" cy="-180" r="8" fill="#f5d67a"/><circle cx="-22" cy="-140" r="8" fill="#f5d67a"/><circle cx="-18" cy="-100" r="8" fill="#f5d67a"/>` +
    `<path d="M0 -300 l-30 -30" stroke="#2b2b2b" stroke-width="8"/></g>`
  );
}

/** A guitar (origin: the bottom of its body), leaning. */
export function guitar(x: number, y: number, s = 1, angle = -20): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n(s)})">` +
    `<path d="M0 0 q-80 0 -80 -70 q0 -40 30 -60 q-16 -30 8 -60 q20 -24 42 -10 q22 -14 42 10 q24 30 8 60 q30 20 30 60 q0 70 -80 70z" fill="#c8813a"/>` +
    `<circle cx="0" cy="-120" r="22" fill="#3b2414"/><rect x="-8" y="-400" width="16" height="260" fill="#5b3a1e"/><rect x="-14" y="-440" width="28" height="44" rx="4" fill="#3b2414"/>` +
    `<rect x="-26" y="-52" width="52" height="10" fill="#3b2414"/>` +
    `<path d="M-3 -440 V-46 M3 -440 V-46" stroke="#eee" stroke-width="1.5"/></g>`
  );
}

/** Maracas (origin: between their handles). */
export function maracas(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<g transform="rotate(-25)"><rect x="-6" y="-10" width="12" height="80" fill="#6b3e1e"/><ellipse cx="0" cy="-50" rx="38" ry="48" fill="#e63946"/><path d="M-30 -60 q30 16 60 0" stroke="#ffd166" stroke-width="6" fill="none"/></g>` +
    `<g transform="translate(70 0) rotate(20)"><rect x="-6" y="-10" width="12" height="80" fill="#6b3e1e"/><ellipse cx="0" cy="-50" rx="38" ry="48" fill="#2a9d8f"/><path d="M-30 -60 q30 16 60 0" stroke="#ffd166" stroke-width="6" fill="none"/></g></g>`
  );
}

/** A standing microphone. */
export function microphone(x: number, floor: number, h = 260): string {
  return (
    `<path d="M${n(x)} ${n(floor)} v-${n(h)}" stroke="#222" stroke-width="6"/><path d="M${n(x - 40)} ${n(floor)} h80" stroke="#222" stroke-width="8"/>` +
    `<rect x="${n(x - 12)}" y="${n(floor - h - 40)}" width="24" height="44" rx="12" fill="#444"/><rect x="${n(x - 10)}" y="${n(floor - h - 38)}" width="20" height="20" rx="10" fill="#9a9a9a"/>`
  );
}

/** Piano keys along the bottom (a jazz club's keyboard). */
export function pianoKeys(y: number, h = 140): string {
  let out = `<rect y="${n(y - 20)}" width="${W}" height="20" fill="#111"/><rect y="${n(y)}" width="${W}" height="${n(h)}" fill="#f4f1ea"/>`;
  const kw = 58;
  for (let i = 0; i * kw < W; i++) {
    out += `<rect x="${i * kw}" y="${n(y)}" width="2" height="${n(h)}" fill="#b9b3a6"/>`;
    if ([0, 1, 3, 4, 5].includes(i % 7)) out += `<rect x="${i * kw + kw - 17}" y="${n(y)}" width="34" height="${n(h * 0.6)}" rx="3" fill="#161616"/>`;
  }
  return out;
}

/** A green pharmacy cross on a white disc. */
export function crossSign(x: number, y: number, r = 70, colour = '#1b9e5a'): string {
  const a = r * 0.32;
  const b = r * 0.75;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r + 10)}" fill="#f8faf8" stroke="${shade(colour, -0.2)}" stroke-width="6"/>` +
    `<path d="M${n(x - a)} ${n(y - b)} h${n(2 * a)} v${n(b - a)} h${n(b - a)} v${n(2 * a)} h-${n(b - a)} v${n(b - a)} h-${n(2 * a)} v-${n(b - a)} h-${n(b - a)} v-${n(2 * a)} h${n(b - a)}z" fill="${colour}"/>` +
    `<rect x="${n(x - 3)}" y="${n(y - r - 70)}" width="6" height="60" fill="#444"/>`
  );
}

/** Mahogany shelves with porcelain apothecary jars. */
export function apothecary(r: Rng, x: number, y: number, w: number, rows: number): string {
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(rows * 120 + 20)}" fill="#5a2e1a"/>`;
  for (let row = 0; row < rows; row++) {
    const sy = y + 20 + row * 120;
    out += `<rect x="${n(x + 14)}" y="${n(sy)}" width="${n(w - 28)}" height="100" fill="#3a1d10"/><rect x="${n(x + 10)}" y="${n(sy + 100)}" width="${n(w - 20)}" height="10" fill="#7a4326"/>`;
    const jars = Math.floor((w - 40) / 64);
    for (let j = 0; j < jars; j++) {
      const jx = x + 30 + j * 64;
      const band = pick(r, ['#1d4e89', '#2a6f97', '#14746f', '#7f5539']);
      out += `<path d="M${n(jx)} ${n(sy + 100)} v-52 q0 -14 10 -18 h24 q10 4 10 18 v52z" fill="#f3efe6"/><rect x="${n(jx)}" y="${n(sy + 66)}" width="44" height="12" fill="${band}"/>`;
      out += `<rect x="${n(jx + 8)}" y="${n(sy + 22)}" width="28" height="10" rx="4" fill="${band}"/>`;
    }
  }
  return out;
}

/** A hibiscus flower. */
export function hibiscus(x: number, y: number, s = 1, colour = '#e63946'): string {
  let petals = '';
  for (let i = 0; i < 5; i++) petals += `<ellipse cx="0" cy="-30" rx="24" ry="34" fill="${colour}" transform="rotate(${i * 72})"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${petals}<circle r="12" fill="${shade(colour, -0.35)}"/><path d="M0 0 l26 -40" stroke="#ffd166" stroke-width="4"/><circle cx="26" cy="-40" r="5" fill="#ffd166"/></g>`;
}

/** A pool's water surface with ripples, from `top` down. */
export function pool(r: Rng, top: number): string {
  const g = vgrad([[0, '#5ec8e5'], [1, '#1f8fb8']]);
  let out = `<defs>${g.defs}</defs><rect y="${n(top)}" width="${W}" height="${n(H - top)}" fill="${g.url}"/><rect y="${n(top - 14)}" width="${W}" height="14" fill="#e9e4d8"/>`;
  for (let i = 0; i < 14; i++) {
    const x = between(r, 0, W - 160);
    const y = between(r, top + 20, H - 10);
    out += `<path d="M${n(x)} ${n(y)} q30 -10 60 0 t60 0" fill="none" stroke="#e6f9ff" stroke-width="4" opacity="0.6"/>`;
  }
  return out;
}

/** A semicircular stained-glass window (medio punto). */
export function vitral(x: number, y: number, rad: number): string {
  const colours = ['#e63946', '#ffd166', '#2a9d8f', '#457b9d', '#f4a261', '#8ecae6'];
  let out = `<path d="M${n(x - rad - 8)} ${n(y)} a${n(rad + 8)} ${n(rad + 8)} 0 0 1 ${n(2 * rad + 16)} 0z" fill="#f5efe1"/>`;
  const k = 6;
  for (let i = 0; i < k; i++) {
    const a0 = Math.PI + (i * Math.PI) / k;
    const a1 = Math.PI + ((i + 1) * Math.PI) / k;
    out += `<path d="M${n(x)} ${n(y)} L${n(x + rad * Math.cos(a0))} ${n(y + rad * Math.sin(a0))} A${n(rad)} ${n(rad)} 0 0 1 ${n(x + rad * Math.cos(a1))} ${n(y + rad * Math.sin(a1))}z" fill="${colours[i % colours.length]}" stroke="#f5efe1" stroke-width="5"/>`;
  }
  return `${out}<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.28)}" fill="#f5efe1"/>`;
}

/** A wide neoclassical building with columns and a dome (the Capitolio, a palace). */
export function domedBuilding(cx: number, ground: number, w: number, h: number, colour: string, domeScale = 1): string {
  // domeScale 0: no dome
  const x = cx - w / 2;
  const top = ground - h;
  const light = shade(colour, 0.35);
  const deep = shade(colour, -0.2);
  let out = `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${colour}"/><rect x="${n(x - 8)}" y="${n(top - 10)}" width="${n(w + 16)}" height="14" fill="${light}"/>`;
  for (let wx = x + 30; wx < x + w - 40; wx += 52) {
    out += `<rect x="${n(wx)}" y="${n(top + 30)}" width="22" height="46" fill="${deep}"/><rect x="${n(wx)}" y="${n(top + 100)}" width="22" height="46" fill="${deep}"/>`;
  }
  // portico
  const pw = w * 0.3;
  out += `<path d="M${n(cx - pw / 2 - 16)} ${n(top - 4)} L${n(cx)} ${n(top - 70)} L${n(cx + pw / 2 + 16)} ${n(top - 4)}z" fill="${light}"/>`;
  for (let i = 0; i <= 6; i++) out += `<rect x="${n(cx - pw / 2 + (i * pw) / 6 - 7)}" y="${n(top)}" width="14" height="${n(h - 40)}" fill="${light}"/>`;
  out += `<rect x="${n(cx - pw / 2 - 30)}" y="${n(ground - 40)}" width="${n(pw + 60)}" height="40" fill="${light}"/>`;
  for (let i = 1; i < 4; i++) out += `<rect x="${n(cx - pw / 2 - 30 - i * 14)}" y="${n(ground - 40 + i * 10)}" width="${n(pw + 60 + i * 28)}" height="10" fill="${shade(light, -0.08 * i)}"/>`;
  if (domeScale <= 0) return out;
  // drum and dome
  const dw = w * 0.22 * domeScale;
  const drumTop = top - 70 - 70 * domeScale;
  out += `<rect x="${n(cx - dw / 2)}" y="${n(drumTop)}" width="${n(dw)}" height="${n(top - 70 - drumTop + 20)}" fill="${colour}"/>`;
  for (let i = 0; i <= 8; i++) out += `<rect x="${n(cx - dw / 2 + (i * dw) / 8 - 4)}" y="${n(drumTop)}" width="8" height="${n(top - 70 - drumTop + 20)}" fill="${light}"/>`;
  out += `<path d="M${n(cx - dw / 2 - 10)} ${n(drumTop)} Q${n(cx - dw / 2)} ${n(drumTop - dw * 0.9)} ${n(cx)} ${n(drumTop - dw * 0.95)} Q${n(cx + dw / 2)} ${n(drumTop - dw * 0.9)} ${n(cx + dw / 2 + 10)} ${n(drumTop)}z" fill="${light}"/>`;
  out += `<path d="M${n(cx - dw / 4)} ${n(drumTop)} Q${n(cx - dw / 6)} ${n(drumTop - dw * 0.7)} ${n(cx)} ${n(drumTop - dw * 0.95)}" stroke="${deep}" stroke-width="4" fill="none"/>`;
  out += `<path d="M${n(cx + dw / 4)} ${n(drumTop)} Q${n(cx + dw / 6)} ${n(drumTop - dw * 0.7)} ${n(cx)} ${n(drumTop - dw * 0.95)}" stroke="${deep}" stroke-width="4" fill="none"/>`;
  out += `<rect x="${n(cx - 10)}" y="${n(drumTop - dw * 0.95 - 50)}" width="20" height="50" fill="${light}"/><circle cx="${n(cx)}" cy="${n(drumTop - dw * 0.95 - 56)}" r="8" fill="#e0b84c"/>`;
  return out;
}

/** A fortress on the rocks with its lighthouse (El Morro). */
export function fortress(x: number, seaTop: number): string {
  let out = `<path d="M${n(x - 80)} ${n(seaTop + 40)} L${n(x)} ${n(seaTop - 30)} L${n(x + 520)} ${n(seaTop - 40)} L${n(x + 640)} ${n(seaTop + 40)}z" fill="#6b5e4c"/>`;
  out += `<path d="M${n(x + 20)} ${n(seaTop - 30)} L${n(x + 60)} ${n(seaTop - 170)} H${n(x + 480)} L${n(x + 510)} ${n(seaTop - 40)}z" fill="#c9b48f"/>`;
  for (let i = 0; i < 12; i++) out += `<rect x="${n(x + 64 + i * 36)}" y="${n(seaTop - 190)}" width="20" height="22" fill="#c9b48f"/>`;
  out += `<path d="M${n(x + 60)} ${n(seaTop - 170)} H${n(x + 480)}" stroke="#a8926c" stroke-width="6"/>`;
  // lighthouse
  const lx = x + 380;
  out += `<path d="M${n(lx - 34)} ${n(seaTop - 170)} L${n(lx - 24)} ${n(seaTop - 400)} H${n(lx + 24)} L${n(lx + 34)} ${n(seaTop - 170)}z" fill="#e8dcc4"/>`;
  out += `<rect x="${n(lx - 34)}" y="${n(seaTop - 412)}" width="68" height="14" fill="#8a7a60"/><rect x="${n(lx - 20)}" y="${n(seaTop - 456)}" width="40" height="44" fill="#fff3b0"/>`;
  out += `<path d="M${n(lx - 26)} ${n(seaTop - 456)} L${n(lx)} ${n(seaTop - 486)} L${n(lx + 26)} ${n(seaTop - 456)}z" fill="#5e5440"/>`;
  out += `<rect x="${n(lx - 6)}" y="${n(seaTop - 360)}" width="12" height="20" fill="#8a7a60"/><rect x="${n(lx - 6)}" y="${n(seaTop - 280)}" width="12" height="20" fill="#8a7a60"/>`;
  return out;
}

/** A baroque cathedral front with two towers. */
export function cathedral(cx: number, ground: number, colour = '#d8c7a3'): string {
  const deep = shade(colour, -0.2);
  const light = shade(colour, 0.3);
  let out = '';
  for (const [tx, th] of [[cx - 250, 460], [cx + 170, 420]] as const) {
    out += `<rect x="${tx}" y="${ground - th}" width="80" height="${th}" fill="${colour}"/><rect x="${tx - 6}" y="${ground - th}" width="92" height="12" fill="${light}"/>`;
    out += `<path d="M${tx + 22} ${ground - th + 70} a18 18 0 0 1 36 0 v50 h-36z" fill="${deep}"/><path d="M${tx + 22} ${ground - th + 160} a18 18 0 0 1 36 0 v50 h-36z" fill="${deep}"/>`;
    out += `<path d="M${tx + 4} ${ground - th} L${tx + 40} ${ground - th - 60} L${tx + 76} ${ground - th}z" fill="${light}"/>`;
  }
  out += `<rect x="${cx - 170}" y="${ground - 330}" width="340" height="330" fill="${colour}"/>`;
  out += `<path d="M${cx - 190} ${ground - 330} Q${cx - 170} ${ground - 380} ${cx - 110} ${ground - 380} Q${cx - 60} ${ground - 380} ${cx - 40} ${ground - 430} Q${cx} ${ground - 470} ${cx + 40} ${ground - 430} Q${cx + 60} ${ground - 380} ${cx + 110} ${ground - 380} Q${cx + 170} ${ground - 380} ${cx + 190} ${ground - 330}z" fill="${light}"/>`;
  for (const dx of [-150, -80, 62, 132]) out += `<rect x="${cx + dx}" y="${ground - 320}" width="18" height="320" fill="${light}"/>`;
  out += `<path d="M${cx - 40} ${ground} v-120 a40 40 0 0 1 80 0 v120z" fill="#4a3424"/><circle cx="${cx}" cy="${ground - 250}" r="26" fill="${deep}"/>`;
  out += `<path d="M${cx - 120} ${ground - 150} a14 14 0 0 1 28 0 v40 h-28z M${cx + 92} ${ground - 150} a14 14 0 0 1 28 0 v40 h-28z" fill="${deep}"/>`;
  return out;
}

/** A grand hotel with two towers and a red-tiled roof (the Hotel Nacional). */
export function grandHotel(cx: number, ground: number, colour = '#efe3c8'): string {
  const deep = shade(colour, -0.18);
  let out = `<rect x="${cx - 330}" y="${ground - 260}" width="660" height="260" fill="${colour}"/>`;
  for (const tx of [cx - 150, cx + 60]) {
    out += `<rect x="${tx}" y="${ground - 420}" width="90" height="420" fill="${colour}"/><path d="M${tx - 10} ${ground - 420} L${tx + 45} ${ground - 480} L${tx + 100} ${ground - 420}z" fill="#b5543c"/>`;
    for (let f = 0; f < 5; f++) out += `<rect x="${tx + 20}" y="${ground - 400 + f * 40}" width="14" height="24" fill="${deep}"/><rect x="${tx + 56}" y="${ground - 400 + f * 40}" width="14" height="24" fill="${deep}"/>`;
  }
  out += `<path d="M${cx - 340} ${ground - 260} L${cx - 310} ${ground - 290} H${cx + 310} L${cx + 340} ${ground - 260}z" fill="#b5543c"/>`;
  for (let f = 0; f < 5; f++) {
    for (let wx = cx - 310; wx < cx + 310; wx += 40) {
      if (wx > cx - 160 && wx < cx - 50) continue;
      if (wx > cx + 50 && wx < cx + 160) continue;
      out += `<rect x="${wx}" y="${ground - 240 + f * 44}" width="16" height="26" fill="${deep}"/>`;
    }
  }
  out += `<path d="M${cx - 60} ${ground} v-90 a60 60 0 0 1 120 0 v90z" fill="#6b4a35"/>`;
  return out;
}

/** A modern museum block: horizontal bands and glass. */
export function modernBlock(x: number, ground: number, w: number, h: number): string {
  let out = `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="#e7e2d8"/>`;
  for (let f = 0; f < 3; f++) out += `<rect x="${x}" y="${ground - h + 30 + f * (h / 3)}" width="${w}" height="${h / 3 - 50}" fill="#7fa7b8"/><rect x="${x}" y="${ground - h + 30 + f * (h / 3)}" width="${w}" height="8" fill="#5d8597"/>`;
  for (let vx = x + 60; vx < x + w; vx += 80) out += `<rect x="${vx}" y="${ground - h}" width="6" height="${h}" fill="#cfc9bb"/>`;
  return out;
}

/** A painted mural wall (the Callejón de Hamel). */
export function mural(r: Rng, x: number, ground: number, w: number, h: number): string {
  const colours = ['#e63946', '#ffd166', '#06d6a0', '#118ab2', '#ef476f', '#f4a261', '#8338ec', '#3a86ff'];
  let out = `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${pick(r, colours)}"/>`;
  for (let i = 0; i < 14; i++) {
    const c = pick(r, colours);
    const cx = between(r, x, x + w);
    const cy = between(r, ground - h, ground);
    const kind = r();
    if (kind < 0.35) out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(between(r, 30, 90))}" fill="${c}"/>`;
    else if (kind < 0.65) out += `<path d="M${n(cx - 90)} ${n(cy)} l30 -40 l30 40 l30 -40 l30 40 l30 -40 l30 40" fill="none" stroke="${c}" stroke-width="14"/>`;
    else out += `<path d="M${n(cx)} ${n(cy - 60)} q60 60 0 120 q-60 -60 0 -120z" fill="${c}"/>`;
  }
  // a hand-painted eye and sun
  out += `<circle cx="${n(x + w * 0.7)}" cy="${n(ground - h * 0.6)}" r="60" fill="#ffd166" stroke="#e63946" stroke-width="12"/>`;
  out += `<ellipse cx="${n(x + w * 0.3)}" cy="${n(ground - h * 0.55)}" rx="80" ry="40" fill="#fff"/><circle cx="${n(x + w * 0.3)}" cy="${n(ground - h * 0.55)}" r="26" fill="#118ab2"/><circle cx="${n(x + w * 0.3)}" cy="${n(ground - h * 0.55)}" r="11" fill="#111"/>`;
  return out;
}

/** A ballerina's silhouette (origin: her standing foot). */
export function ballerina(x: number, y: number, s = 1, colour = '#fdf0f5'): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${colour}" stroke="${colour}" stroke-linecap="round">` +
    `<path d="M0 0 L6 -150" stroke-width="12" fill="none"/><path d="M4 -150 L110 -200" stroke-width="12" fill="none"/>` +
    `<ellipse cx="4" cy="-160" rx="90" ry="20" stroke="none" opacity="0.95"/>` +
    `<path d="M-16 -170 q-4 -60 18 -90 q22 30 14 90z" stroke="none"/>` +
    `<path d="M0 -250 q-60 -30 -90 -110 M8 -250 q50 -40 70 -120" stroke-width="9" fill="none"/>` +
    `<circle cx="4" cy="-285" r="22" stroke="none"/><circle cx="12" cy="-304" r="11" stroke="none"/></g>`
  );
}

/** A plate of Creole food (rice and beans, pork, tostones; origin: the plate's centre). */
export function creolePlate(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<ellipse rx="110" ry="30" fill="#fafafa" stroke="#d9d9d9" stroke-width="4"/><ellipse rx="80" ry="20" fill="#f0f0f0"/>` +
    `<ellipse cx="-30" cy="-6" rx="40" ry="14" fill="#f6efe0"/><circle cx="-40" cy="-10" r="4" fill="#2b1d16"/><circle cx="-24" cy="-4" r="4" fill="#2b1d16"/><circle cx="-34" cy="0" r="4" fill="#2b1d16"/><circle cx="-18" cy="-12" r="4" fill="#2b1d16"/>` +
    `<path d="M6 -4 q20 -22 50 -12 q14 10 -6 22 q-26 8 -44 -10z" fill="#a0522d"/>` +
    `<ellipse cx="44" cy="10" rx="18" ry="8" fill="#e9c46a"/><ellipse cx="20" cy="14" rx="16" ry="7" fill="#e9c46a"/></g>`
  );
}

/** A bottle of rum. */
export function rumBottle(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M-26 0 v-110 q0 -20 16 -30 v-50 h20 v50 q16 10 16 30 v110z" fill="#7a3e12"/><rect x="-12" y="-200" width="24" height="14" fill="#1d1d1d"/>` +
    `<rect x="-22" y="-90" width="44" height="50" fill="#f2e3c6"/><rect x="-22" y="-70" width="44" height="8" fill="#c0392b"/></g>`
  );
}

/** A veranda umbrella (origin: the foot of its pole). */
export function umbrella(x: number, ground: number, h: number, colours: [string, string]): string {
  let out = `<rect x="${n(x - 4)}" y="${n(ground - h)}" width="8" height="${n(h)}" fill="#5b4636"/>`;
  for (let i = 0; i < 6; i++) {
    const x0 = x - 180 + i * 60;
    out += `<path d="M${n(x)} ${n(ground - h - 50)} L${n(x0)} ${n(ground - h + 20)} q30 16 60 0z" fill="${i % 2 ? colours[0] : colours[1]}"/>`;
  }
  return out;
}
