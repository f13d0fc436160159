import { useState } from 'react';
import { photoFileProblem } from '../photo-checks';
import { FieldError, describedBy } from './form-field';
import { FilePicker } from '../../../components/photo-files/file-picker';
import { FilePreview } from '../../../components/photo-files/file-preview';
import type { FieldIds } from './field-ids';

interface IconFieldsetProps {
  ids: FieldIds;
  /** The saved icon's address. */
  savedIcon?: string;
  /** A new icon to upload (null: none picked). */
  file: File | null;
  onFile(file: File | null): void;
  /** The saved icon is to be removed. */
  savedRemoved: boolean;
  onRemoveSaved(): void;
}

/** 'Icono': the saved icon (removable) or a new image, checked as it is picked. */
export function IconFieldset({ ids, savedIcon, file, onFile, savedRemoved, onRemoveSaved }: IconFieldsetProps) {
  const [error, setError] = useState<string | null>(null);
  const current = savedIcon && !savedRemoved && !file ? savedIcon : null;
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Icono</legend>
      {current && (
        <div className="photo-item">
          <img className="photo-item__img photo-item__img--icon" src={current} alt="Icono actual" width={48} height={48} decoding="async" />
          <span className="photo-item__url">Icono actual</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onRemoveSaved}>
            Quitar el icono
          </button>
        </div>
      )}
      {file && (
        <div className="photo-item">
          <FilePreview file={file} className="photo-item__img photo-item__img--icon" alt={`Vista previa de ${file.name}`} width={48} height={48} />
          <span className="photo-item__url">{file.name}</span>
          <button type="button" className="btn btn--ghost btn--sm" aria-label={`Quitar ${file.name}`} onClick={() => onFile(null)}>
            Quitar
          </button>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids('icon')}>
          Archivo del icono
        </label>
        <FilePicker
          id={ids('icon')}
          buttonText="Elegir imagen"
          summary={file ? file.name : 'Ningún archivo elegido'}
          invalid={Boolean(error)}
          describedBy={describedBy(ids('icon'), { error: Boolean(error) })}
          onFiles={([picked]) => {
            void photoFileProblem(picked!).then((problem) => {
              setError(problem);
              if (!problem) onFile(picked!);
            });
          }}
        />
        <FieldError id={ids('icon')} message={error ?? undefined} />
      </div>
    </fieldset>
  );
}
