import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { CATEGORY_MESSAGES, MSG, type Category, type CategoryBody } from '@guia/contracts';
import { ConfirmDialog, Modal } from '../../components/modal/modal';
import { PageTitle } from '../../components/page-title';
import { includesText } from '../../lib/format';
import { categoriesQuery, useCategoryMutations } from './api';
import { CategoryForm } from './category-form';
import { FlashMessage, Pager, failureText, usePagedFilter, type Flash } from '../../components/admin-list/list-tools';
import { readFlash } from './flash-state';
import '../../components/admin-list/admin-list.css';

type Editing = { mode: 'create' } | { mode: 'edit'; category: Category };

const FORM_ID = 'category-modal-form';
const byNombre = (a: Category, b: Category) => a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' });
const matches = (c: Category, text: string) => includesText(c.nombre, text) || includesText(c.name, text);
const countText = (n: number) => (n === 1 ? '1 categoría' : `${n.toLocaleString('es-ES')} categorías`);

/** /categoria: the categories (Spanish and English names), a modal to create and edit, delete with confirmation. */
export function CategoryListScreen() {
  const list = useQuery(categoriesQuery());
  const { create, update, remove } = useCategoryMutations();
  const location = useLocation();
  const navigate = useNavigate();

  // a message from the standalone pages (/categoria/crear/, /categoria/editar/{id}) arrives in the history state
  const [flash, setFlash] = useState<Flash | null>(() => readFlash(location.state));
  useEffect(() => {
    if (readFlash(location.state)) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  const [editing, setEditing] = useState<Editing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const sorted = useMemo(() => [...(list.data ?? [])].sort(byNombre), [list.data]);
  const { query, setQuery, text, filtered, rows, page, pageCount, setPage } = usePagedFilter(sorted, matches);

  // a new page starts at the top of the list (the pager sits below 25 rows)
  const toolbar = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setPage(next);
    toolbar.current?.scrollIntoView?.({ block: 'start' });
  };

  const saving = create.isPending || update.isPending;
  const openModal = (next: Editing) => {
    setFailure(null);
    setEditing(next);
  };
  const closeModal = () => {
    if (!saving) setEditing(null);
  };

  const save = async (body: CategoryBody) => {
    setFailure(null);
    try {
      if (editing?.mode === 'edit') {
        await update.mutateAsync({ id: editing.category._id, body });
        setFlash({ kind: 'success', text: CATEGORY_MESSAGES.updated });
      } else {
        await create.mutateAsync(body);
        setFlash({ kind: 'success', text: CATEGORY_MESSAGES.created });
      }
      setEditing(null);
    } catch (err) {
      setFailure(failureText(err, MSG.requestError));
    }
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
          Reintentar
        </button>
      </div>
    );
  } else if (sorted.length === 0) {
    content = <p className="admin-state">Todavía no hay categorías. Crea la primera con «Nueva categoría».</p>;
  } else if (filtered.length === 0) {
    content = <p className="admin-state">No se encontraron categorías para «{text}».</p>;
  } else {
    content = (
      <table className="admin-table">
        <caption className="visually-hidden">
          Categorías{pageCount > 1 ? `, página ${page} de ${pageCount}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Nombre (español)</th>
            <th scope="col">Nombre (inglés)</th>
            <th scope="col" className="admin-table__actions-head">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((category) => (
            <tr key={category._id}>
              <th scope="row" className="admin-table__main" data-label="Nombre (español)">
                {category.nombre}
              </th>
              <td data-label="Nombre (inglés)" lang="en">
                {category.name}
              </td>
              <td className="admin-table__actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={`Editar ${category.nombre}`}
                  onClick={() => openModal({ mode: 'edit', category })}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm admin-table__delete"
                  aria-label={`Eliminar ${category.nombre}`}
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
      <PageTitle title="Categorías" />
      <header className="admin__header">
        <div>
          <p className="admin__eyebrow">Administración</p>
          <h1 id="admin-title" className="admin__title">
            Categorías
          </h1>
          <p className="admin__lead">Las categorías de la guía, con su nombre en español y en inglés.</p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => openModal({ mode: 'create' })}>
          Nueva categoría
        </button>
      </header>

      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      <div className="admin__toolbar" ref={toolbar}>
        <div className="admin__search">
          <label className="field__label" htmlFor="category-search">
            Buscar
          </label>
          <input
            id="category-search"
            className="field__input"
            type="search"
            placeholder="Nombre en español o en inglés"
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
      <Pager page={page} pageCount={pageCount} onPage={goToPage} label="Páginas de categorías" />

      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Editar categoría' : 'Nueva categoría'}
        onClose={closeModal}
        busy={saving}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={closeModal} disabled={saving}>
              Cancelar
            </button>
            <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={saving}>
              {saving ? 'Guardando...' : 'Guardar'}
            </button>
          </>
        }
      >
        {editing && (
          <CategoryForm
            key={editing.mode === 'edit' ? editing.category._id : 'new'}
            id={FORM_ID}
            initial={editing.mode === 'edit' ? { nombre: editing.category.nombre, name: editing.category.name } : undefined}
            onValid={save}
            failure={failure}
            disabled={saving}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar categoría"
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
