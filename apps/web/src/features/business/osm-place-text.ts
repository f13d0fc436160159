// cspell:ignore Organic sushi Mastercard AMEX QR
import { PLACE_TYPE_NAMES } from '@guia/contracts';
import { defineText } from '../../lib/i18n/text';

/** OSM's `cuisine` values as read in Spanish (an unknown one as written, underscores as spaces). */
export const CUISINE_NAMES: Readonly<Record<string, string>> = {
  cuban: 'cubana',
  creole: 'criolla',
  caribbean: 'caribeña',
  latin_american: 'latinoamericana',
  spanish: 'española',
  italian: 'italiana',
  pizza: 'pizza',
  pasta: 'pasta',
  seafood: 'pescados y mariscos',
  fish: 'pescado',
  chinese: 'china',
  japanese: 'japonesa',
  sushi: 'sushi',
  mexican: 'mexicana',
  french: 'francesa',
  international: 'internacional',
  regional: 'regional',
  vegetarian: 'vegetariana',
  vegan: 'vegana',
  burger: 'hamburguesas',
  sandwich: 'bocadillos',
  chicken: 'pollo',
  grill: 'parrilla',
  steak_house: 'carnes',
  barbecue: 'barbacoa',
  ice_cream: 'helados',
  coffee_shop: 'café',
  cake: 'dulces',
  juice: 'jugos',
  tapas: 'tapas',
  fusion: 'fusión',
  asian: 'asiática',
  indian: 'india',
  arab: 'árabe',
};

/** Means of payment (`payment:<x>=yes`) in Spanish. */
export const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  cash: 'efectivo',
  coins: 'monedas',
  notes: 'billetes',
  cards: 'tarjetas',
  credit_cards: 'tarjetas de crédito',
  debit_cards: 'tarjetas de débito',
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'AMEX',
  transfermovil: 'Transfermóvil',
  enzona: 'EnZona',
  qr_code: 'código QR',
  contactless: 'sin contacto',
  bank_transfer: 'transferencia',
  cryptocurrencies: 'criptomonedas',
};

/**
 * The texts of an OpenStreetMap place's page (issue 24 §4; docs/STYLE.md). The credit, 'Comprobado
 * el …', 'Corregir en OpenStreetMap' and the hours as written are contracts' OSM_PLACE_MESSAGES
 * (the map's panel says them too).
 */
export const OSM_PLACE_TEXT = {
  cuisine: 'Cocina',
  payment: 'Formas de pago',
  wheelchair: 'Acceso en silla de ruedas',
  wheelchairValues: { yes: 'Sí', limited: 'Limitado', no: 'No' },
  /** what says the page's data are not the guide's own (and may be out of date) */
  source: 'Este lugar no lo ha visitado el equipo de la guía: lo que ves es lo que saben de él quienes editan OpenStreetMap.',
  casaParticular: 'Casa particular',
  /** the other names OSM has for it ('También: …') */
  otherNames: (names: string) => `También: ${names}`,
  /** 'Cómo llegar' opens the place in Organic Maps (offline maps made from OpenStreetMap), said to screen readers */
  directionsHint: '(se abre en «Organic Maps»)',
  /** OSM's values as read (above): cuisines, means of payment, and the guide's place types ('bar', 'museum') */
  cuisines: CUISINE_NAMES,
  payments: PAYMENT_NAMES,
  placeTypes: PLACE_TYPE_NAMES,
} as const;

/** The OSM place page's texts in the page's language (English in osm-place-text.en.ts). */
export const useOsmPlaceText = defineText(OSM_PLACE_TEXT, () => import('./osm-place-text.en'));
