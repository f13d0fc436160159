import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { ROLES, STORAGE_KEYS, type RoleId } from '@guia/contracts';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/routes';

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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. the `Date` a cached answer was saved at). */
  headers?: Record<string, string>;
}

type Handler = (body: unknown, init: RequestInit) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces fetch with a tiny fake API: `{ 'POST /api/auth/login': handler }`. Unknown calls answer
 * 404 { message: 'Ruta no encontrada' }. Returns the mock to inspect calls.
 */
export function fakeApi(handlers: Record<string, Handler>): Mock<typeof fetch> {
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const answer = handler ? await handler(body, init) : { status: 404, body: { message: 'Ruta no encontrada' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls made to one "METHOD /path". */
export function callsTo(mock: Mock<typeof fetch>, key: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}` === key;
  });
}
