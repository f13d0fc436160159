import type { Business, Claim, LatestRate, Menu, Rate } from '@guia/contracts';

export const OWNED_ID = '64b7f0c2a1b2c3d4e5f6b001';
export const ASKED_ID = '64b7f0c2a1b2c3d4e5f6b002';
export const REFUSED_ID = '64b7f0c2a1b2c3d4e5f6b003';

const claim = (over: Partial<Claim>): Claim => ({
  _id: '64b7f0c2a1b2c3d4e5f6a001',
  business_id: OWNED_ID,
  business_name: 'Paladar La Guarida',
  user_id: '64b7f0c2a1b2c3d4e5f60718',
  user_name: 'Rosa Pérez',
  username: 'rosa_habana',
  phone: '52345678',
  note: '',
  status: 'approved',
  created_at: '2026-11-20T15:00:00.000Z',
  decided_at: '2026-11-21T15:00:00.000Z',
  ...over,
});

export const APPROVED_CLAIM = claim({});
export const PENDING_CLAIM = claim({ _id: '64b7f0c2a1b2c3d4e5f6a002', business_id: ASKED_ID, business_name: 'Café Arcángel', status: 'pending', decided_at: undefined });
export const REFUSED_CLAIM = claim({
  _id: '64b7f0c2a1b2c3d4e5f6a003',
  business_id: REFUSED_ID,
  business_name: 'Bar Dos Hermanos',
  status: 'refused',
  reason: 'No pudimos comprobar el número',
});

export const RATE: Rate = { _id: '64b7f0c2a1b2c3d4e5f6d001', usd: 440, eur: 480, date: '2026-11-23', source: 'elTOQUE', created_at: '2026-11-23T14:00:00.000Z' };
export const FRESH: LatestRate = { rate: RATE, stale: false };
export const STALE: LatestRate = { rate: { ...RATE, date: '2026-10-01' }, stale: true };

export function business(over: Partial<Business> = {}): Business {
  return {
    _id: OWNED_ID,
    name: 'Paladar La Guarida',
    address: 'Concordia 418, Centro Habana',
    photos: [],
    thumbnails: [],
    categories: [],
    geometry: { location: { lat: 23.137, lng: -82.36 } },
    ...over,
  } as unknown as Business;
}

export function menu(over: Partial<Menu> = {}): Menu {
  return {
    business_id: OWNED_ID,
    sections: [],
    rate: null,
    median_price_cup: null,
    updated_at: null,
    version: 0,
    ...over,
  };
}

export const TWO_DISHES: Menu['sections'] = [
  {
    name: 'Platos fuertes',
    dishes: [
      { name: 'Ropa vieja', price_cup: 2200, sold_out: false },
      { name: 'Lechón asado', description: 'Con yuca y mojo', price_cup: 2600, sold_out: true },
    ],
  },
];
