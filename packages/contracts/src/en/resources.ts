// cspell:ignore efectivo tarjeta zelle osm
import type { BUSINESS_MESSAGES } from '../business';
import { STATS_WEEKS, type STATS_MESSAGES } from '../business-stats';
import type { CATEGORY_MESSAGES } from '../category';
import { CLAIM_LIMITS, type CLAIM_MESSAGES } from '../claim';
import { UPLOAD_MAX_FILES } from '../constants';
import type { DIRECTIONS_MESSAGES } from '../directions';
import type { EVENT_MESSAGES } from '../event';
import type { HOURS_MESSAGES } from '../hours';
import { HOURS_MAX_EXCEPTIONS, HOURS_MAX_RANGES_PER_DAY, HOURS_NOTE_MAX, HOURS_OVERNIGHT_LIMIT, type Weekday } from '../hours-core';
import { ITINERARY_LIMITS, type ITINERARY_MESSAGES } from '../itinerary';
import { MENU_LIMITS, type MENU_MESSAGES } from '../menu';
import type { OFFLINE_MAP_MESSAGES } from '../offline-map';
import type { OSM_PLACE_MESSAGES } from '../osm';
import type { OWNER_PHOTO_MESSAGES } from '../owner-photos';
import { OWNER_LIMITS, type OWNER_MESSAGES } from '../owner-replies';
import { PAYMENT_SURCHARGE_MAX } from '../payments';
import type { PAYMENT_MESSAGES } from '../payments-query';
import { NEARBY_MAX_DISTANCE_M } from '../radius';
import { MIN_PHONE_DIGITS } from '../reservations';
import type { USER_MESSAGES } from '../user';
import type { English } from './catalog';
import { API_MSG_EN } from './api';
import { MSG_EN } from './messages';
import { TEXT_MESSAGES_EN } from './validation';

/** The resources' messages (each `*_MESSAGES` of the contracts a visitor or a signed-in person can meet) in English (issue 22 §1). */

export const USER_MESSAGES_EN: English<typeof USER_MESSAGES> = {
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  listError: 'Error getting the users',
  deleteError: 'Error deleting the user',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
};

export const ITINERARY_MESSAGES_EN: English<typeof ITINERARY_MESSAGES> = {
  notFound: "This plan doesn't exist or is no longer shared",
  nameRequired: 'Give the plan a name',
  nameTooLong: `The plan name cannot be longer than ${ITINERARY_LIMITS.name} characters`,
  noteTooLong: `A stop's note cannot be longer than ${ITINERARY_LIMITS.note} characters`,
  tooManyStops: `A plan can have at most ${ITINERARY_LIMITS.stops} stops`,
  tooManyPlans: `You can keep at most ${ITINERARY_LIMITS.perPerson} plans: delete one to create another`,
  badTime: "A stop's time must be HH:MM (Cuba time), for example 13:30",
  badDate: "The plan's date must be YYYY-MM-DD, for example 2026-12-05",
  badStops: 'The list of stops is not valid',
  unknownBusinesses: 'One of the places in the plan is not in the guide',
  repeatedStop: 'A place cannot be in the plan twice in a row',
  goneBusiness: 'No longer in the guide',
};

export const CLAIM_MESSAGES_EN: English<typeof CLAIM_MESSAGES> = {
  notFound: 'This request does not exist',
  alreadyPending: 'You have already asked to manage this business: an administrator will review it soon',
  alreadyOwner: 'You already manage this business',
  notPending: 'This request has already been decided',
  notApproved: 'Only an approved request can be withdrawn',
  phoneRequired: 'Enter a contact number so we can check that the business is yours',
  badPhone: `The contact number must have at least ${MIN_PHONE_DIGITS} digits`,
  noteTooLong: `The note cannot be longer than ${CLAIM_LIMITS.note} characters`,
  reasonTooLong: `The reason cannot be longer than ${CLAIM_LIMITS.reason} characters`,
  badStatus: 'The status must be pending, approved, refused or revoked',
  notOwner: 'Only the owner of this business or an administrator can do this',
  placeGone: 'This place is no longer on OpenStreetMap: it cannot be added to the guide. Refuse the request.',
};

export const OWNER_MESSAGES_EN: English<typeof OWNER_MESSAGES> = {
  badStatus: "Choose one of today's statuses: open, closed, power cut with a generator, power cut and closed, or takeaway only",
  replyRequired: 'Write your reply',
  replyTooLong: `The reply cannot be longer than ${OWNER_LIMITS.reply} characters`,
  ownReview: 'You cannot reply to your own review',
  reviewNotFound: 'This review does not exist',
  replyNotFound: 'This review has no reply',
  reportReasonRequired: "Say why you're reporting it",
  reportReasonTooLong: `The reason cannot be longer than ${OWNER_LIMITS.reportReason} characters`,
  badTarget: 'You can report a review (review) or its reply (reply)',
  alreadyReported: 'You have already reported this: an administrator will review it',
  reportNotFound: 'This report does not exist',
  itemGone: 'What you reported no longer exists',
};

export const OWNER_PHOTO_MESSAGES_EN: English<typeof OWNER_PHOTO_MESSAGES> = {
  tooMany: `There is room for at most ${UPLOAD_MAX_FILES} photos: remove some before adding more`,
  noFile: 'Choose at least one photo to add',
  notFound: "That photo is not on the business's page",
  orderMismatch: "The new order must have every photo of the business, each one once",
};

const DAYS: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

export const HOURS_MESSAGES_EN: English<typeof HOURS_MESSAGES> = {
  invalidHours: 'The opening hours are not valid',
  invalidTime: 'The time must be HH:MM (from 00:00 to 23:59)',
  openIs24: 'The opening time must be between 00:00 and 23:59',
  endsBeforeStart: (open: string, close: string) =>
    `The hours ${open}–${close} end before they start (they can only run past midnight until ${HOURS_OVERNIGHT_LIMIT})`,
  overlap: (day: Weekday) => `The hours on ${DAYS[day]} overlap`,
  overlapDate: (date: string) => `The hours on ${date} overlap`,
  unknownWeekday: (key: string) => `Unknown day of the week: ${key.replace(/[^\p{L}\p{N} _.$-]/gu, '').slice(0, 30)}`,
  tooManyRanges: `A day can have at most ${HOURS_MAX_RANGES_PER_DAY} time ranges`,
  invalidDate: 'The date must be YYYY-MM-DD',
  duplicateException: (date: string) => `There is more than one exception for ${date}`,
  tooManyExceptions: `There can be at most ${HOURS_MAX_EXCEPTIONS} exceptions`,
  noteTooLong: `The note can be at most ${HOURS_NOTE_MAX} characters long`,
  unparsedTooLong: 'There are too many lines of opening hours that could not be read',
  // HOURS_TEXT's (hours-core.ts)
  open: 'Open',
  open24: 'Open 24 hours',
  closesAt: (time: string) => `closes at ${time}`,
  closingSoon: 'Closing soon',
  closed: 'Closed',
  opensToday: (time: string) => `opens today at ${time}`,
  opensTomorrow: (time: string) => `opens tomorrow at ${time}`,
  opensOn: (day: Weekday, time: string) => `opens on ${DAYS[day]} at ${time}`,
  closedTemporarily: 'Temporarily closed',
  closedPermanently: 'Permanently closed',
  unknown: 'Opening hours not available',
  allDay: 'Open 24 hours',
};

export const DIRECTIONS_MESSAGES_EN: English<typeof DIRECTIONS_MESSAGES> = {
  badCoordinates: 'The start and end coordinates must be valid numbers',
  badMode: 'The mode must be foot (walking) or car (driving)',
};

export const OFFLINE_MAP_MESSAGES_EN: English<typeof OFFLINE_MAP_MESSAGES> = {
  title: 'Offline map',
  download: (size: string) => `Download the map to use offline (${size})`,
  downloading: 'Downloading the map…',
  progressLabel: 'Map download progress',
  cancel: 'Cancel',
  saved: 'Map saved on this phone',
  remove: (size: string) => `Delete (${size})`,
  removeLabel: (size: string) => `Delete the saved map (${size})`,
  update: (size: string) => `Update the map (${size})`,
  notEnoughSpace: (needed: string, free: string) => `Not enough space on this phone to save the map: it needs ${needed} and ${free} is free.`,
  failed: "Couldn't download the map. Try again when you're online.",
  removeFailed: "Couldn't delete the saved map.",
  unsupported: "This browser can't save the map on your phone.",
};

export const OSM_PLACE_MESSAGES_EN: English<typeof OSM_PLACE_MESSAGES> = {
  dataCredit: 'Data © OpenStreetMap',
  checkedOn: (date: string) => `Checked on ${date}`,
  editLink: 'Suggest an edit on OpenStreetMap',
  hoursAsWritten: (text: string) => `Hours according to OpenStreetMap: ${text}`,
};

export const MENU_MESSAGES_EN: English<typeof MENU_MESSAGES> = {
  sectionNameRequired: 'Each section needs a name (for example Starters)',
  sectionNameTooLong: `A section name cannot be longer than ${MENU_LIMITS.sectionName} characters`,
  dishNameRequired: 'Each dish needs a name',
  dishNameTooLong: `A dish name cannot be longer than ${MENU_LIMITS.dishName} characters`,
  dishDescriptionTooLong: `A dish description cannot be longer than ${MENU_LIMITS.dishDescription} characters`,
  badPrice: `The price must be a number in CUP between ${MENU_LIMITS.minPrice} and ${MENU_LIMITS.maxPrice.toLocaleString('en-US')}, with two decimals at most`,
  tooManySections: `The menu can have at most ${MENU_LIMITS.sections} sections`,
  tooManyDishes: `The menu can have at most ${MENU_LIMITS.dishes} dishes`,
  badPhoto: "A dish's photo must be an https:// address or a photo uploaded to the guide",
  badMenu: 'The menu is not valid',
};

export const PAYMENT_MESSAGES_EN: English<typeof PAYMENT_MESSAGES> = {
  badMethod: 'Unknown payment method: choose the payment methods from the list (cash, transfer, card)',
  badSurcharge: `The electronic payment surcharge must be a number between 0 and ${PAYMENT_SURCHARGE_MAX}, with one decimal at most`,
  badFilter: 'The payment filter (pago) must be efectivo_cup, efectivo_usd, efectivo_eur, transfermovil, enzona, tarjeta or zelle',
  badPriceFilter: 'The price filter (precio) must be 1, 2 or 3',
};

export const STATS_MESSAGES_EN: English<typeof STATS_MESSAGES> = {
  invalidWeeks: `The number of weeks must be a whole number between 1 and ${STATS_WEEKS.max}.`,
};

export const EVENT_MESSAGES_EN: English<typeof EVENT_MESSAGES> = {
  notFound: API_MSG_EN.eventNotFound,
  unknownBusinesses: 'One of the linked businesses does not exist',
  invalidBusinessIds: 'The list of linked businesses is not valid',
  invalidExistingImages: 'The list of existing images is not valid',
  invalidDate: 'The dates are not valid',
  unknownCalendarCategory: 'There is no category with that name: remove category to get every event',
};

export const BUSINESS_MESSAGES_EN: English<typeof BUSINESS_MESSAGES> = {
  nameRequired: 'The business name is required',
  addressRequired: 'The business address is required',
  ratingRange: 'The rating must be between 0 and 5',
  ratingsTotalMin: 'The total number of ratings cannot be negative',
  notFound: MSG_EN.businessLoadError,
  invalidJsonField: 'A JSON field of the form is not valid',
  badCoordinates: 'The latitude and longitude must be valid numbers',
  badDistance: `The maximum distance must be a number between 1 and ${NEARBY_MAX_DISTANCE_M} meters`,
  commentRequired: 'The comment cannot be empty',
  reviewRatingRange: 'The rating must be a whole number between 1 and 5',
  searchQueryRequired: 'Type what you want to search for',
  ratingsTotalInteger: 'The total number of ratings must be a whole number',
  planInvalid: 'The plan must be BASIC, PRO or ELITE',
  photoUrlInvalid: 'Photo URLs must start with http://, https:// or /',
  photoNotOwn: 'You can only keep photos uploaded to this same business',
  websiteInvalid: 'The website must start with http:// or https://',
  fieldTooLong: 'A field of the form is too long',
  badCategory: 'The category is not valid',
  commentTooLong: TEXT_MESSAGES_EN.reviewTooLong,
  promoInvalid: 'The promotion (paid_promo) must be true or false',
  openNowInvalid: 'The Open now filter (open_now) must be true or false',
  osmParamInvalid: 'The osm parameter must be true or false',
  reservationsInvalid: 'Takes reservations (reservations) must be true or false',
};

export const CATEGORY_MESSAGES_EN: English<typeof CATEGORY_MESSAGES> = {
  namesRequired: 'The name and the identifier are required',
  duplicate: 'A category with that name already exists',
  notFound: 'Category not found',
  created: 'Category created',
  updated: 'Category updated',
  deleted: 'Category deleted',
  listError: 'Error getting the categories',
  loadError: 'Error getting the category',
  deleteError: 'Error deleting the category',
  nombreRequired: 'Name is required',
  nameRequired: 'The identifier is required',
  moveDirection: 'Say whether the category moves up or down',
  notOnHome: 'That category is not shown on the home page',
  moved: (nombre: string, position: number, total: number) => `${nombre} is now number ${position} of ${total} on the home page`,
  moveError: "Couldn't change the order of the home page",
};
