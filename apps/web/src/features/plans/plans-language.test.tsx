import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fmt } from '../../lib/i18n/icu';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { fakeApi, renderApp, userToken } from '../../test/utils';
import { planDateText, stopsText, walkText } from './plan-format';
import { PLANS_TEXT, usePlansText } from './plans-text';
import { CATEDRAL, GONE_ID, PLAN_ID, PLAZA_VIEJA, TOKEN, makePlan, makeShared, stop } from './test-fixtures';

vi.mock('protomaps-leaflet', () => import('../../components/basemap/testing/fake-protomaps'));

/** The plans on an English page (issue 22 §1, §3); the Spanish ones are the other tests of this folder. */
describe('plans in English', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('the stops are an ICU plural in each language, and the day and the walk are written by Intl in it', async () => {
    const en = await usePlansText.load();
    expect([0, 1, 3].map((count) => fmt('en', en.stops, { count }))).toEqual(['No stops', '1 stop', '3 stops']);
    expect([0, 1, 3].map((count) => fmt('es', PLANS_TEXT.stops, { count }))).toEqual(['Sin paradas', '1 parada', '3 paradas']);
    expect([0, 1, 3].map((count) => stopsText(count, 'en'))).toEqual(['No stops', '1 stop', '3 stops']);
    expect(planDateText('2026-12-05', 'en')).toBe('Saturday, December 5, 2026');
    expect(planDateText(null, 'en')).toBe('No date');
    expect(walkText(1200, 'en')).toBe('1.2 km on foot · about 15 min');
    expect(walkText(90, 'en')).toBe('90 m on foot · 1 min');
    expect(walkText(12_345, 'en')).toBe('12.3 km on foot · about 2 hr 34 min');
  });

  it('/planes: the list and the new plan form in English', async () => {
    fakeApi({ 'GET /api/itineraries': () => ({ body: [makePlan(), makePlan({ _id: '6660f0c2a1b2c3d4e5f60002', name: 'Domingo', date: null, stops: [stop(CATEDRAL)], distance_m: 0 })] }) });
    renderApp('/planes', { token: userToken() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My plans' })).toBeInTheDocument();
    expect(await screen.findByText('Saturday, December 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('3 stops')).toBeInTheDocument();
    expect(screen.getByText('1 stop')).toBeInTheDocument();
    expect(screen.getByText('No date')).toBeInTheDocument();
    expect(screen.getByText('1.2 km on foot · about 15 min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plan name')).toHaveAttribute('placeholder', 'Saturday in Old Havana');
    expect(screen.getByRole('button', { name: 'Create plan' })).toBeInTheDocument();
  });

  it('/planes/:id: one plan in English, a stop that left the guide marked in English', async () => {
    fakeApi({ [`GET /api/itineraries/${PLAN_ID}`]: () => ({ body: makePlan({ stops: [stop(CATEDRAL), { business_id: GONE_ID, business: null }, stop(PLAZA_VIEJA)] }) }) });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    const list = await screen.findByRole('list', { name: 'Stops of the plan' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual(['Plaza de la Catedral', 'No longer in the guide', 'Plaza Vieja']);
    expect(within(list).getAllByLabelText('Time (Cuba time)')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Move down Plaza de la Catedral' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Move up Stop 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add places' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my plans' })).toBeInTheDocument();
  });

  it('/plan/:token: the shared plan in English, and a link that no longer works says so in English', async () => {
    fakeApi({ [`GET /api/itineraries/shared/${TOKEN}`]: () => ({ body: makeShared({ stops: [stop(CATEDRAL, { time: '10:00' })], distance_m: 0 }) }) });
    const { unmount } = renderApp(`/plan/${TOKEN}`);
    expect(await screen.findByText('Shared plan · read only')).toBeInTheDocument();
    expect(screen.getByText('1 stop')).toBeInTheDocument();
    expect(screen.getByText('Saturday, December 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make your own plan' })).toBeInTheDocument();
    unmount();

    fakeApi({ [`GET /api/itineraries/shared/${TOKEN}`]: () => ({ status: 404, body: { message: 'Este plan no existe o ya no se comparte' } }) });
    renderApp(`/plan/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "This plan doesn't exist or is no longer shared" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });
});
