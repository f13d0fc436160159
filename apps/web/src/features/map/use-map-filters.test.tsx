import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RADIUS_M } from '@guia/contracts';
import { readMapEntry } from './map-entry';
import { mapSearchParams, useMapFilters, widerRadius } from './use-map-filters';

const BUSINESS = '6650f0c2a1b2c3d4e5f60001';

/** The hook on /mapa?{search}, with the page's URL and how it last changed. */
function renderFilters(search = '', selectedBusinessId: string | null = null) {
  const entry = readMapEntry(null, new URLSearchParams(search));
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[`/mapa${search ? `?${search}` : ''}`]}>{children}</MemoryRouter>;
  return renderHook(({ id }) => ({ filters: useMapFilters(entry, id), location: useLocation(), action: useNavigationType() }), {
    wrapper,
    initialProps: { id: selectedBusinessId },
  });
}

describe('useMapFilters', () => {
  it('starts from the URL: category, radius, open now, and a search when ?q= is there', () => {
    const { result } = renderFilters('categoria=cafe&radio=10&abierto=1&q=guarida');
    expect(result.current.filters).toMatchObject({ mode: 'search', category: 'cafe', radiusM: 10_000, openNow: true, query: 'guarida' });
    expect(renderFilters().result.current.filters).toMatchObject({ mode: 'nearby', category: '', radiusM: RADIUS_M.default, openNow: false, query: null });
  });

  it('a search leaves nearby places; clearing it, a category or a radius comes back to them without the search text', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.search('ropa vieja'));
    expect(result.current.filters).toMatchObject({ mode: 'search', query: 'ropa vieja' });
    act(() => result.current.filters.chooseCategory('restaurant'));
    expect(result.current.filters).toMatchObject({ mode: 'nearby', query: null, category: 'restaurant' });
    act(() => result.current.filters.showFavorites());
    expect(result.current.filters).toMatchObject({ mode: 'favorites', query: null });
    act(() => result.current.filters.chooseRadius(20_000));
    expect(result.current.filters).toMatchObject({ mode: 'nearby', radiusM: 20_000, category: 'restaurant' });
    act(() => result.current.filters.search('café'));
    act(() => result.current.filters.explore());
    expect(result.current.filters).toMatchObject({ mode: 'nearby', query: null });
  });

  it('keeps the URL in step, replacing the history entry: ?q= only while searching, the default radius left out, the selected business named', () => {
    const { result, rerender } = renderFilters('q=guarida');
    expect(result.current.location.search).toBe('?q=guarida');
    act(() => {
      result.current.filters.chooseCategory('cafe');
      result.current.filters.setOpenNow(true);
    });
    expect(result.current.location.search).toBe('?categoria=cafe&abierto=1');
    expect(result.current.action).toBe('REPLACE');
    act(() => result.current.filters.chooseRadius(RADIUS_M.default * 2));
    rerender({ id: BUSINESS });
    expect(result.current.location.search).toBe(`?negocio=${BUSINESS}&categoria=cafe&radio=${(RADIUS_M.default * 2) / 1000}&abierto=1`);
    act(() => result.current.filters.chooseRadius(RADIUS_M.default));
    rerender({ id: null });
    expect(result.current.location.search).toBe('?categoria=cafe&abierto=1');
  });

  it('the search text is in the URL only in search mode', () => {
    const filters = { mode: 'favorites' as const, category: '', radiusM: RADIUS_M.default, openNow: false, query: 'x' };
    expect(mapSearchParams(filters, null).toString()).toBe('');
    expect(mapSearchParams({ ...filters, mode: 'search' }, null).toString()).toBe('q=x');
  });

  it('the wider radius offered when nothing is found doubles, up to the slider’s end', () => {
    expect(widerRadius(5000)).toBe(10_000);
    expect(widerRadius(RADIUS_M.max - 1000)).toBe(RADIUS_M.max);
  });
});
