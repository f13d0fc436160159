import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API, apiPath } from '@guia/contracts';
import { ApiError, apiFetch } from './api-client';
import { applyLang } from './i18n/lang';
import { switchLang } from './i18n/text';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../test/utils';

/**
 * The API answers errors in the language the web asks for (issue 22 §1): apiFetch sends the
 * screen's language as Accept-Language; the admin's screens, which stay Spanish, ask in Spanish.
 */
const languageOf = (call: Parameters<typeof fetch> | undefined) => new Headers(call?.[1]?.headers).get('Accept-Language');

describe("apiFetch's Accept-Language", () => {
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it("sends the page's language, and shows the server's message in it", async () => {
    const api = fakeApi({ 'GET /api/business/promoted': () => ({ status: 429, body: { message: 'Too many requests. Please try again later.' } }) });
    await expect(apiFetch(apiPath(API.businessPromoted))).rejects.toThrow(ApiError);
    expect(languageOf(callsTo(api, 'GET /api/business/promoted')[0])).toBe('es');

    await switchLang('en');
    const error = await apiFetch(apiPath(API.businessPromoted)).catch((e: unknown) => e);
    expect(languageOf(callsTo(api, 'GET /api/business/promoted')[1])).toBe('en');
    expect((error as ApiError).message).toBe('Too many requests. Please try again later.');
  });

  it('an English page asks in English from a screen that needs a session (the plans)', async () => {
    await switchLang('en');
    const api = fakeApi({});
    renderApp('/planes', { token: userToken() });
    await waitFor(() => expect(callsTo(api, 'GET /api/itineraries').length).toBeGreaterThan(0));
    expect(languageOf(callsTo(api, 'GET /api/itineraries')[0])).toBe('en');
  });

  it("an admin's screen asks in Spanish on an English page, and the page asks in English again once it is left", async () => {
    await switchLang('en');
    const api = fakeApi({ 'GET /api/users/': () => ({ body: { items: [], total: 0, page: 1, limit: 100 } }) });
    const view = renderApp('/usuario', { token: adminToken() });
    await waitFor(() => expect(callsTo(api, 'GET /api/users/').length).toBeGreaterThan(0));
    expect(callsTo(api, 'GET /api/users/').map(languageOf)).toEqual(['es']);
    view.unmount();
    await apiFetch(apiPath(API.usersList)).catch(() => undefined);
    expect(languageOf(callsTo(api, 'GET /api/users/').at(-1))).toBe('en');
  });

  it('a request may name its language (the sign-in screen reads the Spanish answer by its words)', async () => {
    await switchLang('en');
    const api = fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Credenciales inválidas' } }) });
    await apiFetch(apiPath(API.authLogin), { method: 'POST', body: {}, auth: false, lang: 'es' }).catch(() => undefined);
    expect(languageOf(callsTo(api, 'POST /api/auth/login')[0])).toBe('es');
  });
});
