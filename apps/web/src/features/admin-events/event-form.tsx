import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { MSG, eventFormFieldsSchema, eventHttpErrorText, type Event, ADMIN_MSG } from '@guia/contracts';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { businessOptionsQuery, createEvent, eventKeys, updateEvent } from './api';
import { BusinessPicker } from './business-picker';
import { CubaTimeNote } from '../../components/cuba-time-note';
import { businessIdsOf, fromDateTimeLocal, toDateTimeLocal } from './event-display';
import { flashState } from '../../components/flash/flash';
import { ImagePicker, useNewImages, type ExistingImage } from './image-picker';
import { EVENT_TEXT } from './event-text';
import { formatDateTime, fromCubaDateTimeLocal } from '../../lib/format';
import { useNow } from '../../lib/use-now';

type FormInput = z.input<typeof eventFormFieldsSchema>;
type FormValues = z.output<typeof eventFormFieldsSchema>;

/** Create: the server's message, else 'Error {status}: {statusText}' (spec §8). */
function createErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? eventHttpErrorText(error.status, error.statusText);
  return MSG.requestError;
}

/** Edit: the server's message, else 'Error al actualizar el evento' (spec §8). */
function updateErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : ADMIN_MSG.eventUpdateError;
}

interface EventFormProps {
  /** The event being edited; absent on create. */
  event?: Event;
}

/** The create and edit form (spec §2, §5, §7): multipart title, description (and description_en, issue 22 §1), start_time, end_time, business_ids, images (+ existing_images on edit). */
export function EventForm({ event }: EventFormProps) {
  const isEdit = event !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const businesses = useQuery(businessOptionsQuery());
  const ids = { title: useId(), description: useId(), descriptionEn: useId(), start: useId(), end: useId(), descError: useId(), dateError: useId(), past: useId(), pastError: useId(), pastBox: useId() };

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(eventFormFieldsSchema),
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      description_en: event?.description_en ?? '',
      start_time: toDateTimeLocal(event?.start_date),
      end_time: toDateTimeLocal(event?.end_date),
    },
  });

  const [businessIds, setBusinessIds] = useState<string[]>(() => (event ? businessIdsOf(event) : []));
  const existing = useMemo<ExistingImage[]>(
    () => (event?.images ?? []).map((url, i) => ({ url, thumbnail: event?.thumbnails?.[i] || url })),
    [event],
  );
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const newImages = useNewImages();
  const [failure, setFailure] = useState<string | null>(null);

  // issue 20 §9: a date already gone is warned, and saved only when the admin confirms it
  const [startText, endText] = useWatch({ control, name: ['start_time', 'end_time'] });
  const now = useNow();
  const pastEnd = useMemo(() => {
    const end = fromCubaDateTimeLocal(endText ?? '') ?? fromCubaDateTimeLocal(startText ?? '');
    return end && new Date(end).getTime() < now.getTime() ? end : null;
  }, [startText, endText, now]);
  const [confirmPast, setConfirmPast] = useState(false);
  const [pastError, setPastError] = useState(false);

  const toggleExisting = (url: string) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });

  const onValid = async (values: FormValues) => {
    setFailure(null);
    if (pastEnd && !confirmPast) {
      setPastError(true);
      // after the submit ends: the fieldset is disabled while it runs
      requestAnimationFrame(() => document.getElementById(ids.pastBox)?.focus());
      return;
    }
    // Businesses that no longer exist are dropped (the API would refuse the whole form for them).
    const known = businesses.data ? new Set(businesses.data.map((b) => b._id)) : null;
    const linked = known ? businessIds.filter((id) => known.has(id)) : businessIds;

    const form = new FormData();
    form.append('title', values.title);
    form.append('description', values.description);
    // issue 22 §1: blank when empty, so the API clears it
    form.append('description_en', values.description_en ?? '');
    form.append('start_time', fromDateTimeLocal(values.start_time));
    form.append('end_time', fromDateTimeLocal(values.end_time));
    form.append('business_ids', JSON.stringify(linked));
    if (isEdit) {
      form.append('existing_images', JSON.stringify(existing.map((img) => img.url).filter((url) => !removed.has(url))));
      // Optimistic concurrency: a stale version answers 409 with the server's message.
      if (typeof event.version === 'number') form.append('version', String(event.version));
    }
    for (const image of newImages.items) form.append('images', image.file, image.file.name);

    try {
      if (isEdit) await updateEvent(event._id, form);
      else await createEvent(form);
    } catch (error) {
      setFailure(isEdit ? updateErrorText(error) : createErrorText(error));
      return;
    }
    // Marked stale only: the list refetches when it mounts; this screen's own query needs no refetch.
    await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    const state = flashState(isEdit ? ADMIN_MSG.eventUpdated : ADMIN_MSG.eventCreated);
    await navigate(paths.events, { state });
  };

  const dateError = errors.start_time?.message ?? errors.end_time?.message;

  return (
    <form className="event-form" noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting}>
      <fieldset className="admin-fieldset event-form__body" disabled={isSubmitting}>
        <legend className="visually-hidden">{isEdit ? 'Editar evento' : 'Crear evento'}</legend>

        <div className="field">
          <label className="field__label" htmlFor={ids.title}>
            Título
          </label>
          <input id={ids.title} className="field__input" type="text" autoComplete="off" {...register('title')} />
        </div>

        <div className="field">
          <label className="field__label" htmlFor={ids.description}>
            Descripción <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.description}
            className="field__input event-form__textarea"
            rows={5}
            aria-required="true"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? ids.descError : undefined}
            {...register('description')}
          />
          {errors.description?.message && (
            <p id={ids.descError} className="field__error" role="alert">
              {errors.description.message}
            </p>
          )}
        </div>

        <div className="field">
          <label className="field__label" htmlFor={ids.descriptionEn}>
            {EVENT_TEXT.descriptionEn}
          </label>
          <textarea
            id={ids.descriptionEn}
            className="field__input event-form__textarea"
            rows={5}
            aria-invalid={errors.description_en ? true : undefined}
            aria-describedby={`${ids.descriptionEn}-hint${errors.description_en ? ` ${ids.descriptionEn}-error` : ''}`}
            {...register('description_en')}
          />
          <p id={`${ids.descriptionEn}-hint`} className="field__hint">
            {EVENT_TEXT.descriptionEnHint}
          </p>
          {errors.description_en?.message && (
            <p id={`${ids.descriptionEn}-error`} className="field__error" role="alert">
              {errors.description_en.message}
            </p>
          )}
        </div>

        <div className="event-form__dates">
          <div className="field">
            <label className="field__label" htmlFor={ids.start}>
              Fecha y hora de inicio <span aria-hidden="true">*</span>
            </label>
            <input
              id={ids.start}
              className="field__input"
              type="datetime-local"
              aria-required="true"
              aria-invalid={errors.start_time ? true : undefined}
              aria-describedby={dateError ? ids.dateError : undefined}
              {...register('start_time')}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.end}>
              Fecha y hora de fin <span aria-hidden="true">*</span>
            </label>
            <input
              id={ids.end}
              className="field__input"
              type="datetime-local"
              aria-required="true"
              aria-invalid={errors.end_time ? true : undefined}
              aria-describedby={dateError ? ids.dateError : undefined}
              {...register('end_time')}
            />
          </div>
          <CubaTimeNote className="event-form__dates-note" />
          {pastEnd && (
            <div className="alert alert--warning event-form__past">
              <p id={ids.past}>
                <strong>{EVENT_TEXT.pastWarning(formatDateTime(pastEnd) ?? '')}</strong> {EVENT_TEXT.pastWarningLead}
              </p>
              <label className="checkbox">
                <input
                  id={ids.pastBox}
                  type="checkbox"
                  checked={confirmPast}
                  aria-describedby={pastError ? `${ids.past} ${ids.pastError}` : ids.past}
                  aria-invalid={pastError && !confirmPast ? true : undefined}
                  onChange={(event) => {
                    setConfirmPast(event.target.checked);
                    if (event.target.checked) setPastError(false);
                  }}
                />
                {EVENT_TEXT.pastConfirm}
              </label>
              {pastError && !confirmPast && (
                <p id={ids.pastError} className="field__error" role="alert">
                  {EVENT_TEXT.pastConfirmRequired}
                </p>
              )}
            </div>
          )}
          {dateError && (
            <p id={ids.dateError} className="field__error event-form__dates-error" role="alert">
              {dateError}
            </p>
          )}
        </div>

        <BusinessPicker
          options={businesses.data}
          loading={businesses.isPending}
          error={businesses.isError}
          value={businessIds}
          onChange={setBusinessIds}
        />

        <ImagePicker
          existing={existing}
          removed={removed}
          onToggleExisting={toggleExisting}
          images={newImages.items}
          onAdd={newImages.add}
          onRemove={newImages.remove}
        />

        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}

        <div className="event-form__actions">
          <button type="button" className="btn btn--ghost" onClick={() => void navigate(paths.events)}>
            Cancelar
          </button>
          <button type="submit" className="btn btn--primary">
            {isSubmitting ? 'Guardando...' : isEdit ? 'Guardar cambios' : 'Crear evento'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
