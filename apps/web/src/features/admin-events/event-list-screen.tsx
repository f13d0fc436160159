import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EVENT_ADMIN_TEXTS, MSG, type Event, ADMIN_MSG } from '@guia/contracts';
import { AdminPage, AdminToolbar, ListState } from '../../components/admin-list/admin-page';
import { failureText, usePagedFilter } from '../../components/admin-list/list-tools';
import { FlashMessage, useFlash } from '../../components/flash/flash';
import { ConfirmDialog } from '../../components/modal/modal';
import { CubaTimeNote } from '../../components/cuba-time-note';
import { Pager } from '../../components/pager/pager';
import { paths } from '../../config/paths';
import { deleteEvent, eventKeys, eventsQuery } from './api';
import { adminEventOrder, eventDateText, eventEnd, eventStart, eventSummary, eventThumbnails, eventTitle, isPastEvent, matchesEvent } from './event-display';
import { EVENT_TEXT as T } from './event-text';
import { useNow } from '../../lib/use-now';
import './admin-events.css';

/** Rows per page: the table stays quick with thousands of events. */
export const EVENTS_PAGE_SIZE = 20;

/** /evento (admin): every event, upcoming first, with search, pages, and delete with confirmation. */
export function EventListScreen() {
  const queryClient = useQueryClient();
  const events = useQuery(eventsQuery());
  // a message handed over by a form is shown once, then dropped from history (a reload won't repeat it)
  const [flash, setFlash] = useFlash();

  // upcoming first, then the past ones (issue 20 §9); 'now' to the minute
  const now = useNow();
  const ordered = useMemo(() => adminEventOrder(events.data ?? [], now.getTime()), [events.data, now]);
  const { query, setQuery, text, filtered, rows, page, pageCount, setPage } = usePagedFilter(ordered, matchesEvent, EVENTS_PAGE_SIZE);

  const [pendingDelete, setPendingDelete] = useState<Event | null>(null);
  const removal = useMutation({
    mutationFn: (id: string) => deleteEvent(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Event[]>(eventKeys.adminList, (list) => list?.filter((event) => event._id !== id));
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      void queryClient.invalidateQueries({
        queryKey: eventKeys.all,
        predicate: (q) => q.queryKey[1] !== eventKeys.adminList[1],
      });
    },
  });

  const confirmDelete = () => {
    if (!pendingDelete) return;
    removal.mutate(pendingDelete._id, {
      onSuccess: () => setFlash({ kind: 'success', text: ADMIN_MSG.eventDeleted, focus: true }),
      onError: () => setFlash({ kind: 'error', text: ADMIN_MSG.eventDeleteError, focus: true }),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <AdminPage
      title={T.title}
      action={
        <Link className="btn btn--primary" to={paths.eventCreate}>
          <span aria-hidden="true">+</span> {T.newEvent}
        </Link>
      }
    >
      <FlashMessage flash={flash} onClose={() => setFlash(null)} />

      <AdminToolbar
        search={{ id: 'event-search', label: T.searchLabel, hideLabel: true, placeholder: T.searchPlaceholder, value: query, onChange: setQuery }}
        count={events.isSuccess ? T.count(filtered.length) : null}
      />

      <ListState
        query={events}
        loading={MSG.loadingEvents}
        error={T.loadError(failureText(events.error, ADMIN_MSG.eventsLoadError))}
        empty={filtered.length === 0 ? (text ? T.noMatch(text) : EVENT_ADMIN_TEXTS.noResults) : null}
      >
        <CubaTimeNote at={rows.flatMap((event) => [eventStart(event), eventEnd(event)])} />
        <div className="admin-table__scroll">
          {/* Explicit roles: the phone layout (display: block) would otherwise drop the table semantics. */}
          <table className="admin-table admin-table--grid events-table" role="table">
            <caption className="visually-hidden">{T.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">{T.columns.event}</th>
                <th scope="col" role="columnheader">{T.columns.images}</th>
                <th scope="col" role="columnheader">{T.columns.dates}</th>
                <th scope="col" role="columnheader">{T.columns.businesses}</th>
                <th scope="col" role="columnheader">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((event) => (
                <EventRow key={event._id} event={event} past={isPastEvent(event, now.getTime())} onDelete={() => setPendingDelete(event)} />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <Pager page={page} pageCount={pageCount} onPage={setPage} label={T.pages} />

      <ConfirmDialog
        open={pendingDelete !== null}
        title={T.removeTitle}
        message={T.removeQuestion(pendingDelete ? eventTitle(pendingDelete) : '')}
        busy={removal.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </AdminPage>
  );
}

function EventRow({ event, past, onDelete }: { event: Event; past: boolean; onDelete: () => void }) {
  const title = eventTitle(event);
  const { shown, more } = eventThumbnails(event);
  const businessCount = event.business_ids?.length ?? 0;
  return (
    <tr role="row" className={past ? 'events-table__row--past' : undefined}>
      <td className="admin-table__main events-table__event" data-label={T.columns.event} role="cell">
        <strong className="events-table__name">{title}</strong>
        {past && (
          <span className="events-table__past" title={T.pastLabel}>
            {T.past}
          </span>
        )}
        <span className="events-table__desc">{eventSummary(event)}</span>
      </td>
      <td data-label={T.columns.images} role="cell">
        {shown.length === 0 ? (
          <span className="events-table__muted">{EVENT_ADMIN_TEXTS.noImages}</span>
        ) : (
          <div className="events-table__thumbs">
            <span className="visually-hidden">{T.imageCount(event.images.length)}</span>
            {shown.map((image) => (
              <img key={image.full} src={image.src} alt="" width={44} height={44} loading="lazy" decoding="async" />
            ))}
            {more > 0 && (
              <span className="events-table__more" aria-hidden="true">
                +{more}
              </span>
            )}
          </div>
        )}
      </td>
      <td data-label={T.columns.dates} role="cell">
        <dl className="events-table__dates">
          <div>
            <dt>{T.start}</dt>
            <dd>{eventDateText(eventStart(event))}</dd>
          </div>
          <div>
            <dt>{T.end}</dt>
            <dd>{eventDateText(eventEnd(event))}</dd>
          </div>
        </dl>
      </td>
      <td data-label={T.columns.businesses} role="cell">
        <span className="events-table__count">{businessCount}</span>
      </td>
      <td className="admin-table__actions" data-label={T.columns.actions} role="cell">
        <Link className="btn btn--ghost btn--sm" to={paths.eventEdit(event._id)}>
          {T.edit}
          <span className="visually-hidden"> {title}</span>
        </Link>
        <button type="button" className="btn btn--ghost btn--sm admin-table__delete" onClick={onDelete}>
          {T.remove}
          <span className="visually-hidden"> {title}</span>
        </button>
      </td>
    </tr>
  );
}
