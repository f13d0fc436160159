import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/utils';
import {
  LOGIN_INTENT_MAX_AGE_MS,
  clearLoginIntent,
  rememberDestination,
  rememberFavorite,
  takeLoginTarget,
  takePendingFavorite,
} from './login-intent';

const ANA = '64b7f0c2a1b2c3d4e5f60718';
const LUIS = '64b7f0c2a1b2c3d4e5f6aaaa';
const BUSINESS = '6650f0c2a1b2c3d4e5f60001';

afterEach(() => {
  clearLoginIntent();
  vi.useRealTimers();
});

describe('login intent', () => {
  it('gives back the page the guard stopped, with its search, hash and navigation state, once', () => {
    rememberDestination({ pathname: '/mapa', search: '?radio=8', hash: '#x', state: { selectedCategory: 'restaurant', focusOnCategory: true } });
    expect(takeLoginTarget(makeToken({ userId: ANA }), '/mapa')).toEqual({
      pathname: '/mapa',
      search: '?radio=8',
      hash: '#x',
      state: { selectedCategory: 'restaurant', focusOnCategory: true },
    });
    expect(takeLoginTarget(makeToken({ userId: ANA }), '/mapa')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is dropped when the login did not come from that page (a plain visit to /login)', () => {
    rememberDestination({ pathname: '/mapa', state: { selectedCategory: 'restaurant' } });
    expect(takeLoginTarget(makeToken({ userId: ANA }), null)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is dropped once stale', () => {
    vi.useFakeTimers();
    rememberDestination({ pathname: '/mapa' });
    vi.advanceTimersByTime(LOGIN_INTENT_MAX_AGE_MS + 1);
    expect(takeLoginTarget(makeToken({ userId: ANA }), '/mapa')).toBeNull();
  });

  it('a favourite goes back to its page and is handed to the heart once, only for the account that logged in', () => {
    rememberFavorite(BUSINESS, { pathname: `/business/${BUSINESS}` });
    expect(takeLoginTarget(makeToken({ userId: ANA }), `/business/${BUSINESS}`)).toMatchObject({ pathname: `/business/${BUSINESS}` });
    expect(takePendingFavorite(LUIS, BUSINESS)).toBe(false);
    expect(takePendingFavorite(ANA, 'otro')).toBe(false);
    expect(takePendingFavorite(ANA, BUSINESS)).toBe(true);
    expect(takePendingFavorite(ANA, BUSINESS)).toBe(false);
  });

  it('a favourite bound to one account is dropped when another one logs in', () => {
    rememberFavorite(BUSINESS, { pathname: `/business/${BUSINESS}` });
    takeLoginTarget(makeToken({ userId: ANA }), `/business/${BUSINESS}`);
    expect(takeLoginTarget(makeToken({ userId: LUIS }), `/business/${BUSINESS}`)).toBeNull();
    expect(takePendingFavorite(ANA, BUSINESS)).toBe(false);
  });

  it('a favourite not yet used by a login is never handed to a heart', () => {
    rememberFavorite(BUSINESS, { pathname: `/business/${BUSINESS}` });
    expect(takePendingFavorite(ANA, BUSINESS)).toBe(false);
  });
});
