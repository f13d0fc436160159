import { describe, expect, it } from 'vitest';
import { eventBusinessIdsSchema, EVENT_MESSAGES, eventFormFieldsSchema, eventSchema, ADMIN_MSG, API_MSG } from '../index';
import { firstMessage, ID, OTHER_ID } from './helpers';

const DESCRIPTION_REQUIRED = 'La descripción es obligatoria';
const DATES_REQUIRED = 'Las fechas de inicio y fin son obligatorias';
const START_BEFORE_END = 'La fecha de inicio debe ser anterior a la fecha de fin';

describe('event entity', () => {
  const event = {
    _id: ID,
    title: 'Festival de Jazz',
    description: 'Conciertos en el Vedado',
    start_date: '2030-01-15T20:00:00.000Z',
    end_date: '2030-01-15T23:00:00.000Z',
    images: ['/uploads/jazz.jpg'],
    thumbnails: ['/uploads/jazz.thumb.webp'],
    business_ids: [OTHER_ID],
  };

  it('accepts an event as the API answers it (spec §3)', () => {
    expect(eventSchema.parse(event)).toEqual(event);
  });

  it('refuses a business id that is not an ObjectId, with the invalid id message', () => {
    expect(firstMessage(eventSchema, { ...event, business_ids: ['jazz-club'] })).toBe(API_MSG.invalidId);
  });

  it('refuses an event without dates or images list', () => {
    expect(eventSchema.safeParse({ ...event, start_date: undefined }).success).toBe(false);
    expect(eventSchema.safeParse({ ...event, images: undefined }).success).toBe(false);
  });
});

describe('event form fields (multipart create/update)', () => {
  const valid = { title: 'Jazz', description: 'Conciertos', start_time: '2030-01-15T20:00', end_time: '2030-01-15T23:00' };

  it('accepts title, description and a start strictly before the end (datetime-local or ISO)', () => {
    expect(eventFormFieldsSchema.parse(valid)).toEqual(valid);
    expect(eventFormFieldsSchema.safeParse({ ...valid, start_time: '2030-01-15T20:00:00.000Z', end_time: '2030-01-16T20:00:00.000Z' }).success).toBe(true);
  });

  it('leaves the title optional (empty when not sent)', () => {
    const { title, ...rest } = valid;
    void title;
    expect(eventFormFieldsSchema.parse(rest).title).toBe('');
  });

  it('when the description is missing or blank, fails with "La descripción es obligatoria"', () => {
    expect(firstMessage(eventFormFieldsSchema, { ...valid, description: undefined })).toBe(DESCRIPTION_REQUIRED);
    expect(firstMessage(eventFormFieldsSchema, { ...valid, description: '   ' })).toBe(DESCRIPTION_REQUIRED);
  });

  it.each([
    ['start is missing', { start_time: undefined }],
    ['end is missing', { end_time: undefined }],
    ['start is blank', { start_time: ' ' }],
    ['end is blank', { end_time: '' }],
  ])('when the %s, fails with "Las fechas de inicio y fin son obligatorias"', (_case, change) => {
    expect(firstMessage(eventFormFieldsSchema, { ...valid, ...change })).toBe(DATES_REQUIRED);
  });

  it('when the start date is after the end date, fails with "La fecha de inicio debe ser anterior a la fecha de fin"', () => {
    expect(firstMessage(eventFormFieldsSchema, { ...valid, start_time: '2030-01-16T20:00', end_time: '2030-01-15T20:00' })).toBe(
      START_BEFORE_END,
    );
  });

  it('when the start equals the end, fails too: the start must be strictly before', () => {
    expect(firstMessage(eventFormFieldsSchema, { ...valid, start_time: valid.end_time })).toBe(START_BEFORE_END);
  });

  it('when a date is not a date, fails with the invalid dates message first', () => {
    expect(firstMessage(eventFormFieldsSchema, { ...valid, start_time: 'mañana' })).toBe(EVENT_MESSAGES.invalidDate);
  });

  it('keeps the three Spanish messages of spec §5 in the shared catalogue', () => {
    expect(ADMIN_MSG.eventDescriptionRequired).toBe(DESCRIPTION_REQUIRED);
    expect(ADMIN_MSG.eventDatesRequired).toBe(DATES_REQUIRED);
    expect(ADMIN_MSG.eventStartBeforeEnd).toBe(START_BEFORE_END);
  });
});

describe('event business ids (decoded from the JSON text field)', () => {
  it('accepts a list of ObjectIds, empty included', () => {
    expect(eventBusinessIdsSchema.parse([ID, OTHER_ID])).toEqual([ID, OTHER_ID]);
    expect(eventBusinessIdsSchema.parse([])).toEqual([]);
  });

  it('refuses anything else with the invalid list message', () => {
    expect(firstMessage(eventBusinessIdsSchema, ['abc'])).toBe(EVENT_MESSAGES.invalidBusinessIds);
    expect(firstMessage(eventBusinessIdsSchema, ID)).toBe(EVENT_MESSAGES.invalidBusinessIds);
    expect(firstMessage(eventBusinessIdsSchema, [{ $ne: null }])).toBe(EVENT_MESSAGES.invalidBusinessIds);
  });
});
