import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MapPicker, type MapPoint } from '../../../components/map-picker/map-picker';
import { pointOf, type BusinessFormValues } from '../business-form-model';
import { ADMIN_BUSINESS_TEXT } from '../admin-business-text';
import { TextField } from './form-field';
import type { FieldIds } from './field-ids';

/** 'Ubicación': zone, plus code, coordinates (typed or picked on the map), place id, reference. */
export function LocationFieldset({ ids }: { ids: FieldIds }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<BusinessFormValues>();
  const [showMap, setShowMap] = useState(false);
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = useMemo(() => pointOf(latitude, longitude), [latitude, longitude]);

  const pickPoint = ({ lat, lng }: MapPoint) => {
    setValue('latitude', String(lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', String(lng), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Ubicación</legend>
      <div className="form-grid">
        <TextField
          id={ids('vicinity')}
          label={ADMIN_BUSINESS_TEXT.vicinity}
          registration={register('vicinity')}
          error={errors.vicinity?.message}
          placeholder="Ej.: La Habana Vieja"
        />
        <TextField
          id={ids('plus-code')}
          label={ADMIN_BUSINESS_TEXT.plusCode}
          registration={register('plus_code')}
          error={errors.plus_code?.message}
          placeholder="Ej.: 76XFVJQV+5G"
        />
        <TextField
          id={ids('latitude')}
          label="Latitud"
          type="number"
          step="any"
          min={-90}
          max={90}
          registration={register('latitude')}
          error={errors.latitude?.message}
        />
        <TextField
          id={ids('longitude')}
          label="Longitud"
          type="number"
          step="any"
          min={-180}
          max={180}
          registration={register('longitude')}
          error={errors.longitude?.message}
        />
        <div className="form-grid__wide business-form__map">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={showMap}
            aria-controls={ids('map')}
            onClick={() => setShowMap((v) => !v)}
          >
            {showMap ? 'Ocultar el mapa' : 'Elegir en el mapa'}
          </button>
          <div id={ids('map')}>{showMap && <MapPicker value={point} onPick={pickPoint} />}</div>
        </div>
        <TextField
          id={ids('place-id')}
          label={ADMIN_BUSINESS_TEXT.placeId}
          hint={ADMIN_BUSINESS_TEXT.placeIdHint}
          spellCheck={false}
          registration={register('place_id')}
          error={errors.place_id?.message}
        />
        <TextField id={ids('reference')} label="Referencia" registration={register('reference')} error={errors.reference?.message} />
      </div>
    </fieldset>
  );
}
