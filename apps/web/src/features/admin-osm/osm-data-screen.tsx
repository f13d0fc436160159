import { useQuery } from '@tanstack/react-query';
import { OSM_ADMIN_MESSAGES as T, OSM_SKIP_REASONS, type OsmImportRun, type OsmSkipReason } from '@guia/contracts';
import { AdminPage, ListState } from '../../components/admin-list/admin-page';
import { formatDateTime, formatLongDate } from '../../lib/format';
import { osmImportsQuery } from './api';
import { ADMIN_OSM_TEXT } from './admin-osm-text';
import './admin-osm.css';

const count = new Intl.NumberFormat('es-ES');
const seconds = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * '2026-11-20' (the extract's calendar date) → '20 de noviembre de 2026': read at 17:00 UTC, which
 * is midday in Havana in winter and summer, so Cuba's calendar shows the same day.
 */
const extractDay = (isoDate: string) => formatLongDate(`${isoDate}T17:00:00Z`) ?? isoDate;
/** an instant in Cuba's time */
const when = (iso: string | undefined) => (iso ? ADMIN_OSM_TEXT.cubaTime(formatDateTime(iso) ?? iso) : '—');
const skippedTotal = (run: OsmImportRun) => Object.values(run.skipped).reduce((a, b) => a + b, 0);
const reasonText = (reason: string) => OSM_SKIP_REASONS[reason as OsmSkipReason] ?? reason;

/** /openstreetmap (admin, issue 24 §5): the date and counts of the last OpenStreetMap import, and the ones before it. */
export function OsmDataScreen() {
  const imports = useQuery(osmImportsQuery());
  const [last, ...older] = imports.data?.items ?? [];

  return (
    <AdminPage className="admin-osm" title={T.title} lead={T.intro}>
      <ListState query={imports} error={T.loadError} empty={imports.isSuccess && !last ? T.none : null}>
        {last && (
          <>
            <section className="admin-osm__last" aria-labelledby="osm-last-title">
              <h2 id="osm-last-title" className="admin-osm__subtitle">
                {T.lastImport}
              </h2>
              <dl className="admin-osm__facts">
                <div>
                  <dt>{T.extractDate}</dt>
                  <dd>{extractDay(last.extract_date)}</dd>
                </div>
                <div>
                  <dt>{T.file}</dt>
                  <dd className="admin-osm__file">{last.file}</dd>
                </div>
                <div>
                  <dt>{T.startedAt}</dt>
                  <dd>{when(last.started_at)}</dd>
                </div>
                <div>
                  <dt>{T.finishedAt}</dt>
                  <dd>{when(last.finished_at)}</dd>
                </div>
                <div>
                  <dt>{T.duration}</dt>
                  <dd>{seconds.format(last.duration_ms / 1000)} s</dd>
                </div>
              </dl>
              <ul className="admin-osm__counts" aria-label={ADMIN_OSM_TEXT.figures}>
                <Figure label={T.total} value={last.total} strong />
                <Figure label={T.added} value={last.added} />
                <Figure label={T.updated} value={last.updated} />
                <Figure label={T.unchanged} value={last.unchanged} />
                <Figure label={T.retired} value={last.retired} />
                <Figure label={T.skipped} value={skippedTotal(last)} />
                {last.linked !== undefined && <Figure label={T.linked} value={last.linked} />}
              </ul>
              <h3 className="admin-osm__minor">{T.skipped}</h3>
              {skippedTotal(last) === 0 ? (
                <p>{T.noneSkipped}</p>
              ) : (
                <ul className="admin-osm__reasons" aria-label={ADMIN_OSM_TEXT.reasons}>
                  {Object.entries(last.skipped)
                    .filter(([, n]) => n > 0)
                    .sort((a, b) => b[1] - a[1])
                    .map(([reason, n]) => (
                      <li key={reason}>
                        {reasonText(reason)}: {count.format(n)}
                      </li>
                    ))}
                </ul>
              )}
            </section>

            {older.length > 0 && (
              <section aria-labelledby="osm-history-title">
                <h2 id="osm-history-title" className="admin-osm__subtitle">
                  {T.history}
                </h2>
                <ul className="admin-osm__history">
                  {older.map((run) => (
                    <li key={run.finished_at}>
                      <strong>{when(run.finished_at)}</strong> · {T.extractDate.toLowerCase()} {extractDay(run.extract_date)}:{' '}
                      {ADMIN_OSM_TEXT.historyCounts(
                        count.format(run.total),
                        count.format(run.added),
                        count.format(run.updated),
                        count.format(run.retired),
                        count.format(skippedTotal(run)),
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </ListState>
      <p className="admin-osm__credit">{T.credit}</p>
    </AdminPage>
  );
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <li className={strong ? 'admin-osm__figure admin-osm__figure--main' : 'admin-osm__figure'}>
      <span className="admin-osm__value">{count.format(value)}</span>
      <span className="admin-osm__label">{label}</span>
    </li>
  );
}
