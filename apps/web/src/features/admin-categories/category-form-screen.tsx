import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CATEGORY_MESSAGES, MSG, type CategoryBody } from '@guia/contracts';
import { AdminPage } from '../../components/admin-list/admin-page';
import { ADMIN_LIST_TEXT } from '../../components/admin-list/admin-list-text';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { categoryQuery } from './api';
import { categoryBodyOf, useCategoryEditor } from './category-editor';
import { CategoryForm } from './category-form';
import { CATEGORY_TEXT } from './category-text';
import type { AdminListNavState } from '../../lib/nav-state';

const FORM_ID = 'category-page-form';

const EYEBROW = (
  <>
    {ADMIN_LIST_TEXT.eyebrow} · <Link to={paths.categories}>{CATEGORY_TEXT.title}</Link>
  </>
);

function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPage className="admin--narrow" eyebrow={EYEBROW} title={title}>
      <div className="admin-card">{children}</div>
    </AdminPage>
  );
}

function Actions({ saving }: { saving: boolean }) {
  return (
    <div className="admin-form__actions">
      <Link className="btn btn--ghost" to={paths.categories}>
        {CATEGORY_TEXT.cancel}
      </Link>
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? CATEGORY_TEXT.saving : CATEGORY_TEXT.save}
      </button>
    </div>
  );
}

/** The save of a standalone page: on success back to /categoria carrying the message (busy until it has left). */
function useSaveAndReturn(id: string | null) {
  const navigate = useNavigate();
  const editor = useCategoryEditor();
  const [leaving, setLeaving] = useState(false);
  const save = async (body: CategoryBody) => {
    const done = await editor.save(id, body);
    if (!done) return;
    setLeaving(true);
    await navigate(paths.categories, { state: { notice: done } satisfies AdminListNavState });
  };
  return { save, failure: editor.failure, saving: editor.saving || leaving };
}

/** /categoria/crear/: the older standalone create page; it goes back to /categoria. */
export function CategoryCreateScreen() {
  const { save, failure, saving } = useSaveAndReturn(null);
  return (
    <StandalonePage title={CATEGORY_TEXT.createPage}>
      <CategoryForm id={FORM_ID} onValid={save} failure={failure} disabled={saving}>
        <Actions saving={saving} />
      </CategoryForm>
    </StandalonePage>
  );
}

/** /categoria/editar/{id}: the older standalone edit page; it goes back to /categoria. */
export function CategoryEditScreen() {
  const { id = '' } = useParams();
  const category = useQuery(categoryQuery(id));
  const { save, failure, saving } = useSaveAndReturn(id);

  if (category.isPending) {
    return (
      <StandalonePage title={CATEGORY_TEXT.edit}>
        <p className="admin-state" role="status">
          <span className="loading-screen__spinner" aria-hidden="true" />
          {MSG.loading}
        </p>
      </StandalonePage>
    );
  }
  if (category.isError) {
    const notFound = category.error instanceof ApiError && (category.error.status === 404 || category.error.status === 400);
    return (
      <StandalonePage title={CATEGORY_TEXT.edit}>
        <p className="alert alert--error" role="alert">
          {notFound ? CATEGORY_MESSAGES.notFound : CATEGORY_MESSAGES.loadError}
        </p>
        <p className="admin-form__actions">
          <Link className="btn btn--ghost" to={paths.categories}>
            {CATEGORY_TEXT.backToList}
          </Link>
        </p>
      </StandalonePage>
    );
  }
  return (
    <StandalonePage title={CATEGORY_TEXT.edit}>
      <CategoryForm id={FORM_ID} initial={categoryBodyOf(category.data)} onValid={save} failure={failure} disabled={saving}>
        <Actions saving={saving} />
      </CategoryForm>
    </StandalonePage>
  );
}
