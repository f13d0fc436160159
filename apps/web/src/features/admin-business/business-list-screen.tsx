import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_BUSINESS_CATEGORY_TAGS, DESCRIPTION_TRUNCATE, MSG, type Business, type Category, ADMIN_MSG } from '@guia/contracts';
import { ConfirmDialog } from '../../components/modal/modal';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { businessName } from '../../lib/business-info';
import { includesText, truncate } from '../../lib/format';
import { adminBusinessesQuery } from './api/businesses';
import { categoryOptionsQuery } from './api/categories';
import { ADMIN_BUSINESS_TEXT } from './admin-business-text';
import { categoryLabelsOf } from './category-labels';
import { useDeleteBusiness } from './api/delete-business';
import { Pagination } from './components/pagination';
import './admin-business.css';

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Rows per page: a few thousand businesses stay quick to filter and draw. */
export const BUSINESSES_PER_PAGE = 25;

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** What the form hands back when it returns here (see business-form-screen). */
export interface BusinessListState {
  notice?: string;
}

/** At most 2 tags plus +N (spec §2), each in Spanish: never a raw type such as 'night_club' (issue 20). */
function CategoryTags({ categories: stored, known }: { categories: string[]; known: Category[] }) {
  const categories = categoryLabelsOf(stored, known);
  const shown = categories.slice(0, ADMIN_BUSINESS_CATEGORY_TAGS);
  const rest = categories.slice(ADMIN_BUSINESS_CATEGORY_TAGS);
  if (categories.length === 0) return <span className="admin-muted">{ADMIN_BUSINESS_TEXT.noCategories}</span>;
  return (
    <ul className="tag-list" aria-label="Categorías">
      {shown.map((c) => (
        <li key={c} className="tag">
          {c}
        </li>
      ))}
      {rest.length > 0 && (
        <li className="tag tag--more" title={rest.join(', ')}>
          <span aria-hidden="true">+{rest.length}</span>
          <span className="visually-hidden">{ADMIN_BUSINESS_TEXT.categoriesMore(rest.length, rest.join(', '))}</span>
        </li>
      )}
    </ul>
  );
}

/** The old hours text the start-up migration could not read (issue 16), joined; '' when none. */
function hoursToCheck(b: Business): string {
  const unparsed = b.hours?.unparsed ?? [];
  return unparsed.join(' · ');
}

export function BusinessListScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = useQuery(adminBusinessesQuery());
  // the guide's categories, to name the stored identifiers in Spanish
  const categories = useQuery(categoryOptionsQuery());
  const known = categories.data ?? [];
  const remove = useDeleteBusiness();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const arrived = (location.state ?? null) as BusinessListState | null;
  const [notice, setNotice] = useState<Notice | null>(() =>
    typeof arrived?.notice === 'string' ? { tone: 'success', text: arrived.notice } : null,
  );
  // The message is shown once: a reload or going back here does not show it again.
  useEffect(() => {
    if (arrived?.notice) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrived?.notice, location.pathname, location.search, navigate]);

  const [pending, setPending] = useState<Business | null>(null);

  const filter = params.get('q') ?? '';
  const deferredFilter = useDeferredValue(filter.trim());
  // alphabetical (Spanish collation), whatever order the API keeps
  const sorted = useMemo(() => [...(list.data ?? [])].sort((a, b) => byName.compare(a.name ?? '', b.name ?? '')), [list.data]);
  const rows = useMemo(() => {
    const all = sorted;
    if (!deferredFilter) return all;
    return all.filter((b) => includesText(b.name ?? '', deferredFilter) || includesText(b.address ?? '', deferredFilter));
  }, [sorted, deferredFilter]);

  const pageCount = Math.max(1, Math.ceil(rows.length / BUSINESSES_PER_PAGE));
  const requested = Number.parseInt(params.get('pagina') ?? '1', 10);
  const page = Math.min(Math.max(1, Number.isFinite(requested) ? requested : 1), pageCount);
  const first = (page - 1) * BUSINESSES_PER_PAGE;
  const visible = rows.slice(first, first + BUSINESSES_PER_PAGE);

  const setSearch = (next: { q?: string; pagina?: number }) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q);
          else out.delete('q');
          out.delete('pagina');
        }
        if (next.pagina !== undefined) {
          if (next.pagina > 1) out.set('pagina', String(next.pagina));
          else out.delete('pagina');
        }
        return out;
      },
      { replace: next.q !== undefined, preventScrollReset: true },
    );
  };

  const confirmDelete = () => {
    if (!pending) return;
    const target = pending;
    remove.mutate(target._id, {
      onSuccess: () => setNotice({ tone: 'success', text: ADMIN_MSG.businessDeleted }),
      onError: () => setNotice({ tone: 'error', text: ADMIN_MSG.adminBusinessDeleteError }),
      onSettled: () => {
        setPending(null);
        // the row (and the button that opened the dialog) may be gone: keep the focus on the message
        requestAnimationFrame(() => noticeRef.current?.focus());
      },
    });
  };

  return (
    <section className="admin container" aria-labelledby="admin-business-title">
      <PageTitle title="Negocios" />
      <header className="admin__header">
        <div>
          <p className="admin__eyebrow">Administración</p>
          <h1 id="admin-business-title" className="admin__title">
            Negocios
          </h1>
        </div>
        <Link className="btn btn--primary" to={paths.businessCreate}>
          Nuevo negocio
        </Link>
      </header>

      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={`alert alert--${notice.tone} admin__notice`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}

      <div className="admin__toolbar">
        <div className="field admin__search">
          <label className="field__label" htmlFor="business-filter">
            Buscar por nombre o dirección
          </label>
          <input
            id="business-filter"
            className="field__input"
            type="search"
            value={filter}
            placeholder="Ej.: Floridita, Obispo…"
            autoComplete="off"
            onChange={(event) => setSearch({ q: event.target.value })}
          />
        </div>
        {list.isSuccess && (
          <p className="admin__count" aria-live="polite">
            {rows.length === 0
              ? '0 negocios'
              : `${first + 1}–${first + visible.length} de ${rows.length} ${rows.length === 1 ? 'negocio' : 'negocios'}`}
          </p>
        )}
      </div>

      {list.isPending && (
        <p className="admin-muted" role="status">
          {MSG.loading}
        </p>
      )}
      {list.isError && (
        <p className="alert alert--error" role="alert">
          {ADMIN_MSG.adminBusinessesError}
        </p>
      )}
      {list.isSuccess && rows.length === 0 && (
        <p className="admin-empty">{list.data.length === 0 ? MSG.noBusinesses : `${ADMIN_MSG.adminBusinessesNoMatch}: «${filter.trim()}»`}</p>
      )}

      {visible.length > 0 && (
        <div className="admin-table__wrap">
          <table className="admin-table business-table">
            <caption className="visually-hidden">Lista de negocios, página {page} de {pageCount}</caption>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Categorías</th>
                <th scope="col">Descripción</th>
                <th scope="col">Plan</th>
                <th scope="col">Promoción</th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((b) => {
                const name = businessName(b.name);
                const description = b.description?.trim();
                return (
                  <tr key={b._id}>
                    <th scope="row" className="business-table__name">
                      <span>{name}</span>
                      {b.address && <small className="business-table__address">{b.address}</small>}
                      {hoursToCheck(b) && (
                        <small className="business-table__flag" title={`Texto sin interpretar: ${hoursToCheck(b)}`}>
                          <span aria-hidden="true">⚠ </span>Horario por revisar
                        </small>
                      )}
                    </th>
                    <td data-label="Categorías" className="business-table__tags">
                      <CategoryTags categories={b.categories ?? []} known={known} />
                    </td>
                    <td data-label="Descripción" className="business-table__description">
                      {description ? (
                        <span title={description.length > DESCRIPTION_TRUNCATE.adminBusinessList ? description : undefined}>
                          {truncate(description, DESCRIPTION_TRUNCATE.adminBusinessList)}
                        </span>
                      ) : (
                        <span className="admin-muted">{MSG.fallbackDescription}</span>
                      )}
                    </td>
                    <td data-label="Plan">
                      <span className={`plan plan--${(b.paid_plan ?? 'BASIC').toLowerCase()}`}>{b.paid_plan ?? 'BASIC'}</span>
                    </td>
                    <td data-label="Promoción">
                      {b.paid_promo ? (
                        <span className="promo">
                          <span aria-hidden="true">★ </span>Promocionado
                        </span>
                      ) : (
                        <span className="admin-muted">No</span>
                      )}
                    </td>
                    <td className="admin-table__actions">
                      <Link
                        className="btn btn--ghost btn--sm"
                        to={paths.businessEdit(b._id)}
                        state={{ listSearch: location.search }}
                        aria-label={`Editar ${name}`}
                      >
                        Editar
                      </Link>
                      <button
                        type="button"
                        className="btn btn--danger btn--sm"
                        aria-label={`Eliminar ${name}`}
                        onClick={() => setPending(b)}
                      >
                        Eliminar
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={page} pageCount={pageCount} onPage={(p) => setSearch({ pagina: p })} label="Páginas de negocios" />

      <ConfirmDialog
        open={pending !== null}
        title="Eliminar negocio"
        message={
          pending ? `¿Seguro que quieres eliminar «${businessName(pending.name)}»? También se quitará de los favoritos y de los eventos.` : ''
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
