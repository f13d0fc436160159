import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, type InitialEntry, type To } from 'react-router-dom';
import type { Mock } from 'vitest';
import { ROLES, STORAGE_KEYS, type RoleId } from '@guia/contracts';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRouter, createAppNavigation, type AppHistory } from '../app/app-router';
import { AppRoutes } from '../app/routes';
import { callsTo, serveFakeApi, type FakeCall, type FakeResponse } from './fake-api';

const base64Url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT-shaped token with the payload of spec §3 (the signature is not checked client side). */
export function makeToken({
  userId = '64b7f0c2a1b2c3d4e5f60718',
  roleId = ROLES.USER,
  exp = Math.floor(Date.now() / 1000) + 3600,
}: { userId?: string; roleId?: RoleId | number; exp?: number } = {}) {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: { user_id: userId, role_id: roleId }, iat: exp - 7200, exp })}.firma`;
}

export const userToken = () => makeToken({ roleId: ROLES.USER });
export const adminToken = () => makeToken({ userId: '64b7f0c2a1b2c3d4e5f60000', roleId: ROLES.ADMIN });

/** Renders the whole app (real routes, guards, session) at a path, optionally logged in. */
export function renderApp(path: InitialEntry = '/', { token }: { token?: string } = {}) {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }) as unknown as AppHistory;
  const navigation = createAppNavigation(history);
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <AppRouter navigation={navigation}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  // what tests used of the data router's object: navigate (a path or a step in history) and the location now
  const router = {
    navigate: (to: To | number, opts: { replace?: boolean; state?: unknown; preventScrollReset?: boolean } = {}) => {
      if (typeof to === 'number') navigation.navigator.go(to);
      else (opts.replace ? navigation.navigator.replace : navigation.navigator.push)(to, opts.state, opts);
      return Promise.resolve();
    },
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
  };
  return { ...utils, router };
}

type Handler = (body: unknown, init: RequestInit) => FakeResponse | Promise<FakeResponse>;

/**
 * A fake API for the test, served by the suite's MSW server (src/test/server.ts): `{ 'POST
 * /api/auth/login': (body, init) => ({ body, status, headers }) }`, where `body` is the JSON the
 * app sent, parsed (or its FormData) and `init` its method, headers, body and signal. A key matches
 * the method and exact path, whatever the query. Unknown calls to the app answer 404
 * { message: 'Ruta no encontrada' }. Returns a fetch-shaped mock that records every call.
 */
export function fakeApi(handlers: Record<string, Handler>): Mock<typeof fetch> {
  const routes = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]) => [
      key,
      ({ init }: FakeCall) => handler(typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body, init),
    ]),
  );
  return serveFakeApi(routes);
}

export { callsTo, type FakeResponse };
