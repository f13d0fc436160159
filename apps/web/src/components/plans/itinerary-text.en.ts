import { ITINERARY_LIMITS, type ITINERARY_MESSAGES } from '@guia/contracts';
import type { Catalog } from '../../lib/i18n/text';

/** The plans API's messages in English (issue 22 §1): its answers and the contracts' schema. */
const ITINERARY_MESSAGES_EN: Catalog<typeof ITINERARY_MESSAGES> = {
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

export default ITINERARY_MESSAGES_EN;
