import { http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * With no fake API declared, the app's own server is out of reach: its requests fail as they do
 * offline ('Failed to fetch'), quietly, as a relative fetch with no server always did here.
 */
const appOutOfReach = http.all(({ request }) => new URL(request.url).origin === location.origin, () => Response.error());

/**
 * The one MSW server of the web suite (started in setup.ts with `onUnhandledRequest: 'error'`,
 * reset after every test). Tests declare the API they need with `fakeApi` (src/test/utils.tsx) or
 * the map's `mapApi`; a request to any other server is an error, never a trip to the network.
 */
export const server = setupServer(appOutOfReach);

let unwrapped: typeof fetch | undefined;

/** Starts the server (the app's fetch now reaches MSW) with uploads sent as a browser sends them. */
export function startServer() {
  server.listen({ onUnhandledRequest: 'error' });
  unwrapped = globalThis.fetch;
  globalThis.fetch = keepingFileNames(unwrapped);
}

export function stopServer() {
  if (unwrapped) globalThis.fetch = unwrapped;
  server.close();
}

/**
 * jsdom has no fetch, so the page's FormData reaches Node's fetch through vitest's bridge, which
 * drops every file's name (each arrives as 'blob'). This hands Node's fetch its own FormData with
 * the names kept, as a browser sends a form with files; everything else passes untouched.
 */
function keepingFileNames(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => (init?.body instanceof FormData ? fetch(input, { ...init, body: await asSent(init.body) }) : fetch(input, init));
}

async function asSent(form: FormData): Promise<FormData> {
  // an empty FormData of Node's own (the global FormData is jsdom's)
  const sent = await new Response(new URLSearchParams()).formData();
  for (const [key, value] of form) {
    // vitest's bridge carries a lone file's bytes and type; its name is given back here
    if (typeof value === 'string') sent.append(key, value);
    else sent.append(key, await new Request(location.href, { method: 'POST', body: value }).blob(), value.name);
  }
  return sent;
}
