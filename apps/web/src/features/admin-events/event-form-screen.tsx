import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { EVENT_ADMIN_TEXTS, MSG, API_MSG } from '@guia/contracts';
import { AdminPage } from '../../components/admin-list/admin-page';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { eventQuery } from './api';
import { EventForm } from './event-form';
import { EVENT_TEXT } from './event-text';
import './admin-events.css';

function FormShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPage className="admin-events--form" eyebrow={EVENT_TEXT.formEyebrow} title={title}>
      {children}
    </AdminPage>
  );
}

export function EventCreateScreen() {
  return (
    <FormShell title={EVENT_TEXT.createTitle}>
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
      <div className="admin-state admin-state--error">
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
      <p className="admin-state" role="status">
        <span className="loading-screen__spinner" aria-hidden="true" />
        {MSG.loading}
      </p>
    );
  }

  return <FormShell title={EVENT_TEXT.editTitle}>{body}</FormShell>;
}
