import type { ReactNode } from 'react';
import { ADMIN_LIST_TEXT } from './admin-list-text';

/**
 * The head of an admin table: one column header per name, then the actions column, named for
 * screen readers only ('Acciones'). `actionsClassName`: that last header's class, when it has one.
 */
export function AdminTableHead({ columns, actionsClassName }: { columns: readonly string[]; actionsClassName?: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col" className={actionsClassName}>
          <span className="visually-hidden">{ADMIN_LIST_TEXT.actions}</span>
        </th>
      </tr>
    </thead>
  );
}

/** An admin table: its caption (read, not shown), its head (`AdminTableHead`) and its rows (children). */
export function AdminTable({
  className = 'admin-table',
  caption,
  columns,
  actionsClassName,
  children,
}: {
  className?: string;
  caption: ReactNode;
  columns: readonly string[];
  actionsClassName?: string;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <AdminTableHead columns={columns} actionsClassName={actionsClassName} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row's small ghost button ('Editar', 'Eliminar'), named for its row by `label`; `remove`: the red text of a deletion. */
export function RowButton({
  label,
  onClick,
  remove = false,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  remove?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={remove ? 'btn btn--ghost btn--sm admin-table__delete' : 'btn btn--ghost btn--sm'}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
