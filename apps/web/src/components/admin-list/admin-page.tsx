import type { ReactNode, Ref } from 'react';
import { MSG } from '@guia/contracts';
import { PageTitle } from '../page-title';
import { AdminHeader, type AdminHeaderProps } from './admin-header';
import { ADMIN_LIST_TEXT } from './admin-list-text';
import './admin-list.css';

export interface AdminPageProps extends AdminHeaderProps {
  /** the screen's own class on the section, for its own styles */
  className?: string;
  children: ReactNode;
}

/**
 * The page of an admin screen: the section named by its heading, the document title, the header
 * (eyebrow, title, lead, related links, main action), then the screen's toolbar, message, list and pager.
 */
export function AdminPage({ className, children, ...header }: AdminPageProps) {
  return (
    <section className={className ? `admin container ${className}` : 'admin container'} aria-labelledby="admin-title">
      <PageTitle title={header.title} />
      <AdminHeader {...header} />
      {children}
    </section>
  );
}

export interface SearchBoxProps {
  id: string;
  label: string;
  /** the label is read, not shown (the placeholder says it) */
  hideLabel?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The bar above a list: the search box, any filters (children), and the count ('12 usuarios'),
 * announced as it changes. `ref`: where a new page scrolls back to.
 */
export function AdminToolbar({
  search,
  count,
  children,
  ref,
}: {
  search?: SearchBoxProps;
  count?: string | null;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="admin__toolbar" ref={ref}>
      {search && (
        <div className="admin__search">
          <label className={search.hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={search.id}>
            {search.label}
          </label>
          <input
            id={search.id}
            className="field__input"
            type="search"
            placeholder={search.placeholder}
            autoComplete="off"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      )}
      {children}
      {count != null && (
        <p className="admin__count" aria-live="polite">
          {count}
        </p>
      )}
    </div>
  );
}

export interface ListStateProps {
  /** the list's query (react-query's fields) */
  query: { isPending: boolean; isError: boolean; isFetching?: boolean; refetch: () => unknown };
  /** what the loading line says; MSG.loading unless told */
  loading?: string;
  /** what the failure says */
  error: string;
  /** the button that loads again; 'Reintentar' unless told, none with false */
  retry?: string | false;
  /** the empty list's words: when given (not null), shown in place of the list */
  empty?: ReactNode;
  children?: ReactNode;
}

/** The list region: loading (role=status), failure (role=alert, with a retry button), empty, or the list itself. */
export function ListState({ query, loading = MSG.loading, error, retry = ADMIN_LIST_TEXT.retry, empty, children }: ListStateProps) {
  if (query.isPending) {
    return (
      <p className="admin-state" role="status">
        <span className="loading-screen__spinner" aria-hidden="true" />
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="admin-state admin-state--error">
        <p className="alert alert--error" role="alert">
          {error}
        </p>
        {retry !== false && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {retry}
          </button>
        )}
      </div>
    );
  }
  if (empty != null && empty !== false) return <p className="admin-state">{empty}</p>;
  return <>{children}</>;
}

/** Filters as a row of toggle buttons (`aria-pressed`), one chosen at a time: 'Pendientes', 'Aprobadas'… */
export function FilterTabs<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="admin-filters" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className="admin-filter" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
