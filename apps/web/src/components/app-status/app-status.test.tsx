import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@guia/contracts';
import { announceUpdate } from '../../lib/pwa';
import { apiFetch } from '../../lib/api-client';
import { fakeApi } from '../../test/utils';
import { AppStatus } from './app-status';

const setOnline = (value: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

afterEach(() => vi.restoreAllMocks());

describe('AppStatus', () => {
  it('says it is showing saved data while offline, and stops saying it when back online', () => {
    render(<AppStatus />);
    expect(screen.queryByText(MSG.offlineNotice)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText(MSG.offlineNotice)).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.queryByText(MSG.offlineNotice)).not.toBeInTheDocument();
  });

  it('offline, says when the data it shows was saved, in Cuba\'s time, from the saved answer\'s Date', async () => {
    // 23:00 UTC on 24 November is 18:00 in Havana (UTC−5 in winter)
    fakeApi({ 'GET /api/business/promoted': () => ({ body: [], headers: { Date: 'Tue, 24 Nov 2026 23:00:00 GMT' } }) });
    render(<AppStatus />);
    act(() => setOnline(false));
    await act(async () => {
      await apiFetch('/business/promoted');
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(MSG.offlineNotice);
    expect(notice).toHaveTextContent('Guardado el 24/11 a las 18:00');
    act(() => setOnline(true));
    expect(screen.queryByText(/Guardado el/)).not.toBeInTheDocument();
  });

  it('online, a fresh answer shows no saved date', async () => {
    fakeApi({ 'GET /api/business/promoted': () => ({ body: [], headers: { Date: 'Tue, 24 Nov 2026 23:00:00 GMT' } }) });
    render(<AppStatus />);
    await act(async () => {
      await apiFetch('/business/promoted');
    });
    act(() => setOnline(false));
    expect(screen.getByText(MSG.offlineNotice)).toBeInTheDocument();
    expect(screen.queryByText(/Guardado el/)).not.toBeInTheDocument();
  });

  it('says that a change tried offline needs a connection, and stops saying it back online', async () => {
    render(<AppStatus />);
    act(() => setOnline(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await expect(apiFetch('/users/u1/favorites/b1', { method: 'POST' })).rejects.toMatchObject({ message: MSG.offlineWrite });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.offlineWrite);
    act(() => setOnline(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the waiting new version and applies it on Actualizar', async () => {
    const apply = vi.fn();
    render(<AppStatus />);
    act(() => announceUpdate(apply));
    expect(screen.getByText(/Nueva versión disponible/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.updateAction }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
