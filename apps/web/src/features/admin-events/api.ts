import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Business, Event } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';
import { fetchAllBusinesses } from '../../lib/api/admin-businesses';

/** A business as the selector needs it (GET /business/ answers whole records). */
export type BusinessOption = Pick<Business, '_id' | 'name'>;

export const eventKeys = {
  all: ['events'] as const,
  adminList: ['events', 'admin-list'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
};

/** Under the 'business' prefix, so whatever refreshes the businesses refreshes the selector too. */
const businessOptionsKey = ['business', 'event-options'] as const;

/** GET /events/: every event, past ones included (the admin list). */
export const eventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.adminList,
    queryFn: ({ signal }) => apiFetch<Event[]>(apiPath(API.eventsList), { signal }),
  });

/** GET /events/{id}: the event the edit form starts from. */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Event>(apiPath(API.eventsById, { id }), { signal }),
    // The form copies the event once; a background refetch would not reach it anyway.
    staleTime: 0,
  });

/** GET /business/ reduced to _id and name, sorted by name (spec §7: "selectors (_id, name)"). */
export const businessOptionsQuery = () =>
  queryOptions({
    queryKey: businessOptionsKey,
    queryFn: async ({ signal }) => {
      const list = await fetchAllBusinesses(signal);
      return (Array.isArray(list) ? list : [])
        .filter((b) => b && typeof b._id === 'string')
        .map((b): BusinessOption => ({ _id: b._id, name: typeof b.name === 'string' ? b.name : '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    },
  });

/** POST /events (multipart). */
export const createEvent = (form: FormData) => apiFetch<Event>(apiPath(API.eventsCreate), { method: 'POST', body: form });

/** PUT /events/{id} (multipart, existing_images lists the kept URLs). */
export const updateEvent = (id: string, form: FormData) =>
  apiFetch<Event>(apiPath(API.eventsUpdate, { id }), { method: 'PUT', body: form });

/** DELETE /events/{id}. */
export const deleteEvent = (id: string) => apiFetch<void>(apiPath(API.eventsRemove, { id }), { method: 'DELETE' });
