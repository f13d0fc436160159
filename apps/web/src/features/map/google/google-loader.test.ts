import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src*="maps.googleapis.com"]'));

describe('loadGoogleMaps', () => {
  it('retries a failed script up to 3 times with a growing delay, then gives up', async () => {
    vi.useFakeTimers();
    const { loadGoogleMaps } = await import('./google-loader');
    const done = loadGoogleMaps('clave').catch((e: unknown) => e);
    const fail = () => scripts().at(-1)!.dispatchEvent(new Event('error'));

    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toContain('key=clave');
    fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(scripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(scripts()).toHaveLength(1); // retry 1 after 1 s
    fail();
    await vi.advanceTimersByTimeAsync(2000);
    expect(scripts()).toHaveLength(1); // retry 2 after 2 s
    fail();
    await vi.advanceTimersByTimeAsync(4000);
    expect(scripts()).toHaveLength(1); // retry 3 after 4 s
    fail();
    expect(await done).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripts()).toHaveLength(0);
  });

  it('resolves when the script calls back, and every caller shares the one load', async () => {
    const { loadGoogleMaps } = await import('./google-loader');
    const a = loadGoogleMaps('clave');
    const b = loadGoogleMaps('clave');
    expect(scripts()).toHaveLength(1);
    const callback = new URL(scripts()[0]!.src).searchParams.get('callback')!;
    (window as unknown as Record<string, () => void>)[callback]!();
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
  });
});
