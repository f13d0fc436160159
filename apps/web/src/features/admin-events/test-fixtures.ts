import type { Business, Event } from '@guia/contracts';

let counter = 0;
/** A 24-hex id, different on every call. */
export const newId = () => `65f0a1b2c3d4${(counter += 1).toString(16).padStart(12, '0')}`;

/**
 * A time on Havana's wall clock as the ISO instant the API answers with. `offset` is Cuba's UTC
 * offset on that date (−4 from the second Sunday of March to the first Sunday of November, −5
 * otherwise), written out so that a test never derives it with the code it checks.
 */
export const havanaIso = (y: number, m: number, d: number, h: number, min: number, offset: -4 | -5) =>
  new Date(Date.UTC(y, m - 1, d, h - offset, min)).toISOString();

export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: newId(),
    title: 'Noche de salsa en la Fábrica de Arte',
    description: 'Orquesta en vivo y clase abierta de casino.',
    start_date: havanaIso(2030, 6, 1, 21, 0, -4),
    end_date: havanaIso(2030, 6, 2, 2, 30, -4),
    images: [],
    thumbnails: [],
    business_ids: [],
    ...overrides,
  };
}

/** Businesses as GET /business/ answers them (only what the selector reads matters). */
export function someBusinesses(names: string[]): Business[] {
  return names.map((name) => ({ _id: newId(), name }) as Business);
}
