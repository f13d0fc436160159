import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, ROLES, USER_MESSAGES, type PublicUser, type UserCreateBody, RESET_MESSAGES } from '@guia/contracts';
import { ConfirmDialog, Modal } from '../../components/modal/modal';
import { PageTitle } from '../../components/page-title';
import { includesText } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { usersQuery, useResetLinkMutation, useUserMutations } from './api';
import { ResetLinkDialog } from './reset-link-dialog';
import { FlashMessage, Pager, failureText, usePagedFilter, type Flash } from '../../components/admin-list/list-tools';
import { ROLE_LABELS, UserForm, type UserFormBody } from './user-form';
import '../../components/admin-list/admin-list.css';
import './user-list.css';

type Editing = { mode: 'create' } | { mode: 'edit'; user: PublicUser };

const FORM_ID = 'user-modal-form';
const byName = (a: PublicUser, b: PublicUser) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.username.localeCompare(b.username, 'es');
const matches = (u: PublicUser, text: string) =>
  includesText(u.name, text) || includesText(u.username, text) || includesText(u.email, text);
const countText = (n: number) => (n === 1 ? '1 usuario' : `${n.toLocaleString('es-ES')} usuarios`);

/** /usuario: the accounts (name, username, e-mail, role), a modal to create and edit, delete with confirmation. */
export function UserListScreen() {
  const list = useQuery(usersQuery());
  const { create, update, remove } = useUserMutations();
  const session = useSession();

  const [flash, setFlash] = useState<Flash | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PublicUser | null>(null);
  const resetLink = useResetLinkMutation();
  const [linkFor, setLinkFor] = useState<{ user: PublicUser; url: string } | null>(null);

  // issue 20 §7: a one-time link for a person who forgot their password, shown once
  const makeResetLink = async (user: PublicUser) => {
    try {
      const made = await resetLink.mutateAsync(user._id);
      setLinkFor({ user, url: new URL(made.path, window.location.origin).href });
    } catch (err) {
      setFlash({ kind: 'error', text: failureText(err, RESET_MESSAGES.resetLinkError) });
    }
  };

  const sorted = useMemo(() => [...(list.data ?? [])].sort(byName), [list.data]);
  const { query, setQuery, text, filtered, rows, page, pageCount, setPage } = usePagedFilter(sorted, matches);
  const isMe = (u: PublicUser | null | undefined) => Boolean(u && u._id === session.userId);

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

  const save = async (body: UserFormBody) => {
    setFailure(null);
    try {
      if (editing?.mode === 'edit') {
        const updated = await update.mutateAsync({ id: editing.user._id, body });
        // a new password of one's own ends the older sessions: keep this one with the fresh token
        if (updated.token) session.login(updated.token);
        setFlash({ kind: 'success', text: USER_MESSAGES.updated });
      } else {
        await create.mutateAsync(body as UserCreateBody);
        setFlash({ kind: 'success', text: USER_MESSAGES.created });
      }
      setEditing(null);
    } catch (err) {
      setFailure(failureText(err, MSG.requestError));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const self = isMe(toDelete);
    try {
      await remove.mutateAsync(toDelete._id);
      setFlash({ kind: 'success', text: USER_MESSAGES.deleted, focus: true });
      setToDelete(null);
      if (self) await session.logout();
    } catch (err) {
      setFlash({ kind: 'error', text: failureText(err, USER_MESSAGES.deleteError) });
      setToDelete(null);
    }
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
          {USER_MESSAGES.listError}
        </p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void list.refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (sorted.length === 0) {
    content = <p className="admin-state">Todavía no hay usuarios. Crea el primero con «Nuevo usuario».</p>;
  } else if (filtered.length === 0) {
    content = <p className="admin-state">No se encontraron usuarios para «{text}».</p>;
  } else {
    content = (
      <table className="admin-table">
        <caption className="visually-hidden">
          Usuarios{pageCount > 1 ? `, página ${page} de ${pageCount}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Usuario</th>
            <th scope="col">Correo electrónico</th>
            <th scope="col">Rol</th>
            <th scope="col" className="admin-table__actions-head">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <tr key={user._id}>
              <th scope="row" className="admin-table__main" data-label="Nombre">
                {user.name}
                {isMe(user) && <span className="admin-badge admin-badge--me">Tú</span>}
              </th>
              <td data-label="Usuario">{user.username}</td>
              <td data-label="Correo electrónico" className="admin-table__muted">
                {user.email}
              </td>
              <td data-label="Rol">
                <span className={`admin-badge${user.role_id === ROLES.ADMIN ? ' admin-badge--brand' : ''}`}>
                  {ROLE_LABELS[user.role_id] ?? ROLE_LABELS[ROLES.USER]}
                </span>
              </td>
              <td className="admin-table__actions user-actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={`Editar ${user.username}`}
                  onClick={() => openModal({ mode: 'edit', user })}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={`Enlace para cambiar la contraseña de ${user.username}`}
                  disabled={resetLink.isPending}
                  onClick={() => void makeResetLink(user)}
                >
                  Enlace contraseña
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm admin-table__delete"
                  aria-label={`Eliminar ${user.username}`}
                  onClick={() => setToDelete(user)}
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
      <PageTitle title="Usuarios" />
      <header className="admin__header">
        <div>
          <p className="admin__eyebrow">Administración</p>
          <h1 id="admin-title" className="admin__title">
            Usuarios
          </h1>
          <p className="admin__lead">Las cuentas registradas: nombre, usuario, correo y rol.</p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => openModal({ mode: 'create' })}>
          Nuevo usuario
        </button>
      </header>

      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      <div className="admin__toolbar" ref={toolbar}>
        <div className="admin__search">
          <label className="field__label" htmlFor="user-search">
            Buscar
          </label>
          <input
            id="user-search"
            className="field__input"
            type="search"
            placeholder="Nombre, usuario o correo"
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
      <Pager page={page} pageCount={pageCount} onPage={goToPage} label="Páginas de usuarios" />

      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Editar usuario' : 'Nuevo usuario'}
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
          <UserForm
            key={editing.mode === 'edit' ? editing.user._id : 'new'}
            id={FORM_ID}
            user={editing.mode === 'edit' ? editing.user : undefined}
            isSelf={editing.mode === 'edit' && isMe(editing.user)}
            onValid={save}
            failure={failure}
            disabled={saving}
          />
        )}
      </Modal>

      <ResetLinkDialog link={linkFor} onClose={() => setLinkFor(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar usuario"
        message={
          <>
            ¿Seguro que quieres eliminar al usuario <strong>{toDelete?.username}</strong>
            {toDelete?.name ? ` (${toDelete.name})` : ''}? Esta acción no se puede deshacer.
            {isMe(toDelete) && ' Es tu propia cuenta: se cerrará tu sesión.'}
          </>
        }
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
