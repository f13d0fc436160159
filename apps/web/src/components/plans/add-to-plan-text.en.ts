import { icu, plural } from '../../lib/i18n/icu';
import type { Catalog } from '../../lib/i18n/text';
import type { ADD_TO_PLAN_TEXT } from './add-to-plan-text';

/** 'Add to a plan' in English (issue 22 §1, §3). */
const ADD_TO_PLAN_TEXT_EN: Catalog<typeof ADD_TO_PLAN_TEXT> = {
  button: 'Add to a plan',
  title: 'Add to a plan',
  intro: icu('Choose a plan: {place} will be its last stop.'),
  loading: 'Loading your plans...',
  loadError: "Your plans couldn't be loaded. Please try again.",
  retry: 'Try again',
  yourPlans: 'Your plans',
  empty: "You don't have any plans yet.",
  stops: plural('count', { '=0': 'No stops', one: '# stop', other: '# stops' }),
  alreadyIn: 'already includes it',
  adding: 'Adding...',

  newPlan: 'New plan',
  nameLabel: 'Plan name',
  namePlaceholder: 'Saturday in Old Havana',
  create: 'Create plan',
  creating: 'Creating...',

  added: icu('Added to “{plan}”'),
  seePlan: 'See the plan',
  done: 'Done',

  signedOut: 'Sign in to save places in your day plans.',
  login: 'Sign in',
};

export default ADD_TO_PLAN_TEXT_EN;
