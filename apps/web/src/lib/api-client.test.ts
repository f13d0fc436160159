import { describe, expect, it, vi } from 'vitest';
import { MSG, STORAGE_KEYS } from '@guia/contracts';
import { callsTo, fakeApi } from '../test/utils';
import { ApiError, apiFetch } from './api-client';

describe('api client', () => {
  it("calls the '/api' base and sends 'Authorization: Bearer <token>' when logged in", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok.en.x');
    const api = fakeApi({ 'GET /api/users/1': () => ({ body: { name: 'María' } }) });

    await expect(apiFetch('/users/1')).resolves.toEqual({ name: 'María' });
    const [[url, init]] = callsTo(api, 'GET /api/users/1');
    expect(url).toBe('/api/users/1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok.en.x');
  });

  it('sends no Authorization header when logged out, or when asked not to', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => ({ body: {} }) });
    await apiFetch('/auth/login', { method: 'POST', body: { a: 1 } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok.en.x');
    await apiFetch('/auth/login', { method: 'POST', body: { a: 1 }, auth: false });
    for (const [, init] of callsTo(api, 'POST /api/auth/login')) {
      expect(new Headers(init?.headers).has('Authorization')).toBe(false);
      expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    }
  });

  it("a non-OK answer throws the server's message", async () => {
    fakeApi({ 'GET /api/x': () => ({ status: 404, body: { message: 'Recurso no encontrado' } }) });
    const error = await apiFetch('/x').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Recurso no encontrado' });
  });

  it("a non-OK answer without a message throws 'Error en la solicitud'", async () => {
    fakeApi({ 'GET /api/x': () => ({ status: 502 }) });
    await expect(apiFetch('/x')).rejects.toThrow(MSG.requestError);
  });

  it('a change attempted offline says it needs a connection and sends nothing', async () => {
    const api = fakeApi({ 'POST /api/x': () => ({ body: {} }) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiFetch('/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0, message: MSG.offlineWrite });
    expect(api).not.toHaveBeenCalled();
  });

  it('a change whose request cannot reach the server says it needs a connection', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch('/x', { method: 'DELETE' })).rejects.toMatchObject({ status: 0, message: MSG.offlineWrite });
    await expect(apiFetch('/x')).rejects.toBeInstanceOf(TypeError);
  });
});
