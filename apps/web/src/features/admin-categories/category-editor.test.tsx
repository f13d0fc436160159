import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, STORAGE_KEYS, type Category } from '@guia/contracts';
import { adminToken, callsTo, fakeApi } from '../../test/utils';
import { categoryBodyOf, useCategoryEditor } from './category-editor';

const compras: Category = { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', nombre: 'Compras', name: 'store' };

function renderEditor() {
  localStorage.setItem(STORAGE_KEYS.token, adminToken());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCategoryEditor(), { wrapper });
}

describe('useCategoryEditor: the one save of the modal and the standalone pages', () => {
  it('creates without an id and edits with one, answering the message to show', async () => {
    const api = fakeApi({
      'POST /api/categories/': () => ({ status: 201, body: { ...compras, _id: 'aaaaaaaaaaaaaaaaaaaaaaa2' } }),
      [`PUT /api/categories/${compras._id}`]: () => ({ body: compras }),
    });
    const { result } = renderEditor();
    let answer: string | null = null;
    await act(async () => {
      answer = await result.current.save(null, categoryBodyOf(compras));
    });
    expect(answer).toBe(CATEGORY_MESSAGES.created);
    await act(async () => {
      answer = await result.current.save(compras._id, categoryBodyOf(compras));
    });
    expect(answer).toBe(CATEGORY_MESSAGES.updated);
    expect(callsTo(api, 'POST /api/categories/')).toHaveLength(1);
    expect(callsTo(api, `PUT /api/categories/${compras._id}`)).toHaveLength(1);
    expect(result.current.failure).toBeNull();
  });

  it("a refusal answers null and keeps the server's own text until cleared", async () => {
    fakeApi({ 'POST /api/categories/': () => ({ status: 409, body: { message: CATEGORY_MESSAGES.duplicate } }) });
    const { result } = renderEditor();
    let answer: string | null = 'x';
    await act(async () => {
      answer = await result.current.save(null, categoryBodyOf(compras));
    });
    expect(answer).toBeNull();
    expect(result.current.failure).toBe(CATEGORY_MESSAGES.duplicate);
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });

  it("a category without 'Mostrar en inicio' starts with it off", () => {
    expect(categoryBodyOf(compras)).toEqual({ nombre: 'Compras', name: 'store', show_on_home: false });
    expect(categoryBodyOf({ ...compras, show_on_home: true }).show_on_home).toBe(true);
  });
});
