/** Texts of the payment badges, the payment editors and the map's payment and price filters (issue 21 §2–§3; docs/STYLE.md). */
export const PAYMENT_TEXT = {
  heading: 'Formas de pago',
  price: 'Precio',
  anyPayment: 'Cualquier forma de pago',
  anyPrice: 'Cualquier precio',
  surcharge: 'Recargo por pago electrónico (%)',
  surchargeHelp: 'De 0 a 30, con un decimal como mucho. Déjalo vacío si no cobras recargo.',
  lead: 'Marca cómo pueden pagarte tus clientes. La guía lo muestra en tu página y en el mapa.',
  save: 'Guardar formas de pago',
  saving: 'Guardando...',
  saved: 'Formas de pago guardadas con éxito',
} as const;
