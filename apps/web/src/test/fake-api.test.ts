import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from './server';
import { callsTo, fakeApi } from './utils';

const json = async (res: Response) => (await res.json()) as unknown;

afterEach(() => {
  vi.useRealTimers();
});

describe('fakeApi: the fake API every web test talks to (MSW behind the real fetch)', () => {
  it('answers a declared "METHOD /path" whatever its query, with the status and headers it gives', async () => {
    fakeApi({ 'GET /api/events/': () => ({ status: 203, body: [{ title: 'Salsa' }], headers: { Date: 'Tue, 24 Nov 2026 10:00:00 GMT' } }) });
    const res = await fetch('/api/events/?upcoming=true');
    expect(res.status).toBe(203);
    expect(res.headers.get('Date')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(await json(res)).toEqual([{ title: 'Salsa' }]);
  });

  it('answers 404 "Ruta no encontrada" to any other call on the app, another method included', async () => {
    fakeApi({ 'GET /api/events/': () => ({ body: [] }) });
    for (const res of [await fetch('/api/otra'), await fetch('/api/events/', { method: 'POST', body: '{}' })]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Ruta no encontrada' });
    }
  });

  it('hands the route the JSON sent, parsed, and records each call as fetch saw it', async () => {
    let received: unknown;
    const api = fakeApi({ 'POST /api/rates': (body) => ((received = body), { status: 201, body: { ok: true } }) });
    const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
    await fetch('/api/rates?x=1', { method: 'POST', headers, body: JSON.stringify({ usd: 445 }) });
    expect(received).toEqual({ usd: 445 });
    const [[input, init]] = callsTo(api, 'POST /api/rates') as [[string, RequestInit]];
    expect(input).toBe('/api/rates?x=1');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ usd: 445 });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('sends a form with files as a browser does: the route sees each field and each file by its name', async () => {
    let sent: [string, string][] = [];
    fakeApi({
      'POST /api/events/': (body) => {
        expect(body).toBeInstanceOf(FormData);
        sent = [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name} ${v.type} ${v.size}`]);
        return { status: 201, body: {} };
      },
    });
    const form = new FormData();
    form.append('title', 'Noche de salsa');
    form.append('images', new File([new Uint8Array([137, 80, 78, 71])], 'uno.png', { type: 'image/png' }));
    await fetch('/api/events/', { method: 'POST', body: form });
    expect(sent).toEqual([
      ['title', 'Noche de salsa'],
      ['images', 'uno.png image/png 4'],
    ]);
  });

  it('turns a route that throws into a network failure, as when the phone is offline', async () => {
    fakeApi({
      'GET /api/business/1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(fetch('/api/business/1')).rejects.toThrow(TypeError);
  });

  it('lets a test answer instead of the route through the returned mock', async () => {
    const api = fakeApi({ 'POST /api/events/': () => ({ status: 201, body: {} }) });
    const route = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => (init?.method === 'POST' ? new Response('<html>Bad Gateway</html>', { status: 502 }) : route(input, init)));
    expect((await fetch('/api/events/', { method: 'POST', body: '{}' })).status).toBe(502);
  });

  it('runs under fake timers that advance with time, and lets an aborted call end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /api/directions': () => new Promise(() => undefined), 'GET /api/business/1': () => ({ body: { ok: 1 } }) });
    expect(await json(await fetch('/api/business/1'))).toEqual({ ok: 1 });
    const controller = new AbortController();
    const ended = expect(fetch('/api/directions', { signal: controller.signal })).rejects.toThrow();
    setTimeout(() => controller.abort(), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await ended;
  });

  it('is gone after the test: the next one starts with no fake API, where the app cannot be reached', async () => {
    fakeApi({ 'GET /api/business/1': () => ({ body: { ok: 1 } }) });
    expect((await fetch('/api/business/1')).status).toBe(200);
    server.resetHandlers();
    await expect(fetch('/api/business/1')).rejects.toThrow(TypeError);
  });

  it('never lets a call reach another server: it fails instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({});
    await expect(fetch('https://maps.example.org/tiles/1.png')).rejects.toThrow();
  });
});
