import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, REPORT_STATUSES, type Report, type ReportStatus } from '@guia/contracts';
import { AdminPage, FilterTabs, ListState } from '../../components/admin-list/admin-page';
import { CardKind } from '../../components/admin-list/card-kind';
import { useConfirmedAction } from '../../components/admin-list/use-confirmed-action';
import { FlashMessage, type Flash } from '../../components/flash/flash';
import { ConfirmDialog } from '../../components/modal/modal';
import { Pager } from '../../components/pager/pager';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { ADMIN_REPORTS_TEXT as T } from './admin-reports-text';
import { reportsQuery, useReportAction } from './api';
import './admin-reports.css';

const FILTER_OPTIONS = REPORT_STATUSES.map((value) => ({ value, label: T.tabs[value] }));
const when = (iso: string) => formatDateTime(iso) ?? iso;

/** /denuncias (admin, issue 21 §5): reported reviews and owners' replies; 'Marcar como atendida' or delete what was reported. */
export function ReportsScreen() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const list = useQuery(reportsQuery(status, page));
  const action = useReportAction();
  const [flash, setFlash] = useState<Flash | null>(null);
  const deletion = useConfirmedAction<Report>(setFlash);
  const confirming = deletion.pending;

  // 'Marcar como atendida' runs at once, a deletion after its confirmation (closed either way)
  const run = (report: Report, what: 'handle' | 'delete') =>
    deletion.run(() => action.mutateAsync({ id: report._id, action: what }), {
      success: what === 'handle' ? T.handled : T.deleted,
      failure: MSG.requestError,
      focusFailure: true,
    });

  const data = list.data;
  return (
    <AdminPage
      className="reports"
      eyebrow={T.eyebrow}
      title={T.title}
      lead={T.lead}
      related={{ label: T.related, links: [{ to: paths.claims, label: T.claimsLink }, { to: paths.changes, label: T.changesLink }] }}
    >
      <FilterTabs
        label={T.filterLabel}
        options={FILTER_OPTIONS}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <FlashMessage flash={flash} onClose={() => setFlash(null)} />
      <ListState query={list} error={T.loadError} retry={T.retry} empty={data && data.items.length === 0 ? T.empty[status] : null}>
        <ul className="admin-cards admin-cards--tight">
          {data?.items.map((report) => (
            <li key={report._id}>
              <ReportItem report={report} busy={action.isPending} onHandle={() => void run(report, 'handle')} onDelete={() => deletion.ask(report)} />
            </li>
          ))}
        </ul>
      </ListState>
      {data && <Pager page={page} pageCount={Math.max(1, Math.ceil(data.total / data.limit))} onPage={setPage} label={T.pages} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? T.confirmTitle[confirming.target] : ''}
        message={confirming ? T.confirmMessage[confirming.target](confirming.business_name ?? T.goneBusiness) : ''}
        confirmLabel={confirming ? T.deleteItem[confirming.target] : ''}
        busyLabel={T.deleting}
        cancelLabel={T.cancel}
        busy={action.isPending}
        onConfirm={() => confirming && void run(confirming, 'delete')}
        onCancel={deletion.cancel}
      />
    </AdminPage>
  );
}

function ReportItem({ report, busy, onHandle, onDelete }: { report: Report; busy: boolean; onHandle(): void; onDelete(): void }) {
  const titleId = useId();
  const open = report.status === 'open';
  return (
    <article className="admin-card-item report-item" aria-labelledby={titleId}>
      <div className="report-item__body">
        <CardKind block="report-item" kind={T.target[report.target]} businessId={report.business_id} businessName={report.business_name} gone={T.goneBusiness} />
        <h2 id={titleId} className="report-item__text">
          {report.text ?? T.goneItem}
        </h2>
        <p className="report-item__reason">{T.reason(report.reason)}</p>
        <p className="report-item__who">{T.who(report.user_name, when(report.created_at))}</p>
        {report.handled_at && <p className="report-item__who">{T.handledAt(when(report.handled_at))}</p>}
      </div>
      {open && (
        <div className="report-item__actions">
          <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={onHandle}>
            {T.markHandled}
          </button>
          {report.text !== null && (
            <button type="button" className="btn btn--danger btn--sm" disabled={busy} onClick={onDelete}>
              {T.deleteItem[report.target]}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
