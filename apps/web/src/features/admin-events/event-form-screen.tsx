import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { EVENT_ADMIN_TEXTS, MSG, API_MSG } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { eventQuery } from './api';
import { EventForm } from './event-form';
import './admin-events.css';

function FormShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-events admin-events--form container" aria-labelledby="event-form-title">
      <PageTitle title={title} />
      <header className="admin-events__header">
        <div>
          <p className="admin-events__eyebrow">Administración · Eventos</p>
          <h1 id="event-form-title" className="admin-events__title">
            {title}
          </h1>
        </div>
      </header>
      {children}
    </section>
  );
}

export function EventCreateScreen() {
  return (
    <FormShell title="Crear evento">
      <EventForm />
    </FormShell>
  );
}

/** 'Evento no encontrado' when the API has no such event (or the id is not one); else 'Error al cargar eventos'. */
function loadErrorText(error: unknown): string {
  return error instanceof ApiError && (error.status === 404 || error.status === 400) ? API_MSG.eventNotFound : MSG.eventsListError;
}

export function EventEditScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useQuery(eventQuery(id));

  let body: ReactNode;
  if (event.data) {
    body = <EventForm key={event.data._id} event={event.data} />;
  } else if (event.isError) {
    body = (
      <div className="admin-events__state">
        <p className="alert alert--error" role="alert">
          {loadErrorText(event.error)}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => void navigate(paths.events)}>
          {EVENT_ADMIN_TEXTS.backToList}
        </button>
      </div>
    );
  } else {
    body = (
      <p className="admin-events__state" role="status">
        {MSG.loading}
      </p>
    );
  }

  return <FormShell title="Editar evento">{body}</FormShell>;
}
