/** Values shared by the Playwright config, the fixtures and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The fake OSRM server the e2e web build is pointed at (VITE_ROUTING_URL). */
export const OSRM_PORT = Number(process.env.E2E_OSRM_PORT ?? 3199);
export const ADMIN = { username: 'admin', password: 'admin12345', email: 'admin@guiacuba.local' } as const;
