import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MSG, TEXT_LIMITS, apiPath, type Business, type OwnerDetails, type OwnerDetailsBody } from '@guia/contracts';
import { ApiError, apiFetch } from '../../lib/api-client';
import { businessQuery } from '../../lib/api/business';
import { HoursEditor, type HoursErrors } from '../../components/hours-editor/hours-editor';
import { hoursInputOf, hoursProblems, weeklyHoursOf, type HoursInput } from '../../components/hours-editor/hours-form-model';
import { OWNER_TEXT as T } from './owner-text';

type Editable = Pick<Business, '_id' | 'description' | 'description_en' | 'phone' | 'reservations' | 'version' | 'hours' | 'opening_hours'>;

interface DetailsForm {
  description: string;
  description_en: string;
  phone: string;
  reservations: boolean;
  hours: HoursInput;
}

/** The fields as the form shows them (the hours as the admin's editor reads them). */
const formOf = (b: Editable): DetailsForm => ({
  description: b.description ?? '',
  description_en: b.description_en ?? '',
  phone: b.phone ?? '',
  reservations: b.reservations === true,
  hours: hoursInputOf(b.hours, b.opening_hours?.weekday_text),
});

/** Two hours values say the same when the API would receive the same. */
const sameHours = (a: HoursInput, b: HoursInput) => JSON.stringify(weeklyHoursOf(a)) === JSON.stringify(weeklyHoursOf(b));

/** The id of a business's 'Editar ficha' section, which the checklist links to. */
export const detailsAnchor = (businessId: string) => `owner-details-${businessId}`;
/** The id of its hours, which the checklist's 'Sin horario' links to. */
export const hoursAnchor = (businessId: string) => `owner-hours-${businessId}`;

/**
 * 'Editar ficha' in 'Mis negocios' (issue 21 §1): the owner writes the description (and its
 * English one, issue 22 §1), the phone,
 * whether the business takes reservations over WhatsApp, and the hours — the admin's own editor
 * (components/hours-editor): several ranges a day, past midnight, closed days, dated exceptions —
 * saved with PUT /api/business/{id}/details (only the fields changed, with the version read: 409
 * when someone saved in between). Recorded; an admin can undo it in 'Cambios'.
 */
export function DetailsEditor({ business }: { business: Editable }) {
  const id = useId();
  const client = useQueryClient();
  const [form, setForm] = useState(() => formOf(business));
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [hoursErrors, setHoursErrors] = useState<HoursErrors>({});
  const loaded = formOf(business);
  const changes: OwnerDetailsBody = {};
  if (form.description.trim() !== loaded.description.trim()) changes.description = form.description;
  if (form.description_en.trim() !== loaded.description_en.trim()) changes.description_en = form.description_en;
  if (form.phone.trim() !== loaded.phone.trim()) changes.phone = form.phone;
  if (form.reservations !== loaded.reservations) changes.reservations = form.reservations;
  if (!sameHours(form.hours, loaded.hours)) changes.hours = weeklyHoursOf(form.hours);

  const save = useMutation({
    mutationFn: () =>
      apiFetch<OwnerDetails>(apiPath(API.detailsSet, { id: business._id }), { method: 'PUT', body: { ...changes, version: business.version } }),
    onSuccess: (answer) => {
      client.setQueryData(businessQuery(business._id).queryKey, (b: Business | undefined) =>
        b
          ? { ...b, description: answer.description ?? undefined, description_en: answer.description_en ?? undefined, phone: answer.phone ?? undefined, reservations: answer.reservations, hours: answer.hours ?? undefined, version: answer.version }
          : b,
      );
      setForm({ description: answer.description ?? '', description_en: answer.description_en ?? '', phone: answer.phone ?? '', reservations: answer.reservations, hours: hoursInputOf(answer.hours) });
      setNotice({ ok: true, text: T.detailsSaved });
      // 'Abierto ahora' and the pill are the server's to compute from the new hours
      if (changes.hours) void client.invalidateQueries({ queryKey: businessQuery(business._id).queryKey });
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.status === 409) {
        const fresh = await client.fetchQuery({ ...businessQuery(business._id), staleTime: 0 });
        setForm(formOf(fresh));
        setNotice({ ok: false, text: T.detailsStale });
        return;
      }
      setNotice({ ok: false, text: err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.requestError });
    },
  });

  return (
    <section id={detailsAnchor(business._id)} className="owner-today owner-details" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="owner-today__title">
        {T.detailsHeading}
      </h4>
      <p className="owner-muted">{T.detailsLead}</p>
      <form
        className="owner-details__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setNotice(null);
          const problems = hoursProblems(form.hours);
          setHoursErrors(Object.fromEntries([...problems].map(([key, message]) => [key, { message }])));
          if (problems.size > 0) {
            setNotice({ ok: false, text: T.detailsFixHours });
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${hoursAnchor(business._id)} [aria-invalid="true"]`)?.focus());
            return;
          }
          if (Object.keys(changes).length === 0) {
            setNotice({ ok: true, text: T.detailsNothing });
            return;
          }
          save.mutate();
        }}
      >
        <label className="field__label" htmlFor={`${id}-description`}>
          {T.detailsDescription}
        </label>
        <textarea
          id={`${id}-description`}
          className="field__input"
          rows={5}
          maxLength={TEXT_LIMITS.businessDescription}
          value={form.description}
          onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
        />
        <label className="field__label" htmlFor={`${id}-description-en`}>
          {T.detailsDescriptionEn}
        </label>
        <textarea
          id={`${id}-description-en`}
          className="field__input"
          rows={5}
          maxLength={TEXT_LIMITS.businessDescription}
          aria-describedby={`${id}-description-en-hint`}
          value={form.description_en}
          onChange={(e) => setForm((f) => ({ ...f, description_en: e.target.value }))}
        />
        <p id={`${id}-description-en-hint`} className="owner-muted">
          {T.detailsDescriptionEnHint}
        </p>
        <label className="field__label" htmlFor={`${id}-phone`}>
          {T.detailsPhone}
        </label>
        <input
          id={`${id}-phone`}
          className="field__input"
          type="tel"
          autoComplete="tel"
          maxLength={TEXT_LIMITS.phone}
          aria-describedby={`${id}-phone-hint`}
          value={form.phone}
          onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))}
        />
        <p id={`${id}-phone-hint`} className="owner-muted">
          {T.detailsPhoneHint}
        </p>
        <label className="checkbox">
          <input type="checkbox" checked={form.reservations} onChange={(e) => setForm((f) => ({ ...f, reservations: e.target.checked }))} />
          <span>{T.detailsReservations}</span>
        </label>
        <fieldset id={hoursAnchor(business._id)} className="owner-details__hours">
          <legend className="field__label">{T.detailsHours}</legend>
          <p className="owner-muted">{T.detailsHoursLead}</p>
          <HoursEditor id={`${id}-hours`} value={form.hours} onChange={(hours) => setForm((f) => ({ ...f, hours }))} errors={hoursErrors} />
        </fieldset>
        <div>
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
            {save.isPending ? T.saving : T.detailsSave}
          </button>
        </div>
      </form>
      {notice && (
        <p className={notice.ok ? 'alert alert--success' : 'alert alert--error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
    </section>
  );
}
