/**
 * One picture per seed business (by slug, drawn from its home category, with a few landmarks of
 * their own) and per seed event (by its photo key): an SVG text of 1280 × 800.
 */
import {
  H,
  W,
  apothecary,
  ballerina,
  beans,
  between,
  bokeh,
  cafeTable,
  car,
  CAR_COLOURS,
  cathedral,
  coffeeCup,
  congas,
  creolePlate,
  crossSign,
  domedBuilding,
  facades,
  fortress,
  grandHotel,
  guitar,
  hibiscus,
  iceCream,
  isDark,
  malecon,
  maracas,
  microphone,
  modernBlock,
  mojito,
  mural,
  palm,
  pianoKeys,
  pick,
  pool,
  rngOf,
  rumBottle,
  saxophone,
  sea,
  skyline,
  sky,
  spotlights,
  stage,
  stall,
  street,
  stringLights,
  trumpet,
  umbrella,
  vitral,
  type Rng,
  type SkyKind,
} from './draw';

export type Home = 'restaurant' | 'store' | 'night_club' | 'cafe' | 'point_of_interest' | 'health';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;

/** A street of façades under `skyKind`, a car or palms, and whatever `front` adds. */
function streetScene(r: Rng, skyKind: SkyKind, front: (ground: number, dark: boolean) => string, o: { arcade?: boolean; car?: boolean; palms?: boolean; ground?: number } = {}): string {
  const ground = o.ground ?? 600;
  const dark = isDark(skyKind);
  let out = sky(r, skyKind, ground);
  out += skyline(r, ground - 300, dark ? '#151a3a' : '#ffffff', dark ? 0.6 : 0.35);
  out += facades(r, { ground, dark, arcade: o.arcade, minH: 400, maxH: 540 });
  if (dark) out += `<rect width="${W}" height="${ground}" fill="#0b1030" opacity="0.35"/>`;
  out += street(ground, dark);
  if (o.palms) out += palm(between(r, 60, 200), ground + 30, 420, 1, dark) + palm(between(r, 1080, 1220), ground + 30, 380, -1, dark);
  if (o.car) out += car(between(r, 40, 860), ground + 70, pick(r, CAR_COLOURS), 1.15, r() < 0.5, dark);
  return out + front(ground, dark);
}

/** The sea, the Malecón wall and a pastel front of buildings seen across the avenue. */
function maleconScene(r: Rng, skyKind: SkyKind, front: (dark: boolean) => string): string {
  const dark = isDark(skyKind);
  let out = sky(r, skyKind, 420);
  out += sea(r, 380, 560, dark);
  out += skyline(r, 384, dark ? '#0d1330' : '#5d7fa6', 0.5);
  out += malecon(540, 60);
  out += street(600, dark);
  return out + front(dark);
}

const BUSINESS_SKIES: Record<Home, SkyKind[]> = {
  restaurant: ['golden', 'sunset', 'day', 'dusk'],
  store: ['day', 'morning', 'day'],
  night_club: ['night', 'dusk', 'night'],
  cafe: ['morning', 'day', 'golden'],
  point_of_interest: ['day', 'golden', 'sunset', 'morning'],
  health: ['day', 'morning'],
};

function restaurant(r: Rng, skyKind: SkyKind): string {
  const variant = pick(r, ['mojito', 'plate', 'rum']);
  return streetScene(
    r,
    skyKind,
    (ground, dark) => {
      let out = umbrella(between(r, 260, 420), ground + 180, 400, [pick(r, ['#e63946', '#2a9d8f', '#f4a261']), '#fdf6e3']);
      if (dark) out += stringLights(0, 120, W, 90, 16);
      const items =
        variant === 'mojito'
          ? mojito(-40, -6, 0.9) + mojito(50, -2, 0.8)
          : variant === 'plate'
            ? creolePlate(-20, -4, 0.8) + mojito(78, -6, 0.6)
            : rumBottle(-50, -4, 0.8) + mojito(40, -2, 0.75);
      out += cafeTable(between(r, 760, 900), ground + 70, 1.6, items, pick(r, ['#ffffff', '#fdf0d5', '#e8f4ea']));
      return out;
    },
    { arcade: r() < 0.5, palms: r() < 0.3, car: r() < 0.3 },
  );
}

function shop(r: Rng, skyKind: SkyKind, goods: 'crafts' | 'fruit' | 'paintings' | 'bottles'): string {
  return streetScene(
    r,
    skyKind,
    (ground) => {
      const pairs: [string, string][] = [['#e63946', '#fdf6e3'], ['#2a9d8f', '#fdf6e3'], ['#f4a261', '#fff'], ['#457b9d', '#f1faee']];
      let out = stall(r, 120, ground + 150, 440, pick(r, pairs), goods);
      out += stall(r, 700, ground + 150, 440, pick(r, pairs), goods === 'paintings' ? 'crafts' : goods);
      return out;
    },
    { car: false },
  );
}

function nightClub(r: Rng, skyKind: SkyKind, instruments: 'band' | 'jazz' | 'cabaret'): string {
  const dark = true;
  let out = `<rect width="${W}" height="${H}" fill="${skyKind === 'dusk' ? '#1b1236' : '#0a0a1a'}"/>`;
  out += bokeh(r, 18, 80, 500, ['#ff4d6d', '#ffd166', '#4cc9f0', '#b5179e', '#ff9e00']);
  out += stage(0, 560, dark);
  out += spotlights(r, 4, 560, ['#ff4d6d', '#ffd166', '#4cc9f0', '#c77dff']);
  if (instruments === 'jazz') {
    out += saxophone(between(r, 520, 640), 540, 1.05) + microphone(between(r, 360, 420), 580, 250) + pianoKeys(660, 140);
  } else if (instruments === 'cabaret') {
    // feathered headdress and plumes
    for (let i = 0; i < 9; i++) {
      const a = -80 + i * 20;
      out += `<g transform="translate(640 470) rotate(${a})"><path d="M0 0 q-30 -160 0 -300 q30 140 0 300z" fill="${pick(r, ['#ff4d6d', '#ffd166', '#f72585', '#ff9e00', '#fff'])}" opacity="0.9"/></g>`;
    }
    out += `<circle cx="640" cy="470" r="40" fill="#ffd166"/><circle cx="640" cy="470" r="20" fill="#f72585"/>`;
    out += congas(280, 640, 0.9) + trumpet(820, 520, 1);
  } else {
    out += congas(between(r, 260, 360), 650, 1) + trumpet(between(r, 640, 760), 470, 1.1) + microphone(between(r, 520, 580), 640, 260) + maracas(between(r, 960, 1040), 620, 0.9);
  }
  return out;
}

function cafe(r: Rng, skyKind: SkyKind, treat: 'coffee' | 'ice-cream'): string {
  return streetScene(
    r,
    skyKind,
    (ground) => {
      let out = '';
      if (treat === 'ice-cream') {
        out += `<path d="M0 ${ground + 40} H${W} V${H} H0z" fill="#7fbf6a"/>`;
        out += iceCream(between(r, 880, 960), 780, 1.4) + iceCream(between(r, 300, 380), 780, 1.1);
      } else {
        out += cafeTable(between(r, 480, 800), ground + 70, 1.7, coffeeCup(-30, -6, 0.55, pick(r, ['#ffffff', '#fdf0d5', '#e0f2fe'])) + beans(r, 60, -6, 6, 30));
      }
      return out;
    },
    { arcade: r() < 0.6 },
  );
}

function health(r: Rng, skyKind: SkyKind, kind: 'clinic' | 'pharmacy' | 'spa'): string {
  if (kind === 'spa') {
    let out = sky(r, skyKind, 420);
    out += skyline(r, 420, '#ffffff', 0.4);
    out += domedBuilding(640, 430, 520, 200, '#e9dfc9', 0.9);
    out += palm(120, 470, 380, 1) + palm(1160, 470, 340, -1);
    out += pool(r, 480);
    out += hibiscus(1080, 700, 1.1) + hibiscus(1160, 640, 0.8, '#ff7eb6');
    out += `<rect x="120" y="640" width="300" height="60" rx="12" fill="#fdf6e3" transform="rotate(-4 270 670)"/><rect x="120" y="660" width="300" height="12" fill="#2a9d8f" transform="rotate(-4 270 670)"/>`;
    return out;
  }
  if (kind === 'pharmacy') {
    let out = `<rect width="${W}" height="${H}" fill="#f3ead7"/>`;
    out += apothecary(r, 60, 60, 760, 5);
    out += `<rect x="860" y="60" width="360" height="640" fill="#efe2c4"/>` + crossSign(1040, 280, 90);
    out += `<rect y="700" width="${W}" height="100" fill="#6b3a22"/><rect y="690" width="${W}" height="16" fill="#8a4f2e"/>`;
    out += hibiscus(1100, 640, 0.8, '#2a9d8f');
    return out;
  }
  return streetScene(r, skyKind, (ground) => crossSign(between(r, 560, 720), ground - 300, 90), { palms: true, car: true });
}

type Recipe = (r: Rng, skyKind: SkyKind) => string;

/** Seed businesses with a picture of their own; the rest are drawn from their home category. */
const LANDMARKS: Record<string, Recipe> = {
  'capitolio-nacional': (r, s) => sky(r, s, 640) + domedBuilding(640, 640, 820, 230, '#e7dcc4', 1.25) + street(640) + palm(80, 680, 360, 1) + car(780, 690, pick(r, CAR_COLOURS), 1.3),
  'museo-de-la-revolucion': (r, s) => sky(r, s, 620) + domedBuilding(640, 620, 820, 300, '#e9e1cf', 1.1) + palm(140, 660, 400, 1) + palm(1140, 660, 380, -1) + street(620),
  'castillo-del-morro': (r, s) => sky(r, s, 520) + sea(r, 480, H) + fortress(between(r, 320, 480), 560),
  'plaza-de-la-catedral': (r, s) => sky(r, s, 620, false) + cathedral(640, 620) + `<rect y="620" width="${W}" height="180" fill="#cbbd9c"/>` + umbrella(1050, 770, 200, ['#f4a261', '#fdf6e3']),
  'plaza-de-armas': (r, s) =>
    sky(r, s, 600) +
    facades(r, { ground: 600, minH: 330, maxH: 400 }) +
    `<rect y="600" width="${W}" height="200" fill="#7fbf6a"/>` +
    palm(200, 760, 560, 1) + palm(620, 760, 600, -1) + palm(1060, 760, 540, 1) +
    `<rect x="380" y="560" width="80" height="200" fill="#e9e4d8"/><rect x="360" y="540" width="120" height="24" fill="#d8d0bd"/>` +
    stall(r, 820, 790, 300, ['#2a9d8f', '#fdf6e3'], 'paintings'),
  'plaza-vieja': (r, s) =>
    sky(r, s, 620) +
    facades(r, { ground: 620, minH: 420, maxH: 560, arcade: true }) +
    vitral(280, 180, 60) + vitral(900, 200, 60) +
    `<rect y="620" width="${W}" height="180" fill="#d6c7a6"/><ellipse cx="640" cy="700" rx="220" ry="40" fill="#bfb08c"/><rect x="600" y="610" width="80" height="90" fill="#e9e4d8"/><path d="M640 560 q-50 40 -60 60 M640 560 q50 40 60 60" stroke="#8ecae6" stroke-width="8" fill="none"/>`,
  'callejon-de-hamel': (r, s) => sky(r, s, 600) + mural(r, -20, 640, 700, 520) + mural(r, 680, 640, 620, 480) + `<rect y="640" width="${W}" height="160" fill="#a0907a"/>` + congas(640, 780, 0.9),
  'gran-teatro-de-la-habana': (r, s) => {
    // neobaroque palace: corner towers with cupolas and statues, no central dome
    let out = sky(r, s, 620) + domedBuilding(640, 620, 1040, 380, '#ece3d0', 0);
    for (const x of [160, 1120]) {
      out += `<rect x="${x - 70}" y="140" width="140" height="480" fill="#e3d7bf"/><rect x="${x - 80}" y="130" width="160" height="16" fill="#f3ecdd"/>`;
      out += `<path d="M${x - 70} 130 q70 -120 140 0z" fill="#cdbf9f"/><rect x="${x - 6}" y="10" width="12" height="40" fill="#6d6a63"/>`;
      out += `<path d="M${x - 22} 60 q22 -40 44 0 l-10 40 h-24z" fill="#6d6a63"/>`;
      out += `<path d="M${x - 26} 300 a26 26 0 0 1 52 0 v70 h-52z M${x - 26} 420 a26 26 0 0 1 52 0 v70 h-52z" fill="#b9ab8c"/>`;
    }
    return out + street(620) + car(420, 690, pick(r, CAR_COLOURS), 1.3);
  },
  'museo-de-bellas-artes': (r, s) => sky(r, s, 600) + modernBlock(160, 600, 960, 360) + `<rect y="600" width="${W}" height="200" fill="#cfc6b4"/>` + palm(1180, 700, 420, -1) + `<rect x="560" y="420" width="160" height="180" fill="#f4a261"/><circle cx="640" cy="470" r="34" fill="#e63946"/><rect x="600" y="520" width="80" height="60" fill="#118ab2"/>`,
  'hotel-nacional': (r, s) => sky(r, s, 560) + sea(r, 520, 600) + grandHotel(640, 600) + `<rect y="600" width="${W}" height="200" fill="#7fbf6a"/>` + palm(120, 760, 560, 1) + palm(1120, 760, 520, -1) + palm(900, 780, 420, 1),
  'hotel-inglaterra': (r, s) => streetScene(r, s, (g) => umbrella(300, g + 180, 380, ['#e63946', '#fdf6e3']) + cafeTable(860, g + 70, 1.6, mojito(-30, -4, 0.8) + coffeeCup(50, -4, 0.4)), { arcade: true, palms: true }),
  'hotel-ambos-mundos': (r, s) => streetScene(r, s, (g) => car(120, g + 50, '#e84f8c', 1.5) + umbrella(1000, g + 180, 380, ['#2a9d8f', '#fdf6e3']), { arcade: false }),
  'coppelia': (r, s) => cafe(r, s, 'ice-cream'),
  'tropicana': (r, s) => nightClub(r, s, 'cabaret'),
  'la-zorra-y-el-cuervo': (r, s) => nightClub(r, s, 'jazz'),
  'el-gato-tuerto': (r, s) => nightClub(r, s, 'jazz'),
  'fabrica-de-arte-cubano': (r) => {
    let out = sky(r, 'dusk', 600);
    out += `<rect x="840" y="120" width="80" height="480" fill="#8c3b2a"/><rect x="830" y="110" width="100" height="20" fill="#6e2d20"/>`;
    out += `<rect x="120" y="300" width="1040" height="300" fill="#9c4a35"/>`;
    for (let x = 160; x < 1140; x += 90) out += `<rect x="${x}" y="360" width="50" height="80" fill="#ffd27a"/><rect x="${x}" y="480" width="50" height="80" fill="#ffd27a" opacity="0.8"/>`;
    out += bokeh(r, 10, 120, 560, ['#ff4d6d', '#4cc9f0', '#ffd166']);
    return out + street(600, true) + stringLights(0, 260, W, 250, 18);
  },
  'almacenes-san-jose': (r, s) => maleconScene(r, s, () => stall(r, 80, 780, 520, ['#e63946', '#fdf6e3'], 'paintings') + stall(r, 680, 780, 520, ['#2a9d8f', '#fdf6e3'], 'crafts')),
  'mercado-cuatro-caminos': (r, s) => shop(r, s, 'fruit'),
  'habana-1791': (r, s) => shop(r, s, 'bottles'),
  'farmacia-taquechel': (r, s) => health(r, s, 'pharmacy'),
  'drogueria-johnson': (r, s) => health(r, s, 'pharmacy'),
  'spa-saratoga': (r, s) => health(r, s, 'spa'),
  'dos-hermanos': (r, s) => maleconScene(r, s, (dark) => cafeTable(700, 660, 1.6, mojito(-30, -4, 0.8) + rumBottle(50, -4, 0.6)) + (dark ? stringLights(0, 100, W, 80, 14) : '')),
  'el-cocinero': (r, s) => {
    let out = sky(r, s, 620) + `<rect x="980" y="90" width="90" height="530" fill="#9c4a35"/><rect x="970" y="80" width="110" height="20" fill="#7d3a2a"/>`;
    out += `<rect y="560" width="${W}" height="240" fill="#b5654a"/>` + stringLights(0, 200, W, 160, 14);
    return out + umbrella(300, 780, 380, ['#fdf6e3', '#2a9d8f']) + cafeTable(760, 640, 1.6, creolePlate(-30, -4, 0.7) + mojito(60, -4, 0.7));
  },
};

/** The picture of a seed business. */
export function businessScene(slug: string, home: Home): string {
  const r = rngOf(slug);
  const skyKind = pick(r, BUSINESS_SKIES[home]);
  const own = LANDMARKS[slug];
  if (own) return svg(own(r, skyKind));
  switch (home) {
    case 'restaurant':
      return svg(restaurant(r, skyKind));
    case 'store':
      return svg(shop(r, skyKind, pick(r, ['crafts', 'paintings', 'bottles'] as const)));
    case 'night_club':
      return svg(nightClub(r, skyKind, 'band'));
    case 'cafe':
      return svg(cafe(r, skyKind, 'coffee'));
    case 'health':
      return svg(health(r, skyKind, 'clinic'));
    default:
      return svg(streetScene(r, skyKind, () => '', { palms: true, car: true }));
  }
}

/** The pictures of the seed events, by their photo key. */
const EVENT_SCENES: Record<string, (r: Rng) => string> = {
  'noche-de-salsa': (r) => nightClub(r, 'night', 'band') + stringLights(0, 90, W, 70, 18, '#ff9ecd'),
  'festival-de-jazz': (r) => nightClub(r, 'night', 'jazz'),
  'ruta-del-cafe': (r) =>
    streetScene(r, 'morning', (g) => cafeTable(440, g + 70, 1.7, coffeeCup(-40, -6, 0.55) + coffeeCup(70, -4, 0.4, '#e0f2fe')) + beans(r, 1000, g + 150, 12, 120), { arcade: true }),
  'feria-de-artesania': (r) => maleconScene(r, 'day', () => stall(r, 60, 780, 560, ['#f4a261', '#fff'], 'crafts') + stall(r, 680, 780, 540, ['#457b9d', '#f1faee'], 'paintings')),
  'cena-criolla': (r) =>
    streetScene(r, 'sunset', (g) => stringLights(0, 140, W, 110, 16) + cafeTable(640, g + 70, 1.7, creolePlate(-40, -4, 0.7) + mojito(62, -6, 0.6) + rumBottle(-104, -2, 0.45)), { arcade: true }),
  'gala-de-ballet': (r) => {
    let out = `<rect width="${W}" height="${H}" fill="#0d0a1f"/>` + stage(0, 600);
    const g = `<radialGradient id="ballet-spot"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.85"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>`;
    out += `<defs>${g}</defs><ellipse cx="640" cy="640" rx="300" ry="70" fill="url(#ballet-spot)"/><path d="M600 0 h80 l180 640 h-440z" fill="#fff6e0" opacity="0.12"/>`;
    out += ballerina(640, 650, 1.3);
    return out + bokeh(r, 6, 100, 300, ['#ffd166', '#fff']);
  },
  'son-y-trova': (r) => streetScene(r, 'dusk', (g) => guitar(520, g + 190, 1, -16) + maracas(780, g + 170, 1.1) + stringLights(0, 120, W, 100, 16), { arcade: true }),
};

export const EVENT_PHOTO_KEYS = Object.keys(EVENT_SCENES);

export function eventScene(key: string): string {
  const scene = EVENT_SCENES[key];
  if (!scene) throw new Error(`no picture for the event photo "${key}"`);
  return svg(scene(rngOf(key)));
}
