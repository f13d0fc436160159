import { ITINERARY_MESSAGES } from '@guia/contracts';
import { messageIn } from '../../lib/i18n/message-in';
import { useMsg } from '../../lib/i18n/messages';
import { defineText } from '../../lib/i18n/text';

/** The plans API's messages (ITINERARY_MESSAGES: its answers, the contracts' schema) in the page's language. */
export const useItineraryMsg = defineText(ITINERARY_MESSAGES, () => import('./itinerary-text.en'));

/**
 * A message the plans screens show (the API's answer or a schema's: Spanish) in the page's
 * language, looked up by its text in ITINERARY_MESSAGES and MSG; any other as it came.
 */
export function usePlanMessage(): (message: string | undefined) => string | undefined {
  const itinerary = useItineraryMsg();
  const msg = useMsg();
  return (message) => messageIn(message, [[useItineraryMsg.es, itinerary], [useMsg.es, msg]]);
}

/** (the Spanish catalogue the English one mirrors, for i18n/catalogs.test.ts) */
export { ITINERARY_MESSAGES };
