import { Suspense, type ReactNode } from 'react';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { Category } from '@guia/contracts';
import { applyLang, SpanishOnly } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { routes } from '../../app/routes';
import { adminToken, fakeApi, renderApp } from '../../test/utils';
import { ConfirmDialog, Modal } from './modal';

/** The shared dialog on an English page, and the admin's and owners' screens that stay Spanish (issue 22 §1). */
configure({ asyncUtilTimeout: 5000 });

const waiting = (ui: ReactNode) => <Suspense fallback={null}>{ui}</Suspense>;
const noop = () => undefined;

describe('the shared dialog in the page’s language', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('on an English page its X is "Close" and a confirmation offers Cancel and Delete', async () => {
    render(waiting(<ConfirmDialog open title="Remove the stop?" message="It leaves the plan." onConfirm={noop} onCancel={noop} />));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the stop?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('under <SpanishOnly> an English page still draws it in Spanish', async () => {
    render(
      waiting(
        <SpanishOnly>
          <Modal open title="Nueva categoría" onClose={noop}>
            …
          </Modal>
          <ConfirmDialog open title="¿Eliminar?" message="…" onConfirm={noop} onCancel={noop} />
        </SpanishOnly>,
      ),
    );
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('an admin who chose English sees the Spanish dialog on an admin screen', async () => {
    const compras: Category = { _id: 'a'.repeat(24), nombre: 'Compras', name: 'store', show_on_home: true, home_order: 0 };
    fakeApi({ 'GET /api/categories/': () => ({ body: [compras] }) });
    renderApp('/categoria', { token: adminToken() });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Compras' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    // the bar around it keeps the person's language
    expect(screen.getAllByRole('link', { name: 'Español' }).length).toBeGreaterThan(0);
  });
});

describe('screens that stay Spanish', () => {
  /** The route with this path and the elements of the routes around it, outermost first. */
  function ancestorsOf(path: string, list: RouteObject[] = routes, above: RouteObject[] = []): RouteObject[] | null {
    for (const r of list) {
      if (r.path === path) return above;
      const found = r.children && ancestorsOf(path, r.children, [...above, r]);
      if (found) return found;
    }
    return null;
  }
  const spanishOnly = (r: RouteObject) => {
    const element = r.element as { type?: unknown; props?: { children?: unknown } } | undefined;
    // RequireAdmin wraps its screens itself (guards.tsx); the owners' routes sit under <SpanishOnly>
    return element?.type === SpanishOnly || (element?.type as { name?: string } | undefined)?.name === 'RequireAdmin';
  };

  it.each(['mis-negocios', 'mis-negocios/:id/menu', 'categoria', 'business', 'solicitudes'])('%s is drawn under the Spanish-only context', (path) => {
    expect(ancestorsOf(path)?.some(spanishOnly)).toBe(true);
  });

  it('the visitors’ screens are not', () => {
    for (const path of ['mapa', 'perfil', 'planes', 'business/:id', 'tops']) expect(ancestorsOf(path)?.some(spanishOnly)).toBe(false);
  });
});
