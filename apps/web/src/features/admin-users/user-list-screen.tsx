import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, ROLES, USER_MESSAGES, type PublicUser, type UserCreateBody, RESET_MESSAGES } from '@guia/contracts';
import { FormModal } from '../../components/modal/form-modal';
import { ConfirmDialog } from '../../components/modal/modal';
import { includesText } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { usersQuery, useResetLinkMutation, useUserMutations } from './api';
import { ResetLinkDialog } from './reset-link-dialog';
import { failureText, usePagedFilter, usePageTop } from '../../components/admin-list/list-tools';
import { AdminTable, RowButton } from '../../components/admin-list/admin-table';
import { useConfirmedAction } from '../../components/admin-list/use-confirmed-action';
import { AdminPage, AdminToolbar, ListState } from '../../components/admin-list/admin-page';
import { ADMIN_LIST_TEXT } from '../../components/admin-list/admin-list-text';
import { FlashMessage, type Flash } from '../../components/flash/flash';
import { Pager } from '../../components/pager/pager';
import { ADMIN_USERS_TEXT as T } from './admin-users-text';
import { ROLE_LABELS, UserForm, type UserFormBody } from './user-form';
import './user-list.css';

type Editing = { mode: 'create' } | { mode: 'edit'; user: PublicUser };

const FORM_ID = 'user-modal-form';
const byName = (a: PublicUser, b: PublicUser) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.username.localeCompare(b.username, 'es');
const matches = (u: PublicUser, text: string) =>
  includesText(u.name, text) || includesText(u.username, text) || includesText(u.email, text);

/** /usuario: the accounts (name, username, e-mail, role), a modal to create and edit, delete with confirmation. */
export function UserListScreen() {
  const list = useQuery(usersQuery());
  const { create, update, remove } = useUserMutations();
  const session = useSession();

  const [flash, setFlash] = useState<Flash | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deletion = useConfirmedAction<PublicUser>(setFlash);
  const toDelete = deletion.pending;
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

  const { toolbar, goToPage } = usePageTop(setPage);

  const saving = create.isPending || update.isPending;
  const openModal = (next: Editing) => {
    setFailure(null);
    setEditing(next);
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
    const done = await deletion.run(() => remove.mutateAsync(toDelete._id), { success: USER_MESSAGES.deleted, failure: USER_MESSAGES.deleteError });
    if (done && self) await session.logout();
  };

  const content = (
    <ListState
      query={list}
      error={USER_MESSAGES.listError}
      empty={sorted.length === 0 ? T.empty : filtered.length === 0 ? T.noMatch(text) : null}
    >
      <AdminTable
        caption={T.caption(page, pageCount)}
        columns={[T.columns.name, T.columns.username, T.columns.email, T.columns.role]}
        actionsClassName="admin-table__actions-head"
      >
        {rows.map((user) => (
          <tr key={user._id}>
            <th scope="row" className="admin-table__main" data-label={T.columns.name}>
              {user.name}
              {isMe(user) && <span className="admin-badge admin-badge--me">{T.me}</span>}
            </th>
            <td data-label={T.columns.username}>{user.username}</td>
            <td data-label={T.columns.email} className="admin-table__muted">
              {user.email}
            </td>
            <td data-label={T.columns.role}>
              <span className={`admin-badge${user.role_id === ROLES.ADMIN ? ' admin-badge--brand' : ''}`}>
                {ROLE_LABELS[user.role_id] ?? ROLE_LABELS[ROLES.USER]}
              </span>
            </td>
            <td className="admin-table__actions user-actions">
              <RowButton label={T.editLabel(user.username)} onClick={() => openModal({ mode: 'edit', user })}>
                {T.edit}
              </RowButton>
              <RowButton label={T.resetLinkLabel(user.username)} disabled={resetLink.isPending} onClick={() => void makeResetLink(user)}>
                {T.resetLink}
              </RowButton>
              <RowButton label={T.removeLabel(user.username)} onClick={() => deletion.ask(user)} remove>
                {T.remove}
              </RowButton>
            </td>
          </tr>
        ))}
      </AdminTable>
    </ListState>
  );

  return (
    <AdminPage
      title={T.title}
      lead={T.lead}
      action={
        <button type="button" className="btn btn--primary" onClick={() => openModal({ mode: 'create' })}>
          {T.newUser}
        </button>
      }
    >
      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      <AdminToolbar
        ref={toolbar}
        search={{ id: 'user-search', label: ADMIN_LIST_TEXT.search, placeholder: T.searchPlaceholder, value: query, onChange: setQuery }}
        count={list.isSuccess ? (text ? T.countOf(T.count(filtered.length), sorted.length) : T.count(sorted.length)) : null}
      />

      {content}
      <Pager page={page} pageCount={pageCount} onPage={goToPage} label={T.pages} />

      <FormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? T.editUser : T.newUser}
        onClose={() => setEditing(null)}
        formId={FORM_ID}
        saving={saving}
        cancelLabel={T.cancel}
        submitLabel={T.save}
        savingLabel={T.saving}
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
      </FormModal>

      <ResetLinkDialog link={linkFor} onClose={() => setLinkFor(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        title={T.removeTitle}
        message={
          <>
            {T.removeQuestion(toDelete?.username ?? '', toDelete?.name ?? '')}
            {isMe(toDelete) && ` ${T.removeSelf}`}
          </>
        }
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancel}
      />
    </AdminPage>
  );
}
