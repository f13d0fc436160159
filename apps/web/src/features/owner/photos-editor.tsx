import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MSG, OWNER_PHOTO_LIMITS, UPLOAD_MAX_BYTES, apiPath, type Business, type OwnerPhotos } from '@guia/contracts';
import { ApiError, apiFetch } from '../../lib/api-client';
import { businessQuery } from '../../lib/api/business';
import { FilePicker } from '../../components/photo-files/file-picker';
import { photoFileProblem } from '../../components/photo-files/photo-checks';
import { PHOTO_FILES_TEXT, mbText } from '../../components/photo-files/photo-files-text';
import { OWNER_TEXT as T } from './owner-text';

type Editable = Pick<Business, '_id' | 'photos' | 'thumbnails' | 'version'>;

/** The id of a business's 'Fotos' section, which the checklist links to. */
export const photosAnchor = (businessId: string) => `owner-photos-${businessId}`;

type Write = { kind: 'add'; files: File[] } | { kind: 'remove'; url: string } | { kind: 'order'; photos: string[]; moved: string; to: number; via: 'up' | 'down' };

const failure = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.requestError);

/**
 * 'Fotos' in 'Mis negocios' (issue 21 §1): the page's photos as thumbnails, each with 'Subir',
 * 'Bajar' and 'Quitar' (the keyboard stays on the photo it moved), and 'Añadir fotos': each file
 * checked as it is added (the admin form's check: size, then what its first bytes say it is), the
 * good ones uploaded at once. Every write names the version read (409: someone else changed them;
 * the current ones are loaded). Recorded; an admin can undo it in 'Cambios'.
 */
export function PhotosEditor({ business }: { business: Editable }) {
  const id = useId();
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const list = useRef<HTMLOListElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ url: string; via: 'up' | 'down' } | null>(null);
  const photos = business.photos;
  const thumbnailOf = (i: number) => business.thumbnails?.[i] || photos[i]!;
  const room = OWNER_PHOTO_LIMITS.max - photos.length;

  const save = useMutation({
    mutationFn: (write: Write): Promise<OwnerPhotos> => {
      const where = { id: business._id };
      if (write.kind === 'add') {
        const form = new FormData();
        form.append('version', String(business.version));
        for (const file of write.files) form.append('photos', file);
        return apiFetch<OwnerPhotos>(apiPath(API.photosAdd, where), { method: 'POST', body: form });
      }
      if (write.kind === 'remove') return apiFetch<OwnerPhotos>(apiPath(API.photosRemove, where, { url: write.url, version: business.version }), { method: 'DELETE' });
      return apiFetch<OwnerPhotos>(apiPath(API.photosOrder, where), { method: 'PUT', body: { photos: write.photos, version: business.version } });
    },
    onSuccess: (answer, write) => {
      client.setQueryData(businessQuery(business._id).queryKey, (b: Business | undefined) => (b ? { ...b, photos: answer.photos, thumbnails: answer.thumbnails, version: answer.version } : b));
      if (write.kind === 'add') setNotice({ ok: true, text: T.photosAdded(write.files.length) });
      else if (write.kind === 'remove') setNotice({ ok: true, text: T.photosRemoved });
      else {
        setNotice({ ok: true, text: T.photosMoved(write.to + 1) });
        setFocusAfter({ url: write.moved, via: write.via });
      }
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.status === 409) {
        await client.fetchQuery({ ...businessQuery(business._id), staleTime: 0 });
        setNotice({ ok: false, text: T.photosStale });
        return;
      }
      setNotice({ ok: false, text: failure(err) });
    },
  });

  // the keyboard stays with the photo that moved: on the same button, or the other one at an end
  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const item = [...list.current.querySelectorAll<HTMLLIElement>('li[data-url]')].find((li) => li.dataset.url === focusAfter.url);
    const same = item?.querySelector<HTMLButtonElement>(`button[data-move="${focusAfter.via}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`button[data-move="${focusAfter.via === 'up' ? 'down' : 'up'}"]`);
    (same && same.getAttribute('aria-disabled') !== 'true' ? same : other)?.focus();
    setFocusAfter(null);
  }, [focusAfter, photos]);

  const run = (write: Write) => {
    if (save.isPending) return;
    setNotice(null);
    save.mutate(write);
  };

  const move = (i: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    const next = [...photos];
    const [moved] = next.splice(i, 1);
    next.splice(to, 0, moved!);
    run({ kind: 'order', photos: next, moved: moved!, to, via: to < i ? 'up' : 'down' });
  };

  /** Each picked file is checked as it is added; one that fails is named and not sent; the good ones go up at once. */
  const addFiles = async (picked: File[]) => {
    setNotice(null);
    const problems = await Promise.all(picked.map((file) => photoFileProblem(file)));
    const errors: string[] = [];
    const kept: File[] = [];
    let left = room;
    picked.forEach((file, i) => {
      if (problems[i]) errors.push(problems[i]);
      else if (left <= 0) errors.push(PHOTO_FILES_TEXT.tooMany(file.name));
      else {
        kept.push(file);
        left -= 1;
      }
    });
    setFileErrors(errors);
    if (kept.length > 0) run({ kind: 'add', files: kept });
  };

  const pickerId = `${id}-add`;
  return (
    <section id={photosAnchor(business._id)} className="owner-today owner-photos" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="owner-today__title">
        {T.photosHeading}
      </h4>
      <p className="owner-muted">{T.photosLead(OWNER_PHOTO_LIMITS.max, mbText(UPLOAD_MAX_BYTES))}</p>
      {photos.length === 0 ? (
        <p className="owner-muted">{T.photosNone}</p>
      ) : (
        <ol ref={list} className="owner-photos__list" aria-label={T.photosList}>
          {photos.map((url, i) => {
            const first = i === 0;
            const last = i === photos.length - 1;
            return (
              <li key={url} data-url={url} className="owner-photos__item">
                <img className="owner-photos__img" src={thumbnailOf(i)} alt={T.photoAlt(i + 1)} width={96} height={72} loading="lazy" decoding="async" />
                <div className="owner-photos__actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    data-move="up"
                    aria-label={T.photoUpLabel(i + 1)}
                    aria-disabled={first || save.isPending || undefined}
                    onClick={() => !first && move(i, i - 1)}
                  >
                    {T.photoUp}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    data-move="down"
                    aria-label={T.photoDownLabel(i + 1)}
                    aria-disabled={last || save.isPending || undefined}
                    onClick={() => !last && move(i, i + 1)}
                  >
                    {T.photoDown}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm owner-photos__remove"
                    aria-label={T.photoRemoveLabel(i + 1)}
                    aria-disabled={save.isPending || undefined}
                    onClick={() => run({ kind: 'remove', url })}
                  >
                    {T.photoRemove}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="field owner-photos__add">
        {room > 0 ? (
          <>
            <label className="field__label" htmlFor={pickerId}>
              {T.photosAdd}
            </label>
            <FilePicker
            id={pickerId}
            multiple
            buttonText={T.photosPick}
            summary={save.isPending && save.variables?.kind === 'add' ? T.photosUploading : T.photosCount(photos.length, OWNER_PHOTO_LIMITS.max)}
            invalid={fileErrors.length > 0}
            describedBy={[`${pickerId}-hint`, fileErrors.length > 0 ? `${pickerId}-error` : ''].filter(Boolean).join(' ')}
            onFiles={(picked) => void addFiles(picked)}
          />
          </>
        ) : (
          <p id={pickerId} className="owner-muted">
            {T.photosFull(OWNER_PHOTO_LIMITS.max)}
          </p>
        )}
        <p id={`${pickerId}-hint`} className="owner-muted">
          {T.photosPickHint}
        </p>
        {fileErrors.length > 0 && (
          <div id={`${pickerId}-error`} className="alert alert--error" role="alert">
            <ul className="owner-photos__errors">
              {fileErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {save.isPending && save.variables?.kind === 'add' && (
        <p className="owner-muted" role="status">
          {T.photosUploading}
        </p>
      )}
      {notice && (
        <p className={notice.ok ? 'alert alert--success' : 'alert alert--error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
    </section>
  );
}
