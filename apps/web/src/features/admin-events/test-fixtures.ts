import type { Business, Event } from '@guia/contracts';

let counter = 0;
/** A 24-hex id, different on every call. */
export const newId = () => `65f0a1b2c3d4${(counter += 1).toString(16).padStart(12, '0')}`;

/** A local date as the ISO text the API answers with. */
export const localIso = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: newId(),
    title: 'Noche de salsa en la Fábrica de Arte',
    description: 'Orquesta en vivo y clase abierta de casino.',
    start_date: localIso(2030, 6, 1, 21, 0),
    end_date: localIso(2030, 6, 2, 2, 30),
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
