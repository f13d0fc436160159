import type { Catalog } from './i18n/text';
import type { HOURS_CATALOG } from './hours-text';

const DAYS = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

/** The pill and the hours lines in English (issue 22 §1); times stay Cuba's, on the 24-hour clock. */
const HOURS_TEXT_EN: Catalog<typeof HOURS_CATALOG> = {
  hours: {
    open: 'Open',
    open24: 'Open 24 hours',
    closesAt: (time) => `closes at ${time}`,
    closingSoon: 'Closing soon',
    closed: 'Closed',
    opensToday: (time) => `opens today at ${time}`,
    opensTomorrow: (time) => `opens tomorrow at ${time}`,
    opensOn: (day, time) => `opens on ${DAYS[day]} at ${time}`,
    closedTemporarily: 'Temporarily closed',
    closedPermanently: 'Permanently closed',
    unknown: 'Opening hours not available',
    allDay: 'Open 24 hours',
  },
  days: DAYS,
  todayStatus: {
    open: 'Open today',
    closed: 'Closed today',
    generator: 'Power cut — open on a generator',
    no_power: 'Power cut — closed',
    takeaway: 'Takeaway only',
  },
  updatedAgo: {
    justNow: 'updated just now',
    minutes: (n) => `updated ${n} min ago`,
    hours: (n) => `updated ${n} h ago`,
  },
  today: 'Today',
  todayHours: 'Today’s opening hours:',
};
export default HOURS_TEXT_EN;
