import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EVENT_ADMIN_TEXTS, MSG, type Event, ADMIN_MSG } from '@guia/contracts';
import { ConfirmDialog } from '../../components/modal/modal';
import { CubaTimeNote } from '../../components/cuba-time-note';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { deleteEvent, eventKeys, eventsQuery } from './api';
import { adminEventOrder, eventDateText, eventEnd, eventStart, eventSummary, eventThumbnails, eventTitle, isPastEvent, matchesEvent } from './event-display';
import { EVENT_TEXT } from './event-text';
import { useNow } from '../../lib/use-now';
import { readFlash, type Flash } from './flash';
import './admin-events.css';

/** Rows per page: the table stays quick with thousands of events. */
export const EVENTS_PAGE_SIZE = 20;

function loadErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : ADMIN_MSG.eventsLoadError;
}

export function EventListScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const events = useQuery(eventsQuery());

  // A message handed over by a form is shown once, then dropped from history (a reload won't repeat it).
  const [flash, setFlash] = useState<Flash | null>(() => readFlash(location.state));
  const handedOver = readFlash(location.state) !== null;
  useEffect(() => {
    if (handedOver) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, navigate, location.pathname, location.search]);

  const flashRef = useRef<HTMLDivElement>(null);
  const focusFlash = useRef(false);
  useEffect(() => {
    if (flash && focusFlash.current) flashRef.current?.focus();
    focusFlash.current = false;
  }, [flash]);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [page, setPage] = useState(1);

  // upcoming first, then the past ones (issue 20 §9); 'now' to the minute
  const now = useNow();
  const filtered = useMemo(
    () => adminEventOrder((events.data ?? []).filter((event) => matchesEvent(event, deferredSearch)), now.getTime()),
    [events.data, deferredSearch, now],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / EVENTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const firstIndex = (currentPage - 1) * EVENTS_PAGE_SIZE;
  const rows = filtered.slice(firstIndex, firstIndex + EVENTS_PAGE_SIZE);

  const [pendingDelete, setPendingDelete] = useState<Event | null>(null);
  const removal = useMutation({
    mutationFn: (id: string) => deleteEvent(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Event[]>(eventKeys.adminList, (list) => list?.filter((event) => event._id !== id));
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      void queryClient.invalidateQueries({
        queryKey: eventKeys.all,
        predicate: (query) => query.queryKey[1] !== eventKeys.adminList[1],
      });
    },
  });

  const confirmDelete = () => {
    if (!pendingDelete) return;
    removal.mutate(pendingDelete._id, {
      onSuccess: () => {
        focusFlash.current = true;
        setFlash({ tone: 'success', text: ADMIN_MSG.eventDeleted });
      },
      onError: () => {
        focusFlash.current = true;
        setFlash({ tone: 'error', text: ADMIN_MSG.eventDeleteError });
      },
      onSettled: () => setPendingDelete(null),
    });
  };

  const searchId = useId();
  const query = deferredSearch.trim();

  return (
    <section className="admin-events container" aria-labelledby="events-title">
      <PageTitle title="Eventos" />
      <header className="admin-events__header">
        <div>
          <p className="admin-events__eyebrow">Administración</p>
          <h1 id="events-title" className="admin-events__title">
            Eventos
          </h1>
        </div>
        <Link className="btn btn--primary" to={paths.eventCreate}>
          <span aria-hidden="true">+</span> {EVENT_TEXT.newEvent}
        </Link>
      </header>

      {flash && (
        <div
          ref={flashRef}
          tabIndex={-1}
          className={`alert alert--${flash.tone} admin-events__flash`}
          role={flash.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{flash.text}</span>
          <button type="button" className="admin-events__dismiss" aria-label="Cerrar aviso" onClick={() => setFlash(null)}>
            ×
          </button>
        </div>
      )}

      <div className="admin-events__toolbar">
        <label className="visually-hidden" htmlFor={searchId}>
          Buscar eventos
        </label>
        <input
          id={searchId}
          className="field__input admin-events__search"
          type="search"
          placeholder="Buscar por título o descripción"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {events.isSuccess && (
          <p className="admin-events__count" aria-live="polite">
            {filtered.length === 1 ? '1 evento' : `${filtered.length} eventos`}
          </p>
        )}
      </div>

      {events.isPending ? (
        <p className="admin-events__state" role="status">
          {MSG.loadingEvents}
        </p>
      ) : events.isError ? (
        <div className="admin-events__state">
          <p className="alert alert--error" role="alert">
            Error: {loadErrorText(events.error)}
          </p>
          <button type="button" className="btn btn--ghost" onClick={() => void events.refetch()} disabled={events.isFetching}>
            Reintentar
          </button>
        </div>
      ) : filtered.length === 0 ? (
        <p className="admin-events__state admin-events__empty" role="status">
          {EVENT_ADMIN_TEXTS.noResults}
          {query && ` para «${query}»`}
        </p>
      ) : (
        <>
          <CubaTimeNote at={rows.flatMap((event) => [eventStart(event), eventEnd(event)])} />
          <div className="events-table__wrap">
            {/* Explicit roles: the phone layout (display: block) would otherwise drop the table semantics. */}
            <table className="events-table" role="table">
              <caption className="visually-hidden">Eventos</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">{EVENT_TEXT.columns.event}</th>
                  <th scope="col" role="columnheader">{EVENT_TEXT.columns.images}</th>
                  <th scope="col" role="columnheader">{EVENT_TEXT.columns.dates}</th>
                  <th scope="col" role="columnheader">{EVENT_TEXT.columns.businesses}</th>
                  <th scope="col" role="columnheader">{EVENT_TEXT.columns.actions}</th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {rows.map((event) => (
                  <EventRow key={event._id} event={event} past={isPastEvent(event, now.getTime())} onDelete={() => setPendingDelete(event)} />
                ))}
              </tbody>
            </table>
          </div>
          {pageCount > 1 && (
            <nav className="admin-events__pager" aria-label="Paginación de eventos">
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setPage(currentPage - 1)}
                disabled={currentPage <= 1}
              >
                Anterior
              </button>
              <span aria-live="polite">
                Página {currentPage} de {pageCount}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setPage(currentPage + 1)}
                disabled={currentPage >= pageCount}
              >
                Siguiente
              </button>
            </nav>
          )}
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Eliminar evento"
        message={
          <>
            ¿Seguro que quieres eliminar el evento «{pendingDelete ? eventTitle(pendingDelete) : ''}»? Esta acción no se
            puede deshacer.
          </>
        }
        busy={removal.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}

function EventRow({ event, past, onDelete }: { event: Event; past: boolean; onDelete: () => void }) {
  const title = eventTitle(event);
  const { shown, more } = eventThumbnails(event);
  const businessCount = event.business_ids?.length ?? 0;
  return (
    <tr role="row" className={past ? 'events-table__row--past' : undefined}>
      <td className="events-table__event" data-label={EVENT_TEXT.columns.event} role="cell">
        <strong className="events-table__name">{title}</strong>
        {past && (
          <span className="events-table__past" title={EVENT_TEXT.pastLabel}>
            {EVENT_TEXT.past}
          </span>
        )}
        <span className="events-table__desc">{eventSummary(event)}</span>
      </td>
      <td data-label={EVENT_TEXT.columns.images} role="cell">
        {shown.length === 0 ? (
          <span className="events-table__muted">{EVENT_ADMIN_TEXTS.noImages}</span>
        ) : (
          <div className="events-table__thumbs">
            <span className="visually-hidden">
              {event.images.length === 1 ? '1 imagen' : `${event.images.length} imágenes`}
            </span>
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
      <td data-label={EVENT_TEXT.columns.dates} role="cell">
        <dl className="events-table__dates">
          <div>
            <dt>Inicio</dt>
            <dd>{eventDateText(eventStart(event))}</dd>
          </div>
          <div>
            <dt>Fin</dt>
            <dd>{eventDateText(eventEnd(event))}</dd>
          </div>
        </dl>
      </td>
      <td data-label={EVENT_TEXT.columns.businesses} role="cell">
        <span className="events-table__count">{businessCount}</span>
      </td>
      <td data-label={EVENT_TEXT.columns.actions} role="cell">
        <div className="events-table__actions">
          <Link className="btn btn--ghost btn--sm" to={paths.eventEdit(event._id)}>
            Editar<span className="visually-hidden"> {title}</span>
          </Link>
          <button type="button" className="btn btn--danger btn--sm" onClick={onDelete}>
            Eliminar<span className="visually-hidden"> {title}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
