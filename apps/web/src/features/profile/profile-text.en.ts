import type { Catalog } from '../../lib/i18n/text';
import { icu, plural } from '../../lib/i18n/icu';
import type { PROFILE_TEXT } from './profile-text';

/** /perfil in English (issue 22 §1). */
const PROFILE_TEXT_EN: Catalog<typeof PROFILE_TEXT> = {
  title: 'My profile',
  changePassword: 'Change password',
  favoritesTitle: 'Your favorite places',
  saved: plural('count', { one: '# saved place', other: '# saved places' }),
  exploreMap: 'Explore the map',
  favoritesLoadLog: 'Error getting the favorites:',
  photoOf: icu('Photo of {name}'),
  favoriteBadge: 'Favorite',
  seeDetails: 'See details',
  carousel: 'carousel',
  slide: 'slide',
  position: icu('{position} of {total}'),
  previous: 'Previous favorites',
  next: 'Next favorites',
  chooseFavorite: 'Choose a favorite',
  goToFavorite: icu('Go to favorite {number}'),
  cancel: 'Cancel',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  toggles: {
    current: { show: 'Show current password', hide: 'Hide current password' },
    password: { show: 'Show new password', hide: 'Hide new password' },
    confirm: { show: 'Show confirmation', hide: 'Hide confirmation' },
  },
  requirements: 'Password requirements',
  atLeast: plural('count', { one: 'At least # character', other: 'At least # characters' }),
  passwordsMatch: 'Passwords match',
  met: ' (met)',
  pending: ' (not met)',
  ownerTitle: 'My businesses',
  manages: plural('count', { one: 'You manage # business', other: 'You manage # businesses' }),
  pendingClaims: plural('count', { one: '# pending request', other: '# pending requests' }),
  noneOwned: "You don't manage any business yet",
  seeOwner: 'See my businesses',
};

export default PROFILE_TEXT_EN;
