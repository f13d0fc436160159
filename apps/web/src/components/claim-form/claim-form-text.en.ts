// cspell:words OpenStreetMap
import type { Catalog } from '../../lib/i18n/text';
import type { CLAIM_FORM_TEXT } from './claim-form-text';

/** 'Is this your business?' in English (issue 22 §1). */
const CLAIM_FORM_TEXT_EN: Catalog<typeof CLAIM_FORM_TEXT> = {
  title: 'Is this your business?',
  lead: (name: string) => `Ask to manage “${name}”: you will be able to add your menu with prices. An administrator will call you to check that it is yours.`,
  leadPlace: (name: string) =>
    `Ask to manage “${name}”: once approved, we will add it to the guide with the data from OpenStreetMap and you will be able to complete its page and add your menu with prices. An administrator will call you to check that it is yours.`,
  leadNoName: 'Ask to manage this business: you will be able to add your menu with prices. An administrator will call you to check that it is yours.',
  phone: 'Contact number',
  phoneHint: 'A number of the business or your own, with WhatsApp if possible.',
  phonePlaceholder: 'For example, +53 5 234 5678',
  note: 'Note for the team (optional)',
  notePlaceholder: 'For example, I have owned it since 2019',
  send: 'Send request',
  sending: 'Sending...',
  sent: 'Request sent: an administrator will review it',
  seeRequests: 'See my requests',
  signInLink: 'Sign in',
  signInAfter: ' to ask to manage this business.',
  counter: (used: number, max: number) => `${used}/${max}`,
  errors: {
    phoneRequired: 'Write a contact number so we can check that the business is yours',
    badPhone: 'The contact number must have at least 8 digits',
    noteTooLong: 'The note cannot be longer than 500 characters',
    invalidCharacters: 'The text contains control or invisible characters, which are not allowed',
    lineBreaks: 'This field must fit on a single line',
  },
};
export default CLAIM_FORM_TEXT_EN;
