import { describe, expect, it } from 'vitest';
import {
  OWNER_DETAIL_FIELDS,
  OWNER_DETAIL_LABELS,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  businessFormFieldsSchema,
  businessSchema,
  changeSummary,
  eventFormFieldsSchema,
  eventSchema,
  ownerDetailsBodySchema,
  ownerDetailsSchema,
} from '../index';
import { firstMessage, ID } from './helpers';

/**
 * Issue 22 §1: businesses and events have an optional English description (`description_en`),
 * written in the admin (and owner) forms with the Spanish one's rules: clean text, the same
 * length limit, its own Spanish too-long message.
 */

const business = {
  _id: ID,
  name: 'La Guarida',
  categories: [],
  photos: [],
  geometry: { location: { lat: 23.1376, lng: -82.3718 } },
  location: { type: 'Point', coordinates: [-82.3718, 23.1376] },
  rating: 4.5,
  user_ratings_total: 10,
  paid_plan: 'BASIC',
  paid_promo: false,
  reservations_count: 0,
  visits_count: 0,
  comments: [],
  source: 'mongo',
};
const event = {
  _id: ID,
  title: 'Festival de Jazz',
  description: 'Conciertos en el Vedado',
  start_date: '2030-01-15T20:00:00.000Z',
  end_date: '2030-01-15T23:00:00.000Z',
  images: [],
  business_ids: [],
};
const eventForm = { description: 'Conciertos', start_time: '2030-01-15T20:00', end_time: '2030-01-15T23:00' };

describe('the English description of a business and of an event (issue 22 §1)', () => {
  it('the answers carry description_en when there is one, and stay valid without it (older records)', () => {
    expect(businessSchema.parse({ ...business, description_en: 'A paladar in a mansion' }).description_en).toBe('A paladar in a mansion');
    expect(businessSchema.parse(business).description_en).toBeUndefined();
    expect(eventSchema.parse({ ...event, description_en: 'Three nights of jazz' }).description_en).toBe('Three nights of jazz');
    expect(eventSchema.parse(event).description_en).toBeUndefined();
  });

  it('the admin business form reads description_en as the Spanish one: trimmed, line breaks kept, optional', () => {
    const parsed = businessFormFieldsSchema.parse({ name: 'La Guarida', address: 'Concordia 418', description_en: '  A paladar.\nRooftop bar.  ' });
    expect(parsed.description_en).toBe('A paladar.\nRooftop bar.');
    expect(businessFormFieldsSchema.parse({ name: 'La Guarida', address: 'Concordia 418' }).description_en).toBeUndefined();
    expect(businessFormFieldsSchema.parse({ name: 'La Guarida', address: 'Concordia 418', description_en: '   ' }).description_en).toBe('');
  });

  it(`when the business's English description is longer than ${TEXT_LIMITS.businessDescription} characters, fails with its own Spanish message`, () => {
    const long = 'a'.repeat(TEXT_LIMITS.businessDescription + 1);
    expect(TEXT_MESSAGES.businessDescriptionEnTooLong).toBe(`La descripción en inglés del negocio no puede superar los ${TEXT_LIMITS.businessDescription} caracteres`);
    expect(firstMessage(businessFormFieldsSchema, { name: 'X', address: 'Y', description_en: long })).toBe(TEXT_MESSAGES.businessDescriptionEnTooLong);
    expect(businessFormFieldsSchema.safeParse({ name: 'X', address: 'Y', description_en: 'a'.repeat(TEXT_LIMITS.businessDescription) }).success).toBe(true);
    expect(firstMessage(businessFormFieldsSchema, { name: 'X', address: 'Y', description_en: 'hidden\u200Btext' })).toBe(TEXT_MESSAGES.invalidCharacters);
  });

  it("the event form's English description is optional, with the event description's limit and its own message", () => {
    expect(eventFormFieldsSchema.parse({ ...eventForm, description_en: ' Three nights of jazz ' }).description_en).toBe('Three nights of jazz');
    expect(eventFormFieldsSchema.parse(eventForm).description_en).toBeUndefined();
    expect(TEXT_MESSAGES.eventDescriptionEnTooLong).toBe(`La descripción en inglés del evento no puede superar los ${TEXT_LIMITS.eventDescription} caracteres`);
    expect(firstMessage(eventFormFieldsSchema, { ...eventForm, description_en: 'a'.repeat(TEXT_LIMITS.eventDescription + 1) })).toBe(
      TEXT_MESSAGES.eventDescriptionEnTooLong,
    );
  });

  it("the owner's details take description_en (recorded as 'descripción en inglés'), with the admin form's rule", () => {
    expect(OWNER_DETAIL_FIELDS).toContain('description_en');
    expect(OWNER_DETAIL_LABELS.description_en).toBe('descripción en inglés');
    expect(ownerDetailsBodySchema.parse({ description_en: ' A paladar ' }).description_en).toBe('A paladar');
    expect(firstMessage(ownerDetailsBodySchema, { description_en: 'a'.repeat(TEXT_LIMITS.businessDescription + 1) })).toBe(
      TEXT_MESSAGES.businessDescriptionEnTooLong,
    );
    expect(ownerDetailsSchema.parse({ description: null, description_en: 'A paladar', phone: null, hours: null, reservations: false, version: 1 }).description_en).toBe('A paladar');
    expect(changeSummary('details', { description_en: null }, { description_en: 'A paladar' })).toBe('Ficha: descripción en inglés');
  });
});
