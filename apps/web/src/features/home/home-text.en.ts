import type { Catalog } from '../../lib/i18n/text';
import type { HOME_TEXT } from './home-text';

/** Home in English (issue 22 §1). */
const HOME_TEXT_EN: Catalog<typeof HOME_TEXT> = {
  heroEyebrow: 'Your local guide to Cuba',
  heroTitle: 'UNLOCK THE AUTHENTIC CUBA',
  heroLead: 'Discover businesses, events and places only locals know, with a map made for getting around Havana even with a poor connection.',
  download: 'Get the app',
  featuresTitle: 'Why Guía Cuba',
  features: [
    { title: 'Hand-picked', text: 'Places chosen by people who live here: paladares, bars and corners the usual guides leave out.' },
    { title: 'All in one guide', text: 'Restaurants, shopping, nightlife, events and an interactive map, in a single app.' },
    { title: 'Up-to-date information', text: 'Opening hours, ratings and the status of each business, kept up to date by their owners and the community.' },
    { title: 'Plan your trip', text: 'Save your favorites and build your plan for the day so you miss nothing during your stay.' },
  ],
  heroCards: [
    { title: 'Paladar in Vedado', meta: 'Food and drink · ★ 4.8' },
    { title: 'Live jazz', meta: 'Nightlife · Saturday 21:00' },
    { title: 'Café in Old Havana', meta: 'Coffee and tea · 300 m away' },
  ],
  soonIn: 'Coming soon on',
  eventsTitle: 'Featured events',
  eventsCarousel: 'Upcoming events',
  eventsWhen: 'When',
  eventsAll: 'Upcoming',
  eventsTonight: 'Tonight',
  eventsWeekend: 'This weekend',
  noEventsTonight: 'No events tonight.',
  noEventsWeekend: 'No events this weekend.',
  addToCalendar: 'Add to calendar',
  subscribeCalendar: 'Subscribe to the events in your calendar',
  reserve: 'Book now!',
  ask: 'Ask on WhatsApp',
  promotedTitle: 'Recommended by Guía Cuba',
  promotedCarousel: 'Recommended businesses',
  seeTops: 'See Tops',
  categoriesTitle: 'Explore by category',
  seeAll: 'See all',
  eliteTitle: 'Explore what awaits you',
  login: 'Sign in',
  eliteSampleNote: 'We could not reach the server: here are some places in Havana you should not miss.',
  downloadTitle: 'Take Guía Cuba in your pocket',
  downloadText:
    'Install it from the browser on your phone: it works offline with what you have already seen, keeps your favorites and this week’s events always at hand. The Android and iPhone stores are coming soon.',
  downloadTextAvailable: 'Install the app for Android: offline map, your favorites and this week’s events always at hand.',
  installBadgeTop: 'Install it from',
  installBadge: 'this browser',
  androidBadgeTop: 'Get it for',
  androidBadge: 'Android',
  iosBadge: 'App Store',
  googlePlay: 'Google Play',
};
export default HOME_TEXT_EN;
