import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ADMIN_BUSINESS_CATEGORY_TAGS, DESCRIPTION_TRUNCATE, MSG, type Business, type Category, ADMIN_MSG } from '@guia/contracts';
import { AdminPage, AdminToolbar, ListState } from '../../components/admin-list/admin-page';
import { AdminTable, RowButton } from '../../components/admin-list/admin-table';
import { FlashMessage, useFlash, type Flash } from '../../components/flash/flash';
import { ConfirmDialog } from '../../components/modal/modal';
import { PaymentBadges } from '../../components/business/payment-badges';
import { Pager } from '../../components/pager/pager';
import { paths } from '../../config/paths';
import { businessName } from '../../lib/business-info';
import { includesText, truncate } from '../../lib/format';
import { readAdminListNavState, type AdminBusinessFormNavState } from '../../lib/nav-state';
import { adminBusinessesQuery } from './api/businesses';
import { categoryOptionsQuery } from './api/categories';
import { ADMIN_BUSINESS_TEXT as T } from './admin-business-text';
import { categoryLabelsOf } from './category-labels';
import { useDeleteBusiness } from './api/delete-business';
import './admin-business.css';

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Rows per page: a few thousand businesses stay quick to filter and draw. */
export const BUSINESSES_PER_PAGE = 25;

/** The form's message (business-form-screen hands it back), as the list shows it. */
const readNotice = (state: unknown): Flash | null => {
  const arrived = readAdminListNavState(state);
  return arrived && { kind: 'success', text: arrived.notice };
};

/** At most 2 tags plus +N (spec §2), each in Spanish: never a raw type such as 'night_club' (issue 20). */
function CategoryTags({ categories: stored, known }: { categories: string[]; known: Category[] }) {
  const categories = categoryLabelsOf(stored, known);
  const shown = categories.slice(0, ADMIN_BUSINESS_CATEGORY_TAGS);
  const rest = categories.slice(ADMIN_BUSINESS_CATEGORY_TAGS);
  if (categories.length === 0) return <span className="admin-muted">{T.noCategories}</span>;
  return (
    <ul className="tag-list" aria-label={T.columns.categories}>
      {shown.map((c) => (
        <li key={c} className="tag">
          {c}
        </li>
      ))}
      {rest.length > 0 && (
        <li className="tag tag--more" title={rest.join(', ')}>
          <span aria-hidden="true">+{rest.length}</span>
          <span className="visually-hidden">{T.categoriesMore(rest.length, rest.join(', '))}</span>
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
  const [params, setParams] = useSearchParams();
  const list = useQuery(adminBusinessesQuery());
  // the guide's categories, to name the stored identifiers in Spanish
  const categories = useQuery(categoryOptionsQuery());
  const known = categories.data ?? [];
  const remove = useDeleteBusiness();
  // the form's message is shown once: a reload or going back here does not show it again
  const [flash, setFlash] = useFlash(readNotice);

  const [pending, setPending] = useState<Business | null>(null);

  const filter = params.get('q') ?? '';
  const deferredFilter = useDeferredValue(filter.trim());
  // alphabetical (Spanish collation), whatever order the API keeps
  const sorted = useMemo(() => [...(list.data ?? [])].sort((a, b) => byName.compare(a.name ?? '', b.name ?? '')), [list.data]);
  const rows = useMemo(() => {
    if (!deferredFilter) return sorted;
    return sorted.filter((b) => includesText(b.name ?? '', deferredFilter) || includesText(b.address ?? '', deferredFilter));
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
    remove.mutate(pending._id, {
      // the row (and the button that opened the dialog) may be gone: the focus moves to the message
      onSuccess: () => setFlash({ kind: 'success', text: ADMIN_MSG.businessDeleted, focus: true }),
      onError: () => setFlash({ kind: 'error', text: ADMIN_MSG.adminBusinessDeleteError, focus: true }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <AdminPage
      title={T.listTitle}
      action={
        <Link className="btn btn--primary" to={paths.businessCreate}>
          {T.newBusiness}
        </Link>
      }
    >
      <FlashMessage flash={flash} />

      <AdminToolbar
        search={{ id: 'business-filter', label: T.searchLabel, placeholder: T.searchPlaceholder, value: filter, onChange: (q) => setSearch({ q }) }}
        count={list.isSuccess ? T.count(first + 1, first + visible.length, rows.length) : null}
      />

      <ListState
        query={list}
        error={ADMIN_MSG.adminBusinessesError}
        empty={rows.length === 0 ? (sorted.length === 0 ? MSG.noBusinesses : T.noMatch(ADMIN_MSG.adminBusinessesNoMatch, filter.trim())) : null}
      >
        <div className="admin-table__scroll">
          <AdminTable
            className="admin-table admin-table--grid business-table"
            caption={T.caption(page, pageCount)}
            columns={[T.columns.name, T.columns.categories, T.columns.description, T.columns.plan, T.columns.promotion]}
          >
            {visible.map((b) => {
              const name = businessName(b.name);
              const description = b.description?.trim();
              const unread = hoursToCheck(b);
              return (
                <tr key={b._id}>
                  <th scope="row" className="admin-table__main business-table__name">
                    <span>{name}</span>
                    {b.address && <small className="business-table__address">{b.address}</small>}
                    {/* how it takes payment, as the public cards show it (issue 21 §3) */}
                    <PaymentBadges payments={b.payments} surchargePct={b.payment_surcharge_pct} className="business-table__payments" />
                    {unread && (
                      <small className="business-table__flag" title={T.hoursUnread(unread)}>
                        <span aria-hidden="true">⚠ </span>
                        {T.hoursToCheck}
                      </small>
                    )}
                  </th>
                  <td data-label={T.columns.categories} className="business-table__tags">
                    <CategoryTags categories={b.categories ?? []} known={known} />
                  </td>
                  <td data-label={T.columns.description} className="business-table__description">
                    {description ? (
                      <span title={description.length > DESCRIPTION_TRUNCATE.adminBusinessList ? description : undefined}>
                        {truncate(description, DESCRIPTION_TRUNCATE.adminBusinessList)}
                      </span>
                    ) : (
                      <span className="admin-muted">{MSG.fallbackDescription}</span>
                    )}
                  </td>
                  <td data-label={T.columns.plan}>
                    <span className={`plan plan--${(b.paid_plan ?? 'BASIC').toLowerCase()}`}>{b.paid_plan ?? 'BASIC'}</span>
                  </td>
                  <td data-label={T.columns.promotion}>
                    {b.paid_promo ? (
                      <span className="promo">
                        <span aria-hidden="true">★ </span>
                        {T.promotedYes}
                      </span>
                    ) : (
                      <span className="admin-muted">{T.promotedNo}</span>
                    )}
                  </td>
                  <td className="admin-table__actions">
                    <Link
                      className="btn btn--ghost btn--sm"
                      to={paths.businessEdit(b._id)}
                      state={{ listSearch: location.search } satisfies AdminBusinessFormNavState}
                      aria-label={T.editLabel(name)}
                    >
                      {T.edit}
                    </Link>
                    <RowButton label={T.removeLabel(name)} onClick={() => setPending(b)} remove>
                      {T.remove}
                    </RowButton>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </div>
      </ListState>

      <Pager page={page} pageCount={pageCount} onPage={(p) => setSearch({ pagina: p })} label={T.pages} edges />

      <ConfirmDialog
        open={pending !== null}
        title={T.removeTitle}
        message={pending ? T.removeQuestion(businessName(pending.name)) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  );
}
