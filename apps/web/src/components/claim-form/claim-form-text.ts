import { CLAIM_MESSAGES, TEXT_MESSAGES } from '@guia/contracts';
import { defineText } from '../../lib/i18n/text';

/**
 * The texts of '¿Es tu negocio?' (issue 21 §1), the form the business page opens: checked by
 * `pnpm lint:spelling` and the style test (docs/STYLE.md). The API's refusals stay in CLAIM_MESSAGES;
 * the ones the browser checks first (claimBodySchema) are `errors`, in the page's language. English in claim-form-text.en.ts.
 */
export const CLAIM_FORM_TEXT = {
  title: '¿Es tu negocio?',
  lead: (name: string) => `Pide gestionar «${name}»: podrás poner tu menú con precios. Un administrador te llamará para comprobar que es tuyo.`,
  /** issue 24 §4: on an OpenStreetMap place's page (the place joins the guide once the request is approved) */
  leadPlace: (name: string) =>
    `Pide gestionar «${name}»: al aprobarlo, lo añadiremos a la guía con los datos de OpenStreetMap y podrás completar su ficha y poner tu menú con precios. Un administrador te llamará para comprobar que es tuyo.`,
  leadNoName: 'Pide gestionar este negocio: podrás poner tu menú con precios. Un administrador te llamará para comprobar que es tuyo.',
  phone: 'Número de contacto',
  phoneHint: 'Un número del negocio o tuyo, con WhatsApp si puede ser.',
  phonePlaceholder: 'Por ejemplo, +53 5 234 5678',
  note: 'Nota para el equipo (opcional)',
  notePlaceholder: 'Por ejemplo, soy la dueña desde 2019',
  send: 'Enviar solicitud',
  sending: 'Enviando...',
  sent: 'Solicitud enviada: un administrador la revisará',
  seeRequests: 'Ver mis solicitudes',
  signInLink: 'Inicia sesión',
  signInAfter: ' para pedir gestionar este negocio.',
  /** '12/500' */
  counter: (used: number, max: number) => `${used}/${max}`,
  /** the contracts' rules checked in the browser (claimBodySchema), by their Spanish message */
  errors: {
    phoneRequired: CLAIM_MESSAGES.phoneRequired,
    badPhone: CLAIM_MESSAGES.badPhone,
    noteTooLong: CLAIM_MESSAGES.noteTooLong,
    invalidCharacters: TEXT_MESSAGES.invalidCharacters,
    lineBreaks: TEXT_MESSAGES.lineBreaks,
  },
} as const;

/** The claim form's texts in the page's language. */
export const useClaimFormText = defineText(CLAIM_FORM_TEXT, () => import('./claim-form-text.en'));
