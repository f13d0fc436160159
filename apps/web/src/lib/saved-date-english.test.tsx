import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_MSG } from '@guia/contracts';
import { AppStatus } from '../components/app-status/app-status';
import { apiFetch } from './api-client';
import { applyLang } from './i18n/lang';
import { useMsg } from './i18n/messages';
import { switchLang } from './i18n/text';
import { savedDateText } from './offline-store';
import { fakeApi } from '../test/utils';

/** 'Guardado el 24/11 a las 18:00' on an English page (issue 22 §1): in English, still Cuba's time. */
describe('the saved date in English', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    vi.restoreAllMocks();
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it("is written the English way (month first, as the guide's other English dates), in Cuba's time", async () => {
    const en = await useMsg.load();
    // 23:00 UTC on 24 November is 18:00 in Havana; 1 July 22:00 UTC is 18:00 (summer time)
    expect(savedDateText(Date.UTC(2026, 10, 24, 23, 0), en, 'en')).toBe('Saved on 11/24 at 18:00');
    expect(savedDateText(Date.UTC(2026, 6, 1, 22, 0), en, 'en')).toBe('Saved on 07/01 at 18:00');
    // Spanish as before
    expect(savedDateText(Date.UTC(2026, 10, 24, 23, 0))).toBe('Guardado el 24/11 a las 18:00');
    expect(savedDateText(Date.UTC(2026, 10, 24, 23, 0), SHELL_MSG, 'es')).toBe('Guardado el 24/11 a las 18:00');
  });

  it('the offline notice says it in English', async () => {
    fakeApi({ 'GET /api/business/promoted': () => ({ body: [], headers: { Date: 'Tue, 24 Nov 2026 23:00:00 GMT' } }) });
    render(
      <Suspense fallback={null}>
        <AppStatus />
      </Suspense>,
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await act(async () => {
      await apiFetch('/business/promoted');
    });
    expect(await screen.findByText('Saved on 11/24 at 18:00')).toBeInTheDocument();
    expect(screen.queryByText(/Guardado/)).not.toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
  });
});
