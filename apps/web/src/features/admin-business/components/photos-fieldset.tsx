import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { UPLOAD_MAX_FILES, type Business } from '@guia/contracts';
import { truncate } from '../../../lib/format';
import { photoUrlProblem, type BusinessFormValues } from '../business-form-model';
import { ADMIN_BUSINESS_TEXT } from '../admin-business-text';
import { photoFileProblem, photoUrlReachProblem } from '../photo-checks';
import { FieldError, FieldHint, describedBy } from './form-field';
import { FilePicker } from '../../../components/photo-files/file-picker';
import { FilePreview } from '../../../components/photo-files/file-preview';
import { PHOTO_FILES_TEXT } from '../../../components/photo-files/photo-files-text';
import { onEnter, type FieldIds } from './field-ids';

interface PhotosFieldsetProps {
  ids: FieldIds;
  /** The edited business: its saved photos' thumbnails. */
  business?: Business;
  /** New files to upload (the form sends them; kept by the screen). */
  files: File[];
  onFiles(next: File[]): void;
  /** One line per file not kept, naming it (issue 20 §9); the files kept stay usable. */
  filesErrors: string[];
  onFilesErrors(next: string[]): void;
}

/**
 * 'Fotos': the saved photos (the form's `photo_urls`), an address typed by hand, and new files.
 * Everything is checked as it is added (issue 20 §9): an address's shape (the API's rule) and
 * whether it loads as an image here; a file's size and what its first bytes say it is.
 */
export function PhotosFieldset({ ids, business, files, onFiles, filesErrors, onFilesErrors }: PhotosFieldsetProps) {
  const { control, getValues } = useFormContext<BusinessFormValues>();
  const { field } = useController({ control, name: 'photo_urls' });
  const photoUrls = field.value;
  const [urlText, setUrlText] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [checkingUrl, setCheckingUrl] = useState(false);
  const filesRef = useRef<File[]>(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  const filesError = filesErrors.length > 0 ? filesErrors.join(' ') : null;

  const thumbnailOf = useMemo(() => {
    const map = new Map<string, string>();
    business?.photos.forEach((p, i) => map.set(p, business.thumbnails?.[i] || p));
    return map;
  }, [business]);

  const addUrl = async () => {
    const url = urlText.trim();
    if (!url || checkingUrl) return;
    const problem = photoUrlProblem(url);
    if (problem) {
      setUrlError(problem);
      return;
    }
    setUrlError(null);
    if (photoUrls.includes(url)) {
      setUrlText('');
      return;
    }
    setCheckingUrl(true);
    const unreachable = await photoUrlReachProblem(url);
    setCheckingUrl(false);
    if (unreachable) {
      setUrlError(unreachable);
      requestAnimationFrame(() => document.getElementById(ids('photo-url'))?.focus());
      return;
    }
    field.onChange([...getValues('photo_urls'), url]);
    setUrlText('');
  };

  /** Each picked file is checked as it is added; one that fails is not kept and is named; the others are kept. */
  const addFiles = async (picked: File[]) => {
    const problems = await Promise.all(picked.map((file) => photoFileProblem(file)));
    // from the latest list (two picks in a row finish in any order)
    const current = filesRef.current;
    let room = UPLOAD_MAX_FILES - current.length - getValues('photo_urls').length;
    const errors: string[] = [];
    const kept: File[] = [];
    picked.forEach((file, i) => {
      if (problems[i]) errors.push(problems[i]);
      else if (room <= 0) errors.push(PHOTO_FILES_TEXT.tooMany(file.name));
      else {
        kept.push(file);
        room -= 1;
      }
    });
    const next = [...current, ...kept];
    filesRef.current = next;
    onFiles(next);
    onFilesErrors(errors);
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Fotos</legend>
      {photoUrls.length > 0 && (
        <ul className="photo-list" aria-label="Fotos guardadas">
          {photoUrls.map((url, i) => (
            <li key={url} className="photo-item">
              <img className="photo-item__img" src={thumbnailOf.get(url) ?? url} alt={`Foto ${i + 1}`} width={72} height={54} loading="lazy" decoding="async" />
              <span className="photo-item__url" title={url.startsWith('data:') ? undefined : url}>
                {url.startsWith('data:') ? 'Imagen incrustada' : truncate(url, 48)}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Quitar la foto ${i + 1}`}
                onClick={() => field.onChange(photoUrls.filter((u) => u !== url))}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids('photo-url')}>
          URL de una foto
        </label>
        <div className="inline-add">
          <input
            id={ids('photo-url')}
            className="field__input"
            type="text"
            inputMode="url"
            placeholder="https://…"
            value={urlText}
            autoComplete="off"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={describedBy(ids('photo-url'), { error: Boolean(urlError) })}
            aria-busy={checkingUrl || undefined}
            onChange={(event) => {
              setUrlText(event.target.value);
              setUrlError(null);
            }}
            onKeyDown={onEnter(() => void addUrl())}
          />
          <button type="button" className="btn btn--ghost" onClick={() => void addUrl()} disabled={!urlText.trim() || checkingUrl}>
            Añadir URL
          </button>
        </div>
        {checkingUrl && (
          <p className="field__hint" role="status">
            {ADMIN_BUSINESS_TEXT.checkingPhoto}
          </p>
        )}
        <FieldError id={ids('photo-url')} message={urlError ?? undefined} />
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids('photos')}>
          Subir fotos
        </label>
        <FilePicker
          id={ids('photos')}
          multiple
          buttonText="Elegir imágenes"
          summary={files.length === 0 ? 'Ninguna imagen elegida' : `${files.length} ${files.length === 1 ? 'imagen elegida' : 'imágenes elegidas'}`}
          invalid={Boolean(filesError)}
          describedBy={describedBy(ids('photos'), { hint: true, error: Boolean(filesError) })}
          onFiles={(picked) => void addFiles(picked)}
        />
        <FieldHint id={ids('photos')}>{ADMIN_BUSINESS_TEXT.photosHint}</FieldHint>
        {filesErrors.length > 0 && (
          <div id={`${ids('photos')}-error`} className="field__error" role="alert">
            <ul className="field__error-list">
              {filesErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {files.length > 0 && (
        <ul className="photo-list" aria-label="Fotos nuevas">
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="photo-item">
              <FilePreview file={file} className="photo-item__img" alt={`Vista previa de ${file.name}`} width={72} height={54} />
              <span className="photo-item__url">{file.name}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Quitar ${file.name}`}
                onClick={() => {
                  onFiles(files.filter((_, j) => j !== i));
                  onFilesErrors([]);
                }}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
