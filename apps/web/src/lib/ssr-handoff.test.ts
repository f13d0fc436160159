import { describe, expect, it } from 'vitest';
import { DATA_SAVER_COOKIE, SSR_STATE_ID } from '@guia/contracts';
import { resetDataSaver, setDataSaver } from './data-saver';
import mainSource from '../main.tsx?raw';

/**
 * The server-render hand-off (issue 18 §2) is written once in contracts (ssr.ts) and read by the
 * API's shared/spa.ts; the browser's entry writes its two names out (each import cost the entry's
 * 130 KB budget bytes): these tests hold them to the contracts' values.
 */
describe('the browser side of the server-render hand-off', () => {
  it("'Ahorro de datos' is told to the server in the cookie the server reads", () => {
    setDataSaver(true);
    expect(document.cookie).toContain(`${DATA_SAVER_COOKIE}=1`);
    setDataSaver(false);
    expect(document.cookie).toContain(`${DATA_SAVER_COOKIE}=0`);
    localStorage.clear();
    resetDataSaver();
  });

  it('main.tsx hydrates from the element the server writes the page data into', () => {
    expect(mainSource).toContain(`document.getElementById('${SSR_STATE_ID}')`);
  });
});
