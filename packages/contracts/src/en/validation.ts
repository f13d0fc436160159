import type { VALIDATION_MESSAGES } from '../spanish-errors';
import { TEXT_LIMITS, type TEXT_MESSAGES } from '../text';
import type { English } from './catalog';

/** zod's messages without one of their own (spanish-errors.ts), in English; `{n}` is filled in the same way. */
export const VALIDATION_MESSAGES_EN: English<typeof VALIDATION_MESSAGES> = {
  missing: 'A required value is missing',
  expectedText: 'A text was expected',
  expectedNumber: 'A number was expected',
  expectedInteger: 'A whole number was expected',
  expectedBoolean: 'True or false was expected',
  expectedList: 'A list was expected',
  expectedObject: 'An object with fields was expected',
  expectedDate: 'A date was expected',
  invalidValue: 'The value is not valid',
  invalidOption: 'The option chosen is not valid',
  invalidFormat: 'The format is not valid',
  invalidEmail: 'The email address is not valid',
  empty: 'This field cannot be empty',
  textTooShort: 'The text must be at least {n} characters long',
  textTooLong: 'The text cannot be longer than {n} characters',
  numberTooSmall: 'The number must be at least {n}',
  numberTooBig: 'The number must be at most {n}',
  listTooShort: 'The list must have at least {n} items',
  listTooLong: 'The list cannot have more than {n} items',
  notMultiple: 'The number is not valid',
  unknownFields: 'The request contains fields that are not allowed',
  invalid: 'Invalid data',
};

const tooLong = (what: string, max: number) => `${what} cannot be longer than ${max} characters`;

/** The typed-text rules' messages (text.ts) in English. */
export const TEXT_MESSAGES_EN: English<typeof TEXT_MESSAGES> = {
  invalidCharacters: 'The text contains control or invisible characters, which are not allowed',
  lineBreaks: 'This field must fit on a single line',
  usernameCharacters: 'The username can only contain letters, numbers, periods, hyphens and underscores',
  personNameTooLong: tooLong('The name', TEXT_LIMITS.personName),
  usernameTooLong: tooLong('The username', TEXT_LIMITS.username),
  emailTooLong: tooLong('The email', TEXT_LIMITS.email),
  categoryNameTooLong: tooLong('The category name', TEXT_LIMITS.categoryName),
  eventTitleTooLong: tooLong('The event title', TEXT_LIMITS.eventTitle),
  eventDescriptionTooLong: tooLong('The event description', TEXT_LIMITS.eventDescription),
  eventDescriptionEnTooLong: tooLong("The event's English description", TEXT_LIMITS.eventDescription),
  businessNameTooLong: tooLong('The business name', TEXT_LIMITS.businessName),
  businessAddressTooLong: tooLong('The business address', TEXT_LIMITS.businessAddress),
  businessDescriptionTooLong: tooLong('The business description', TEXT_LIMITS.businessDescription),
  businessDescriptionEnTooLong: tooLong("The business's English description", TEXT_LIMITS.businessDescription),
  businessStatusTooLong: tooLong('The business status', TEXT_LIMITS.businessStatus),
  phoneTooLong: tooLong('The phone number', TEXT_LIMITS.phone),
  websiteTooLong: tooLong('The website', TEXT_LIMITS.website),
  vicinityTooLong: tooLong('The area', TEXT_LIMITS.vicinity),
  placeIdTooLong: tooLong('The Google identifier (place_id)', TEXT_LIMITS.placeId),
  referenceTooLong: tooLong('The reference', TEXT_LIMITS.reference),
  iconTooLong: tooLong('The icon URL', TEXT_LIMITS.icon),
  labelTooLong: tooLong('Each category or type', TEXT_LIMITS.label),
  hoursLineTooLong: tooLong('Each line of the opening hours', TEXT_LIMITS.hoursLine),
  plusCodeTooLong: tooLong('The plus code', TEXT_LIMITS.plusCode),
  reviewTooLong: tooLong('The comment', TEXT_LIMITS.review),
  searchTooLong: tooLong('The search', TEXT_LIMITS.search),
};
