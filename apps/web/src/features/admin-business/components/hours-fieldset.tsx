import { useController, useFormContext } from 'react-hook-form';
import type { BusinessFormValues } from '../business-form-model';
import { HoursEditor, type HoursErrors } from '../../../components/hours-editor/hours-editor';
import type { FieldIds } from './field-ids';

/** 'Horario': the weekly hours and dated exceptions (issue 16), each problem next to its field. */
export function HoursFieldset({ ids }: { ids: FieldIds }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<BusinessFormValues>();
  const { field } = useController({ control, name: 'hours' });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Horario</legend>
      <HoursEditor id={ids('hours')} value={field.value} onChange={field.onChange} errors={errors.hours as HoursErrors | undefined} />
    </fieldset>
  );
}
