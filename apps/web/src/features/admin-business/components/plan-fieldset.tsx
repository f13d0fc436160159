import { useFormContext } from 'react-hook-form';
import type { Business } from '@guia/contracts';
import { PLAN_OPTIONS, type BusinessFormValues } from '../business-form-model';
import { ADMIN_BUSINESS_TEXT } from '../admin-business-text';
import { RatingsSummary } from './ratings-summary';
import type { FieldIds } from './field-ids';

/** 'Valoraciones y plan': the computed ratings (read-only), the paid plan, 'Promocionado', reservations. */
export function PlanFieldset({ ids, business }: { ids: FieldIds; business?: Business }) {
  const { register } = useFormContext<BusinessFormValues>();
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{ADMIN_BUSINESS_TEXT.ratingsTitle}</legend>
      <RatingsSummary business={business} />
      <div className="form-grid">
        <div className="field">
          <label className="field__label" htmlFor={ids('plan')}>
            {ADMIN_BUSINESS_TEXT.plan}
          </label>
          <select id={ids('plan')} className="field__input" {...register('paid_plan')}>
            {PLAN_OPTIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--checkbox">
          <label className="checkbox">
            <input type="checkbox" {...register('paid_promo')} />
            {ADMIN_BUSINESS_TEXT.promoted}
          </label>
        </div>
        <div className="field field--checkbox">
          <label className="checkbox">
            <input type="checkbox" {...register('reservations')} />
            Acepta reservas por WhatsApp
          </label>
        </div>
      </div>
    </fieldset>
  );
}
