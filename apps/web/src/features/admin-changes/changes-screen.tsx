import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CHANGE_KIND_TEXT, MSG, type Change } from '@guia/contracts';
import { AdminPage, ListState } from '../../components/admin-list/admin-page';
import { CardKind } from '../../components/admin-list/card-kind';
import { useConfirmedAction } from '../../components/admin-list/use-confirmed-action';
import { FlashMessage, type Flash } from '../../components/flash/flash';
import { ConfirmDialog } from '../../components/modal/modal';
import { Pager } from '../../components/pager/pager';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { ADMIN_CHANGES_TEXT as T } from './admin-changes-text';
import { changesQuery, useRevert } from './api';
import './admin-changes.css';

const when = (iso: string) => formatDateTime(iso) ?? iso;
const businessOf = (c: Change) => c.business_name ?? T.goneBusiness;

/**
 * The changes that can be undone: the newest not yet undone of each business and kind. The list is
 * newest first, so it is the first one met; the API refuses any other (409, shown as it says).
 */
function undoable(items: readonly Change[]): Set<string> {
  const seen = new Set<string>();
  const out = new Set<string>();
  for (const c of items) {
    const key = `${c.business_id}:${c.kind}`;
    if (seen.has(key) || c.reverted_at) continue;
    seen.add(key);
    // issue 24: a business added from an OpenStreetMap place is not undone here (the API refuses it)
    if (c.kind === 'created') continue;
    out.add(c._id);
  }
  return out;
}

/** /cambios (admin, issue 21 §1): what owners and admins changed on businesses' pages, and 'Deshacer' on the latest of each kind. */
export function ChangesScreen() {
  const [params] = useSearchParams();
  const businessId = params.get('negocio') ?? undefined;
  const [page, setPage] = useState(1);
  const list = useQuery(changesQuery(page, businessId));
  const revert = useRevert();
  const [flash, setFlash] = useState<Flash | null>(null);
  const undoing = useConfirmedAction<Change>(setFlash);
  const confirming = undoing.pending;
  const latest = useMemo(() => undoable(list.data?.items ?? []), [list.data]);

  const undo = async () => {
    if (!confirming) return;
    await undoing.run(() => revert.mutateAsync(confirming._id), { success: T.done, failure: MSG.requestError, focusFailure: true });
  };

  const data = list.data;
  return (
    <AdminPage
      className="changes"
      eyebrow={T.eyebrow}
      title={T.title}
      lead={T.lead}
      related={{ label: T.related, links: [{ to: paths.claims, label: T.claimsLink }, { to: paths.rates, label: T.ratesLink }, { to: paths.reports, label: T.reportsLink }] }}
    >
      <FlashMessage flash={flash} onClose={() => setFlash(null)} />
      <ListState query={list} error={T.loadError} retry={T.retry} empty={data && data.items.length === 0 ? T.empty : null}>
        <ul className="admin-cards admin-cards--tight">
          {data?.items.map((change) => (
            <li key={change._id}>
              <ChangeItem change={change} canUndo={latest.has(change._id)} onUndo={() => undoing.ask(change)} />
            </li>
          ))}
        </ul>
      </ListState>
      {data && <Pager page={page} pageCount={Math.max(1, Math.ceil(data.total / data.limit))} onPage={setPage} label={T.pages} />}
      <ConfirmDialog
        open={confirming !== null}
        title={T.confirmTitle}
        message={confirming ? (confirming.kind === 'status' ? T.confirmStatus : T.confirmMenu)(businessOf(confirming)) : ''}
        confirmLabel={T.undo}
        busyLabel={T.undoing}
        cancelLabel={T.cancel}
        busy={revert.isPending}
        onConfirm={() => void undo()}
        onCancel={undoing.cancel}
      />
    </AdminPage>
  );
}

function ChangeItem({ change, canUndo, onUndo }: { change: Change; canUndo: boolean; onUndo: () => void }) {
  const titleId = useId();
  return (
    <article className={`admin-card-item change-item${change.reverted_at ? ' change-item--reverted' : ''}`} aria-labelledby={titleId}>
      <div className="change-item__body">
        <CardKind block="change-item" kind={CHANGE_KIND_TEXT[change.kind]} businessId={change.business_id} businessName={change.business_name} gone={T.goneBusiness} />
        <h2 id={titleId} className="change-item__summary">
          {change.summary}
        </h2>
        <p className="change-item__who">{T.who(change.user_name, change.by_owner ? T.owner : T.admin, when(change.created_at))}</p>
        {change.reverted_at && <p className="change-item__reverted">{T.reverted(when(change.reverted_at))}</p>}
      </div>
      {canUndo && (
        <button type="button" className="btn btn--ghost btn--sm change-item__undo" onClick={onUndo}>
          {T.undo}
        </button>
      )}
    </article>
  );
}
