import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CATEGORY_MESSAGES, MSG, type CategoryBody } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { categoryQuery, useCategoryMutations } from './api';
import { CategoryForm } from './category-form';
import { CATEGORY_TEXT } from './category-text';
import { flashState } from './flash-state';
import { failureText } from '../../components/admin-list/list-tools';
import '../../components/admin-list/admin-list.css';

const FORM_ID = 'category-page-form';

function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin admin--narrow container" aria-labelledby="admin-title">
      <PageTitle title={title} />
      <p className="admin__eyebrow">
        Administración · <Link to={paths.categories}>Categorías</Link>
      </p>
      <h1 id="admin-title" className="admin__title">
        {title}
      </h1>
      <div className="admin-card">{children}</div>
    </section>
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

/** The save of a standalone page: on success back to /categoria carrying the message; the server's text on failure. */
function useSaveAndReturn(send: (body: CategoryBody) => Promise<unknown>, success: string) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (body: CategoryBody) => {
    setFailure(null);
    setSaving(true);
    try {
      await send(body);
    } catch (err) {
      setFailure(failureText(err, MSG.requestError));
      setSaving(false);
      return;
    }
    await navigate(paths.categories, { state: flashState(success) });
  };
  return { save, failure, saving };
}

/** /categoria/crear/: the older standalone create page; it goes back to /categoria. */
export function CategoryCreateScreen() {
  const { create } = useCategoryMutations();
  const { save, failure, saving } = useSaveAndReturn((body) => create.mutateAsync(body), CATEGORY_MESSAGES.created);
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
  const { update } = useCategoryMutations();
  const { save, failure, saving } = useSaveAndReturn((body) => update.mutateAsync({ id, body }), CATEGORY_MESSAGES.updated);

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
  const { nombre, name, show_on_home } = category.data;
  return (
    <StandalonePage title={CATEGORY_TEXT.edit}>
      <CategoryForm id={FORM_ID} initial={{ nombre, name, show_on_home: show_on_home === true }} onValid={save} failure={failure} disabled={saving}>
        <Actions saving={saving} />
      </CategoryForm>
    </StandalonePage>
  );
}
