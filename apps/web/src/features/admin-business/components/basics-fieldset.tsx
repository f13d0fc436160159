import { useFormContext } from 'react-hook-form';
import { STATUS_OPTIONS, type BusinessFormValues } from '../business-form-model';
import { ADMIN_BUSINESS_TEXT } from '../admin-business-text';
import { TextField } from './form-field';
import type { FieldIds } from './field-ids';

interface BasicsFieldsetProps {
  ids: FieldIds;
  /** A state the record has that the form does not offer (an older import's), kept as an option. */
  savedStatus?: string;
}

/** 'Datos básicos': name and address (required), state, phone, website, description and its English one (issue 22 §1). */
export function BasicsFieldset({ ids, savedStatus }: BasicsFieldsetProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BusinessFormValues>();
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Datos básicos</legend>
      <div className="form-grid">
        <TextField id={ids('name')} label="Nombre" mandatory autoComplete="off" registration={register('name')} error={errors.name?.message} />
        <TextField
          id={ids('address')}
          label="Dirección"
          mandatory
          autoComplete="off"
          registration={register('address')}
          error={errors.address?.message}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids('status')}>
            {ADMIN_BUSINESS_TEXT.status}
          </label>
          <select id={ids('status')} className="field__input" {...register('business_status')}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
            {savedStatus && !STATUS_OPTIONS.some((o) => o.value === savedStatus) && <option value={savedStatus}>{savedStatus}</option>}
          </select>
        </div>
        <TextField id={ids('phone')} label="Teléfono" type="tel" autoComplete="off" registration={register('phone')} error={errors.phone?.message} />
        <TextField
          id={ids('website')}
          label="Sitio web"
          type="url"
          inputMode="url"
          placeholder="https://"
          registration={register('website')}
          error={errors.website?.message}
        />
        <TextField
          id={ids('description')}
          label="Descripción"
          multiline
          className="form-grid__wide"
          registration={register('description')}
          error={errors.description?.message}
        />
        <TextField
          id={ids('description_en')}
          label={ADMIN_BUSINESS_TEXT.descriptionEn}
          hint={ADMIN_BUSINESS_TEXT.descriptionEnHint}
          multiline
          className="form-grid__wide"
          registration={register('description_en')}
          error={errors.description_en?.message}
        />
      </div>
    </fieldset>
  );
}
