import { HttpHandler, http } from 'msw';
import { vi, type Mock } from 'vitest';
import { server } from './server';

/** What a fake endpoint answers: JSON `body` (none when undefined), `status` 200 unless told. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. the `Date` a cached answer was saved at). */
  headers?: Record<string, string>;
}

/** One request as the app sent it, in fetch's own terms. */
export interface FakeCall {
  /** What the app asked for: path and query on the app's own origin (`/api/x?y=1`), else the whole URL. */
  input: string;
  /** method, headers, signal, and the body as sent: the JSON string, or the FormData with its files. */
  init: RequestInit;
  /** `input` resolved against http://localhost, for reading the query. */
  url: URL;
}

export type FakeRoute = (call: FakeCall) => FakeResponse | Promise<FakeResponse>;

/** What the fake API answers to a call on the app's origin that no route declares. */
export const NOT_FOUND: FakeResponse = { status: 404, body: { message: 'Ruta no encontrada' } };

/**
 * Serves `{ 'METHOD /path': route }` through the suite's MSW server for the rest of the test (the
 * app's real fetch runs; MSW answers). A key matches the request's method and exact path, whatever
 * its query; any other request to the app's origin answers 404 `{ message: 'Ruta no encontrada' }`;
 * a request elsewhere is an unhandled request (an error). A route that throws is a network failure
 * (fetch rejects with 'Failed to fetch'). A second call replaces the first.
 *
 * Returns a fetch-shaped mock that records every request as `(input, init)`, so tests keep reading
 * `mock.calls`, `callsTo(...)` and `toHaveBeenCalled`. It is also a hook: if its implementation
 * (`mockImplementation`) returns a Response, that Response is the answer.
 */
export function serveFakeApi(routes: Record<string, FakeRoute>): Mock<typeof fetch> {
  const calls = vi.fn<typeof fetch>(noOverride);
  const answerWith = (route: FakeRoute | undefined) => async ({ request }: { request: Request }) => {
    const call = await callOf(request);
    try {
      const override: unknown = await calls(call.input, call.init);
      if (override instanceof Response) return override;
      return toResponse(route ? await route(call) : NOT_FOUND);
    } catch {
      // a route that throws is a network failure: fetch rejects with 'Failed to fetch'
      return Response.error();
    }
  };
  // back to the server's own handlers (resetHandlers with handlers would make these its own for good)
  server.resetHandlers();
  server.use(
    ...Object.entries(routes).map(([key, route]) => {
      const [method = 'GET', path = ''] = key.split(' ');
      const predicate = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        return url.origin === location.origin && url.pathname === path;
      };
      return new HttpHandler(method.toUpperCase(), predicate, answerWith(route));
    }),
    http.all(({ request }) => new URL(request.url).origin === location.origin, answerWith(undefined)),
  );
  return calls;
}

/** The calls made to one "METHOD /path" (the query does not count). */
export function callsTo(mock: Mock<typeof fetch>, key: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}` === key;
  });
}

// The recorder answers nothing by default: the route does.
const noOverride = (async () => undefined) as unknown as typeof fetch;

function toResponse(answer: FakeResponse): Response {
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
}

async function callOf(request: Request): Promise<FakeCall> {
  const url = new URL(request.url);
  const input = url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
  // a copy made entry by entry (`new Headers(request.headers)` loses the ones the app set when the
  // request has a body: MSW's request is not the one fetch was given)
  const init: RequestInit = { method: request.method, headers: new Headers([...request.headers]), signal: request.signal };
  const body = await bodyOf(request);
  if (body !== undefined) init.body = body;
  return { input, init, url: new URL(input, 'http://localhost') };
}

/** The body as the app handed it to fetch: text, or a page FormData (jsdom's) with its files. */
async function bodyOf(request: Request): Promise<string | FormData | undefined> {
  if (request.body === null) return undefined;
  const copy = request.clone();
  if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return copy.text();
  const form = new FormData();
  for (const [key, value] of await copy.formData()) {
    form.append(key, typeof value === 'string' ? value : new File([await value.arrayBuffer()], value.name, { type: value.type }));
  }
  return form;
}
