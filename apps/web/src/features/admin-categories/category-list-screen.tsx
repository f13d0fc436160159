import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_MESSAGES, type Category, type CategoryBody } from '@guia/contracts';
import { AdminPage, AdminToolbar, ListState } from '../../components/admin-list/admin-page';
import { ADMIN_LIST_TEXT } from '../../components/admin-list/admin-list-text';
import { AdminTable, RowButton } from '../../components/admin-list/admin-table';
import { usePagedFilter, usePageTop } from '../../components/admin-list/list-tools';
import { useConfirmedAction } from '../../components/admin-list/use-confirmed-action';
import { FlashMessage, useFlash, type Flash } from '../../components/flash/flash';
import { FormModal } from '../../components/modal/form-modal';
import { ConfirmDialog } from '../../components/modal/modal';
import { Pager } from '../../components/pager/pager';
import { includesText } from '../../lib/format';
import { categoriesQuery, useCategoryMutations } from './api';
import { CategoryForm } from './category-form';
import { categoryBodyOf, useCategoryEditor } from './category-editor';
import { CATEGORY_TEXT } from './category-text';
import { HomeOrder } from './home-order';
import { readAdminListNavState } from '../../lib/nav-state';

type Editing = { mode: 'create' } | { mode: 'edit'; category: Category };

const FORM_ID = 'category-modal-form';
const byNombre = (a: Category, b: Category) => a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' });
const matches = (c: Category, text: string) => includesText(c.nombre, text) || includesText(c.name, text);
const countText = CATEGORY_TEXT.count;
/** The notice a standalone page handed over, as the list shows it. */
const noticeFlash = (state: unknown): Flash | null => {
  const arrived = readAdminListNavState(state);
  return arrived && { kind: 'success', text: arrived.notice };
};
const homeOf = (list: Category[]) =>
  list.filter((c) => c.show_on_home).sort((a, b) => (a.home_order ?? 0) - (b.home_order ?? 0) || byNombre(a, b));

/** /categoria: the categories (name and identifier), home's order, a modal to create and edit, delete with confirmation. */
export function CategoryListScreen() {
  const list = useQuery(categoriesQuery());
  const { move, remove } = useCategoryMutations();
  const editor = useCategoryEditor();
  // a message from the standalone pages (/categoria/crear/, /categoria/editar/{id}) arrives in the history state
  const [flash, setFlash] = useFlash(noticeFlash);

  const [editing, setEditing] = useState<Editing | null>(null);
  const deletion = useConfirmedAction<Category>(setFlash);
  const toDelete = deletion.pending;

  const sorted = useMemo(() => [...(list.data ?? [])].sort(byNombre), [list.data]);
  const home = useMemo(() => homeOf(list.data ?? []), [list.data]);
  const homePosition = useMemo(() => new Map(home.map((c, i) => [c._id, i + 1])), [home]);
  const { query, setQuery, text, filtered, rows, page, pageCount, setPage } = usePagedFilter(sorted, matches);

  const { toolbar, goToPage } = usePageTop(setPage);

  const { saving } = editor;
  const openModal = (next: Editing) => {
    editor.clearFailure();
    setEditing(next);
  };

  const save = async (body: CategoryBody) => {
    const done = await editor.save(editing?.mode === 'edit' ? editing.category._id : null, body);
    if (!done) return;
    setFlash({ kind: 'success', text: done });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deletion.run(() => remove.mutateAsync(toDelete._id), { success: CATEGORY_MESSAGES.deleted, failure: CATEGORY_MESSAGES.deleteError });
  };

  const content = (
    <ListState
      query={list}
      error={CATEGORY_MESSAGES.listError}
      empty={sorted.length === 0 ? CATEGORY_TEXT.empty : filtered.length === 0 ? CATEGORY_TEXT.noMatch(text) : null}
    >
      <AdminTable
        caption={
          <>
            {CATEGORY_TEXT.title}
            {pageCount > 1 ? `, página ${page} de ${pageCount}` : ''}
          </>
        }
        columns={[CATEGORY_TEXT.nombreLabel, CATEGORY_TEXT.nameLabel, CATEGORY_TEXT.homeColumn]}
        actionsClassName="admin-table__actions-head"
      >
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
              <RowButton label={CATEGORY_TEXT.editLabel(category.nombre)} onClick={() => openModal({ mode: 'edit', category })}>
                Editar
              </RowButton>
              <RowButton label={CATEGORY_TEXT.deleteLabel(category.nombre)} onClick={() => deletion.ask(category)} remove>
                Eliminar
              </RowButton>
            </td>
          </tr>
        ))}
      </AdminTable>
    </ListState>
  );

  return (
    <AdminPage
      title={CATEGORY_TEXT.title}
      lead={CATEGORY_TEXT.lead}
      action={
        <button type="button" className="btn btn--primary" onClick={() => openModal({ mode: 'create' })}>
          {CATEGORY_TEXT.create}
        </button>
      }
    >
      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      {list.isSuccess && <HomeOrder home={home} onMove={(id, direction) => move.mutateAsync({ id, direction })} />}

      <AdminToolbar
        ref={toolbar}
        search={{
          id: 'category-search',
          label: ADMIN_LIST_TEXT.search,
          placeholder: CATEGORY_TEXT.searchPlaceholder,
          value: query,
          onChange: setQuery,
        }}
        count={list.isSuccess ? (text ? `${countText(filtered.length)} de ${sorted.length.toLocaleString('es-ES')}` : countText(sorted.length)) : null}
      />

      {content}
      <Pager page={page} pageCount={pageCount} onPage={goToPage} label={CATEGORY_TEXT.pages} />

      <FormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? CATEGORY_TEXT.edit : CATEGORY_TEXT.create}
        onClose={() => setEditing(null)}
        formId={FORM_ID}
        saving={saving}
        cancelLabel={CATEGORY_TEXT.cancel}
        submitLabel={CATEGORY_TEXT.save}
        savingLabel={CATEGORY_TEXT.saving}
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
      </FormModal>

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
        onCancel={deletion.cancel}
      />
    </AdminPage>
  );
}
