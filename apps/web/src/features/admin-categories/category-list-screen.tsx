import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { CATEGORY_MESSAGES, MSG, type Category, type CategoryBody } from '@guia/contracts';
import { ConfirmDialog, Modal } from '../../components/modal/modal';
import { PageTitle } from '../../components/page-title';
import { includesText } from '../../lib/format';
import { categoriesQuery, useCategoryMutations } from './api';
import { CategoryForm } from './category-form';
import { categoryBodyOf, useCategoryEditor } from './category-editor';
import { CATEGORY_TEXT } from './category-text';
import { HomeOrder } from './home-order';
import { FlashMessage, Pager, failureText, usePagedFilter, type Flash } from '../../components/admin-list/list-tools';
import { readAdminListNavState } from '../../lib/nav-state';
import '../../components/admin-list/admin-list.css';

type Editing = { mode: 'create' } | { mode: 'edit'; category: Category };

const FORM_ID = 'category-modal-form';
const byNombre = (a: Category, b: Category) => a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' });
const matches = (c: Category, text: string) => includesText(c.nombre, text) || includesText(c.name, text);
const countText = CATEGORY_TEXT.count;
const homeOf = (list: Category[]) =>
  list.filter((c) => c.show_on_home).sort((a, b) => (a.home_order ?? 0) - (b.home_order ?? 0) || byNombre(a, b));

/** /categoria: the categories (name and identifier), home's order, a modal to create and edit, delete with confirmation. */
export function CategoryListScreen() {
  const list = useQuery(categoriesQuery());
  const { move, remove } = useCategoryMutations();
  const editor = useCategoryEditor();
  const location = useLocation();
  const navigate = useNavigate();

  // a message from the standalone pages (/categoria/crear/, /categoria/editar/{id}) arrives in the history state
  const [flash, setFlash] = useState<Flash | null>(() => {
    const arrived = readAdminListNavState(location.state);
    return arrived ? { kind: 'success', text: arrived.notice } : null;
  });
  useEffect(() => {
    if (readAdminListNavState(location.state)) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const sorted = useMemo(() => [...(list.data ?? [])].sort(byNombre), [list.data]);
  const home = useMemo(() => homeOf(list.data ?? []), [list.data]);
  const homePosition = useMemo(() => new Map(home.map((c, i) => [c._id, i + 1])), [home]);
  const { query, setQuery, text, filtered, rows, page, pageCount, setPage } = usePagedFilter(sorted, matches);

  // a new page starts at the top of the list (the pager sits below 25 rows)
  const toolbar = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setPage(next);
    toolbar.current?.scrollIntoView?.({ block: 'start' });
  };

  const { saving } = editor;
  const openModal = (next: Editing) => {
    editor.clearFailure();
    setEditing(next);
  };
  const closeModal = () => {
    if (!saving) setEditing(null);
  };

  const save = async (body: CategoryBody) => {
    const done = await editor.save(editing?.mode === 'edit' ? editing.category._id : null, body);
    if (!done) return;
    setFlash({ kind: 'success', text: done });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      setFlash({ kind: 'success', text: CATEGORY_MESSAGES.deleted, focus: true });
    } catch (err) {
      setFlash({ kind: 'error', text: failureText(err, CATEGORY_MESSAGES.deleteError) });
    }
    setToDelete(null);
  };

  let content;
  if (list.isPending) {
    content = (
      <p className="admin-state" role="status">
        <span className="loading-screen__spinner" aria-hidden="true" />
        {MSG.loading}
      </p>
    );
  } else if (list.isError) {
    content = (
      <div className="admin-state admin-state--error">
        <p className="alert alert--error" role="alert">
          {CATEGORY_MESSAGES.listError}
        </p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void list.refetch()}>
          {CATEGORY_TEXT.retry}
        </button>
      </div>
    );
  } else if (sorted.length === 0) {
    content = <p className="admin-state">{CATEGORY_TEXT.empty}</p>;
  } else if (filtered.length === 0) {
    content = <p className="admin-state">{CATEGORY_TEXT.noMatch(text)}</p>;
  } else {
    content = (
      <table className="admin-table">
        <caption className="visually-hidden">
          {CATEGORY_TEXT.title}
          {pageCount > 1 ? `, página ${page} de ${pageCount}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{CATEGORY_TEXT.nombreLabel}</th>
            <th scope="col">{CATEGORY_TEXT.nameLabel}</th>
            <th scope="col">{CATEGORY_TEXT.homeColumn}</th>
            <th scope="col" className="admin-table__actions-head">
              <span className="visually-hidden">{CATEGORY_TEXT.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((category) => (
            <tr key={category._id}>
              <th scope="row" className="admin-table__main" data-label={CATEGORY_TEXT.nombreLabel}>
                {category.nombre}
              </th>
              <td data-label={CATEGORY_TEXT.nameLabel}>
                <code className="admin-table__code">{category.name}</code>
              </td>
              <td data-label={CATEGORY_TEXT.homeColumn}>
                {homePosition.has(category._id) ? CATEGORY_TEXT.onHome(homePosition.get(category._id)!) : CATEGORY_TEXT.notOnHome}
              </td>
              <td className="admin-table__actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={CATEGORY_TEXT.editLabel(category.nombre)}
                  onClick={() => openModal({ mode: 'edit', category })}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm admin-table__delete"
                  aria-label={CATEGORY_TEXT.deleteLabel(category.nombre)}
                  onClick={() => setToDelete(category)}
                >
                  Eliminar
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="admin container" aria-labelledby="admin-title">
      <PageTitle title={CATEGORY_TEXT.title} />
      <header className="admin__header">
        <div>
          <p className="admin__eyebrow">Administración</p>
          <h1 id="admin-title" className="admin__title">
            {CATEGORY_TEXT.title}
          </h1>
          <p className="admin__lead">{CATEGORY_TEXT.lead}</p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => openModal({ mode: 'create' })}>
          {CATEGORY_TEXT.create}
        </button>
      </header>

      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      {list.isSuccess && <HomeOrder home={home} onMove={(id, direction) => move.mutateAsync({ id, direction })} />}

      <div className="admin__toolbar" ref={toolbar}>
        <div className="admin__search">
          <label className="field__label" htmlFor="category-search">
            {CATEGORY_TEXT.search}
          </label>
          <input
            id="category-search"
            className="field__input"
            type="search"
            placeholder={CATEGORY_TEXT.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {list.isSuccess && (
          <p className="admin__count" aria-live="polite">
            {text ? `${countText(filtered.length)} de ${sorted.length.toLocaleString('es-ES')}` : countText(sorted.length)}
          </p>
        )}
      </div>

      {content}
      <Pager page={page} pageCount={pageCount} onPage={goToPage} label={CATEGORY_TEXT.pages} />

      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? CATEGORY_TEXT.edit : CATEGORY_TEXT.create}
        onClose={closeModal}
        busy={saving}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={closeModal} disabled={saving}>
              {CATEGORY_TEXT.cancel}
            </button>
            <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={saving}>
              {saving ? CATEGORY_TEXT.saving : CATEGORY_TEXT.save}
            </button>
          </>
        }
      >
        {editing && (
          <CategoryForm
            key={editing.mode === 'edit' ? editing.category._id : 'new'}
            id={FORM_ID}
            initial={editing.mode === 'edit' ? categoryBodyOf(editing.category) : undefined}
            onValid={save}
            failure={editor.failure}
            disabled={saving}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        title={CATEGORY_TEXT.deleteTitle}
        message={
          <>
            ¿Seguro que quieres eliminar la categoría <strong>{toDelete?.nombre}</strong>? Esta acción no se puede deshacer.
          </>
        }
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
