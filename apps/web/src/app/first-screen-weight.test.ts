import { describe, expect, it } from 'vitest';

/** Every module of the app (not the tests), as text. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../**/test-*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What only React Router's data router offers: any of these puts its ~15 KB gzip back in the entry. */
const DATA_ROUTER_ONLY =
  /\b(createBrowserRouter|createHashRouter|RouterProvider|useRouteError|useNavigation|useFetchers?|useLoaderData|useActionData|useBlocker|useMatches|useRevalidator|useSubmit|ScrollRestoration|UNSAFE_DataRouter\w*)\b/;

describe('the first screen carries no JavaScript it does not use (issue 19)', () => {
  it("no app module uses the data router's APIs: the app runs on the declarative router (app/app-router.tsx)", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const offenders = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)]
        .filter((m) => DATA_ROUTER_ONLY.test(m[1]!))
        .map((m) => `${file}: ${m[1]!.replace(/\s+/g, ' ').trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the server draws the pages with the same declarative routes the browser hydrates', () => {
    const server = SOURCES['../entry-server.tsx']!;
    expect(server).not.toMatch(/createStaticHandler|StaticRouterProvider/);
    expect(server).toMatch(/<AppRoutes \/>/);
  });

  it("home's 'Descarga la app' brings its explanation dialog (Modal) only on the tap that opens it", () => {
    const button = SOURCES['../components/install-app/install-app-button.tsx']!;
    expect(button).not.toMatch(/from '\.\.\/modal\/modal'|from '\.\/install-help'/);
    expect(button).toMatch(/lazy\(\(\) => import\('\.\/install-help'\)/);
  });
});
