/** The menu's own texts (issue 21 §2; docs/STYLE.md): the business page and the map's panel show them. */
export const MENU_TEXT = {
  title: 'Menú',
  soldOut: 'Agotado',
  show: 'Ver menú',
  hide: 'Ocultar menú',
  /** a price in Cuban pesos, the number already written the Spanish way ('2200', '12.500') */
  cup: (amount: string) => `${amount} CUP`,
  /** the same price at the reference rate: '≈ 5,00 USD · 4,58 EUR' (either part may be missing) */
  converted: (usd: string | null, eur: string | null) => `≈ ${[usd && `${usd} USD`, eur && `${eur} EUR`].filter(Boolean).join(' · ')}`,
  /** once under the menu: 'Tasa de referencia del 24/11 (elTOQUE)' */
  rate: (date: string, source: string) => `Tasa de referencia del ${date} (${source})`,
  /** under a folded menu: '8 platos, desde 650 CUP' */
  summary: (dishes: number, from: string) => `${dishes} ${dishes === 1 ? 'plato' : 'platos'}, desde ${from} CUP`,
} as const;
