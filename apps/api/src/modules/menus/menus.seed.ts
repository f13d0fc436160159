import type { MenusRepository, MenuRecord, RatesRepository } from './menus.repository';
import { seedId } from '../../shared/seed-id';

/** the seed writes as this (no account): the change log and the rate name it */
const SEED_AUTHOR = seedId('user', 'seed');

const dish = (name: string, price_cup: number, description?: string, sold_out = false) => ({ name, price_cup, sold_out, ...(description ? { description } : {}) });

/**
 * Menus of a few Havana paladares, priced in CUP as in late 2025 (issue 21: a newcomer sees menus
 * with prices at first start), keyed by the seeded businesses' slugs.
 */
export const SEED_MENUS: Record<string, MenuRecord['sections']> = {
  'la-guarida': [
    { name: 'Entrantes', dishes: [dish('Tostones con mojo', 650), dish('Croquetas de jamón', 900, 'Seis unidades'), dish('Ceviche de pescado', 1800)] },
    { name: 'Principales', dishes: [dish('Ropa vieja', 3200, 'Con arroz, frijoles negros y maduros'), dish('Pescado del día a la plancha', 4200), dish('Cordero al vino tinto', 4800, undefined, true)] },
    { name: 'Postres', dishes: [dish('Flan de la casa', 800), dish('Helado de guayaba', 700)] },
  ],
  'el-cocinero': [
    { name: 'Para compartir', dishes: [dish('Tabla de quesos cubanos', 2600), dish('Yuca frita con mojo', 750)] },
    { name: 'Principales', dishes: [dish('Hamburguesa El Cocinero', 2900), dish('Pulpo a la parrilla', 4500)] },
    { name: 'Bebidas', dishes: [dish('Mojito', 900), dish('Cerveza Cristal', 450)] },
  ],
  'san-cristobal': [
    { name: 'Platos', dishes: [dish('Langosta enchilada', 6500), dish('Lechón asado', 3400, 'Con congrí y yuca'), dish('Arroz con pollo', 2400)] },
  ],
  'la-bodeguita-del-medio': [{ name: 'Bar', dishes: [dish('Mojito de la casa', 1200), dish('Moros y cristianos', 900), dish('Picadillo a la habanera', 2200)] }],
  'el-floridita': [{ name: 'Coctelería', dishes: [dish('Daiquirí Floridita', 1500), dish('Daiquirí de fresa', 1600), dish('Sándwich cubano', 1400)] }],
  'cafe-bohemia': [{ name: 'Desayunos', dishes: [dish('Café cubano', 250), dish('Tostada con mantequilla', 400), dish('Batido de mango', 600)] }],
};

/** the reference rate of the seed's first start: CUP per USD and per EUR (informal market, late 2025) */
export const SEED_RATE = { usd: 440, eur: 480, source: 'Guía Cuba (tasa de ejemplo)' };

/** Writes each menu that is not there yet (idempotent), and a rate for `today` when there is none. */
export async function seedMenus(
  menus: MenusRepository,
  rates: RatesRepository,
  businessIds: Record<string, string>,
  today: string,
): Promise<void> {
  for (const [slug, sections] of Object.entries(SEED_MENUS)) {
    const id = businessIds[slug];
    if (!id || (await menus.get(id))) continue;
    await menus.put(id, sections, 0, SEED_AUTHOR).catch(() => undefined);
  }
  if (!(await rates.latest())) await rates.create({ ...SEED_RATE, date: today, created_by: SEED_AUTHOR });
}
