/** A dish as stored (prices in CUP only: conversions are made when answering). */
export interface DishRecord {
  name: string;
  description?: string;
  price_cup: number;
  photo?: string;
  sold_out: boolean;
}

export interface MenuRecord {
  business_id: string;
  sections: { name: string; dishes: DishRecord[] }[];
  /** +1 on every write; 0 for a business that never had a menu */
  version: number;
  updated_at: Date;
  updated_by: string;
}

/** A reference exchange rate set by an admin (CUP per unit). */
export interface RateRecord {
  _id: string;
  usd: number;
  eur: number;
  /** YYYY-MM-DD, Cuba */
  date: string;
  source: string;
  created_at: Date;
  created_by: string;
}

/**
 * The menus port: one menu per business. `put` replaces it whole when the stored version is
 * `expectedVersion` (0 when there is none yet), else throws StaleWriteError and changes nothing.
 */
export interface MenusRepository {
  get(businessId: string): Promise<MenuRecord | null>;
  put(businessId: string, sections: MenuRecord['sections'], expectedVersion: number, by: string): Promise<MenuRecord>;
  /** the median dish price of each business that has a menu (for the price filter) */
  medians(businessIds: string[]): Promise<Map<string, number>>;
}

/** The rates port: an append-only history; the latest is the one with the newest date (then the newest written). */
export interface RatesRepository {
  create(input: Omit<RateRecord, '_id' | 'created_at'>): Promise<RateRecord>;
  latest(): Promise<RateRecord | null>;
  page(opts: { offset: number; limit: number }): Promise<{ items: RateRecord[]; total: number }>;
}

export const byNewestRate = (a: RateRecord, b: RateRecord) =>
  b.date.localeCompare(a.date) || b.created_at.getTime() - a.created_at.getTime() || (a._id < b._id ? 1 : -1);

/** the median of a menu's prices (sold-out dishes included: they are the place's prices) */
export function medianPrice(sections: MenuRecord['sections']): number | null {
  const prices = sections.flatMap((s) => s.dishes.map((d) => d.price_cup)).sort((a, b) => a - b);
  if (prices.length === 0) return null;
  const mid = prices.length >> 1;
  return prices.length % 2 ? prices[mid]! : (prices[mid - 1]! + prices[mid]!) / 2;
}
