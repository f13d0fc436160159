/**
 * The test process's time zone (the "device's"), switched at run time: Node re-reads `TZ` on every
 * assignment, for Date and Intl alike. The web suite runs in Asia/Tokyo (vitest.config.ts).
 */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

/** The zone the suite runs in. */
export const SUITE_TIME_ZONE = env.TZ;

export function setDeviceZone(zone: string | undefined): void {
  env.TZ = zone;
}

/** Runs `run` on a device set to `zone`, then puts the suite's zone back. */
export function inDeviceZone<T>(zone: string, run: () => T): T {
  setDeviceZone(zone);
  try {
    return run();
  } finally {
    setDeviceZone(SUITE_TIME_ZONE);
  }
}
