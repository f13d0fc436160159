import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, API_MSG } from '@guia/contracts';

export interface NewImage {
  key: string;
  file: File;
  /** An object URL for the preview; revoked when the image is removed or the form goes away. */
  preview: string;
}

let nextKey = 0;

/** Files chosen for upload, each with a preview URL that is revoked when no longer shown. */
export function useNewImages() {
  const [items, setItems] = useState<NewImage[]>([]);
  const live = useRef<NewImage[]>([]);
  useEffect(() => {
    live.current = items;
  }, [items]);
  useEffect(
    () => () => {
      live.current.forEach((item) => URL.revokeObjectURL(item.preview));
      live.current = [];
    },
    [],
  );

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({ key: `img-${(nextKey += 1)}`, file, preview: URL.createObjectURL(file) }));
    setItems((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  return { items, add, remove };
}

export interface ExistingImage {
  url: string;
  thumbnail: string;
}

interface ImagePickerProps {
  existing: ExistingImage[];
  removed: ReadonlySet<string>;
  onToggleExisting: (url: string) => void;
  images: NewImage[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * Image upload (several, images only) with previews; on edit the current images too, each one
 * removable (and restorable until the form is saved).
 */
export function ImagePicker({ existing, removed, onToggleExisting, images, onAdd, onRemove }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const keptCount = existing.filter((img) => !removed.has(img.url)).length;

  const choose = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    let message: string | null = null;
    const accepted: File[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/')) message = API_MSG.notAnImage;
      else if (file.size > UPLOAD_MAX_BYTES) message = API_MSG.fileTooLarge;
      else if (keptCount + images.length + accepted.length >= UPLOAD_MAX_FILES) message = API_MSG.tooManyFiles;
      else accepted.push(file);
    }
    setProblem(message);
    if (accepted.length > 0) onAdd(accepted);
  };

  return (
    <fieldset className="admin-fieldset event-form__group images">
      <legend className="field__label">Imágenes</legend>

      {existing.length > 0 && (
        <>
          <p className="images__caption">Imágenes actuales</p>
          <ul className="images__grid" aria-label="Imágenes actuales">
            {existing.map((img, i) => {
              const isRemoved = removed.has(img.url);
              return (
                <li key={img.url} className={`images__item${isRemoved ? ' images__item--removed' : ''}`}>
                  <img src={img.thumbnail || img.url} alt={`Imagen actual ${i + 1}`} width={160} height={160} loading="lazy" decoding="async" />
                  {isRemoved && <span className="images__badge">Se eliminará</span>}
                  <button
                    type="button"
                    className="images__action"
                    aria-label={isRemoved ? `Restaurar imagen actual ${i + 1}` : `Quitar imagen actual ${i + 1}`}
                    aria-pressed={isRemoved}
                    onClick={() => onToggleExisting(img.url)}
                  >
                    {isRemoved ? 'Restaurar' : 'Quitar'}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <input
        id={inputId}
        className="images__input visually-hidden"
        type="file"
        accept="image/*"
        multiple
        aria-describedby={hintId}
        onChange={(e) => {
          choose(e.target.files);
          e.target.value = '';
        }}
      />
      <label className="images__drop" htmlFor={inputId}>
        <span className="images__drop-title">Añadir imágenes</span>
        <span className="images__drop-hint" id={hintId} aria-hidden="true">
          JPEG, PNG, WebP, GIF o AVIF · hasta {UPLOAD_MAX_FILES} imágenes de 5 MB
        </span>
      </label>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}

      {images.length > 0 && (
        <>
          <p className="images__caption">Imágenes nuevas</p>
          <ul className="images__grid" aria-label="Imágenes nuevas">
            {images.map((img) => (
              <li key={img.key} className="images__item">
                <img src={img.preview} alt={`Vista previa de ${img.file.name}`} width={160} height={160} decoding="async" />
                <button type="button" className="images__action" aria-label={`Quitar ${img.file.name}`} onClick={() => onRemove(img.key)}>
                  Quitar
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
