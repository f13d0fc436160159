import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG, UPLOAD_MAX_FILES, type Business, ADMIN_MSG } from '@guia/contracts';
import { LoadingScreen } from '../../components/loading-screen';
import { MapPicker, type MapPoint } from '../../components/map-picker/map-picker';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { businessQuery } from '../../lib/api/business';
import { truncate } from '../../lib/format';
import { categoryOptionsQuery } from './api/categories';
import { useSaveBusiness } from './api/save-business';
import {
  PLAN_OPTIONS,
  STATUS_OPTIONS,
  buildBusinessFormData,
  businessFormSchema,
  emptyFormValues,
  filesProblem,
  formValuesOf,
  lenientNumber,
  photoUrlProblem,
  sameLabel,
  type BusinessFormValues,
} from './business-form-model';
import type { BusinessListState } from './business-list-screen';
import { FieldError, FieldHint, TextField, describedBy } from './components/form-field';
import { FilePicker } from './components/file-picker';
import { FilePreview } from './components/file-preview';
import { HoursEditor, type HoursErrors } from './components/hours-editor';
import { ADMIN_BUSINESS_TEXT } from './admin-business-text';
import { photoFileProblem, photoUrlReachProblem } from './photo-checks';
import { categoryLabelOf } from './category-labels';
import { RatingsSummary } from './components/ratings-summary';
import './admin-business.css';

interface FormLocationState {
  /** The list's ?q=&pagina= to go back to. */
  listSearch?: string;
}

/** The failure text of a save: the server's own message, else the generic one. */
function failureText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message === ADMIN_MSG.invalidServerResponse) return err.message;
  return MSG.requestError;
}

function pointOf(latitude: string, longitude: string): MapPoint | null {
  const lat = lenientNumber(latitude);
  const lng = lenientNumber(longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

function BusinessForm({ business }: { business?: Business }) {
  const navigate = useNavigate();
  const location = useLocation();
  const listSearch = ((location.state ?? null) as FormLocationState | null)?.listSearch;
  const save = useSaveBusiness(business?._id);
  const categories = useQuery(categoryOptionsQuery());
  const uid = useId();
  const ids = (name: string) => `${uid}-${name}`;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<BusinessFormValues>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: business ? formValuesOf(business) : emptyFormValues(),
  });
  const { field: categoriesField } = useController({ control, name: 'categories' });
  const { field: photoUrlsField } = useController({ control, name: 'photo_urls' });
  const { field: hoursField } = useController({ control, name: 'hours' });
  const selected = categoriesField.value;
  const photoUrls = photoUrlsField.value;

  const [failure, setFailure] = useState<string | null>(null);
  // Only while the request is in flight: validation must still be able to focus a field.
  const isSubmitting = save.isPending;
  const [tagText, setTagText] = useState('');
  const [urlText, setUrlText] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [checkingUrl, setCheckingUrl] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const photosRef = useRef<File[]>([]);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  /** One line per file not kept, naming it (issue 20 §9); the files kept stay usable. */
  const [filesErrors, setFilesErrors] = useState<string[]>([]);
  const filesError = filesErrors.length > 0 ? filesErrors.join(' ') : null;
  const [icon, setIcon] = useState<File | null>(null);
  const [removeIcon, setRemoveIcon] = useState(false);
  const [iconError, setIconError] = useState<string | null>(null);
  const [showMap, setShowMap] = useState(false);

  const thumbnailOf = useMemo(() => {
    const map = new Map<string, string>();
    business?.photos.forEach((p, i) => map.set(p, business.thumbnails?.[i] || p));
    return map;
  }, [business]);

  const known = categories.data ?? [];
  // a category is ticked by its name or by its identifier (the seed stores both: 'Comer y beber', 'restaurant')
  const isCategory = (c: { nombre: string; name: string }, label: string) => sameLabel(c.nombre, label) || sameLabel(c.name, label);
  const customTags = selected.filter((s) => !known.some((c) => isCategory(c, s)));
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = useMemo(() => pointOf(latitude, longitude), [latitude, longitude]);

  const toggleCategory = (category: { nombre: string; name: string }, on: boolean) => {
    if (on) {
      if (!selected.some((s) => isCategory(category, s))) categoriesField.onChange([...selected, category.nombre]);
      return;
    }
    categoriesField.onChange(selected.filter((s) => !isCategory(category, s)));
  };

  const addTag = () => {
    const tag = tagText.trim();
    if (!tag) return;
    if (!selected.some((s) => sameLabel(s, tag))) {
      const match = known.find((c) => sameLabel(c.nombre, tag));
      categoriesField.onChange([...selected, match ? match.nombre : tag]);
    }
    setTagText('');
  };

  // issue 20 §9: the address's shape (the API's rule), then whether it loads as an image here
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
    photoUrlsField.onChange([...getValues('photo_urls'), url]);
    setUrlText('');
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      action();
    }
  };

  /**
   * Issue 20 §9: each picked file is checked as it is added (size, then what its first bytes say it
   * is); one that fails is not kept and is named in the message; the others are kept.
   */
  const addPhotos = async (picked: File[]) => {
    const problems = await Promise.all(picked.map((file) => photoFileProblem(file)));
    // from the latest list (two picks in a row finish in any order)
    const current = photosRef.current;
    let room = UPLOAD_MAX_FILES - current.length - getValues('photo_urls').length;
    const errors: string[] = [];
    const kept: File[] = [];
    picked.forEach((file, i) => {
      if (problems[i]) errors.push(problems[i]);
      else if (room <= 0) errors.push(ADMIN_BUSINESS_TEXT.tooMany(file.name));
      else {
        kept.push(file);
        room -= 1;
      }
    });
    const next = [...current, ...kept];
    photosRef.current = next;
    setPhotos(next);
    setFilesErrors(errors);
  };

  const pickPoint = ({ lat, lng }: MapPoint) => {
    setValue('latitude', String(lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', String(lng), { shouldDirty: true, shouldValidate: true });
  };

  const onValid = async (values: BusinessFormValues) => {
    setFailure(null);
    // each file was checked as it was added; only the total can still be too many (addresses added after)
    const problem = filesProblem(photos, values.photo_urls.length);
    if (problem) {
      setFilesErrors([problem]);
      document.getElementById(ids('photos'))?.focus();
      return;
    }
    try {
      const form = buildBusinessFormData(values, {
        photos,
        icon,
        removeIcon,
        compoundCode: business?.plus_code?.compound_code,
        version: business?.version,
      });
      await save.mutateAsync(form);
      const state: BusinessListState = { notice: business ? ADMIN_MSG.businessUpdated : ADMIN_MSG.businessCreated };
      await navigate({ pathname: paths.adminBusinesses, search: listSearch ?? '' }, { state });
    } catch (err) {
      setFailure(failureText(err));
      requestAnimationFrame(() => document.getElementById(ids('failure'))?.focus());
    }
  };

  // the hours editor's fields are not registered inputs: the first one in error gets the focus
  const onInvalid = (invalid: FieldErrors<BusinessFormValues>) => {
    if (Object.keys(invalid).some((key) => key !== 'hours')) return;
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.hours-editor [aria-invalid="true"]')?.focus());
  };

  const currentIcon = business?.icon && !removeIcon && !icon ? business.icon : null;

  return (
    <form className="business-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={isSubmitting || undefined}>
      {failure && (
        <p id={ids('failure')} tabIndex={-1} className="alert alert--error business-form__failure" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="business-form__body" disabled={isSubmitting}>
        <legend className="visually-hidden">Datos del negocio</legend>

        <fieldset className="form-section">
          <legend className="form-section__title">Datos básicos</legend>
          <div className="form-grid">
            <TextField
              id={ids('name')}
              label="Nombre"
              mandatory
              autoComplete="off"
              registration={register('name')}
              error={errors.name?.message}
            />
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
                {business?.business_status && !STATUS_OPTIONS.some((o) => o.value === business.business_status) && (
                  <option value={business.business_status}>{business.business_status}</option>
                )}
              </select>
            </div>
            <TextField
              id={ids('phone')}
              label="Teléfono"
              type="tel"
              autoComplete="off"
              registration={register('phone')}
              error={errors.phone?.message}
            />
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
          </div>
        </fieldset>

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

        <fieldset className="form-section">
          <legend className="form-section__title">Categorías</legend>
          {categories.isPending && (
            <p className="admin-muted" role="status">
              {MSG.loading}
            </p>
          )}
          {categories.isError && (
            <p className="alert alert--error" role="alert">
              {ADMIN_MSG.adminCategoriesError}
            </p>
          )}
          {known.length > 0 && (
            <div className="checkbox-grid">
              {known.map((c) => (
                <label key={c._id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={selected.some((s) => isCategory(c, s))}
                    onChange={(event) => toggleCategory(c, event.target.checked)}
                  />
                  {c.nombre}
                </label>
              ))}
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor={ids('tag')}>
              Etiqueta personalizada
            </label>
            <div className="inline-add">
              <input
                id={ids('tag')}
                className="field__input"
                type="text"
                value={tagText}
                autoComplete="off"
                aria-describedby={`${ids('tag')}-hint`}
                onChange={(event) => setTagText(event.target.value)}
                onKeyDown={onEnter(addTag)}
              />
              <button type="button" className="btn btn--ghost" onClick={addTag} disabled={!tagText.trim()}>
                Añadir etiqueta
              </button>
            </div>
            <FieldHint id={ids('tag')}>Pulsa Intro o «Añadir etiqueta». Se guardan junto a las categorías marcadas.</FieldHint>
          </div>
          {customTags.length > 0 && (
            <ul className="chip-list" aria-label="Etiquetas personalizadas">
              {customTags.map((tag) => (
                <li key={tag} className="chip">
                  {categoryLabelOf(tag, known)}
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={`Quitar la etiqueta ${categoryLabelOf(tag, known)}`}
                    onClick={() => categoriesField.onChange(selected.filter((s) => s !== tag))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

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
                    onClick={() => photoUrlsField.onChange(photoUrls.filter((u) => u !== url))}
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
              summary={photos.length === 0 ? 'Ninguna imagen elegida' : `${photos.length} ${photos.length === 1 ? 'imagen elegida' : 'imágenes elegidas'}`}
              invalid={Boolean(filesError)}
              describedBy={describedBy(ids('photos'), { hint: true, error: Boolean(filesError) })}
              onFiles={(picked) => void addPhotos(picked)}
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
          {photos.length > 0 && (
            <ul className="photo-list" aria-label="Fotos nuevas">
              {photos.map((file, i) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="photo-item">
                  <FilePreview file={file} className="photo-item__img" alt={`Vista previa de ${file.name}`} width={72} height={54} />
                  <span className="photo-item__url">{file.name}</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Quitar ${file.name}`}
                    onClick={() => {
                      setPhotos(photos.filter((_, j) => j !== i));
                      setFilesErrors([]);
                    }}
                  >
                    Quitar
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Icono</legend>
          {currentIcon && (
            <div className="photo-item">
              <img className="photo-item__img photo-item__img--icon" src={currentIcon} alt="Icono actual" width={48} height={48} decoding="async" />
              <span className="photo-item__url">Icono actual</span>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRemoveIcon(true)}>
                Quitar el icono
              </button>
            </div>
          )}
          {icon && (
            <div className="photo-item">
              <FilePreview file={icon} className="photo-item__img photo-item__img--icon" alt={`Vista previa de ${icon.name}`} width={48} height={48} />
              <span className="photo-item__url">{icon.name}</span>
              <button type="button" className="btn btn--ghost btn--sm" aria-label={`Quitar ${icon.name}`} onClick={() => setIcon(null)}>
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
              summary={icon ? icon.name : 'Ningún archivo elegido'}
              invalid={Boolean(iconError)}
              describedBy={describedBy(ids('icon'), { error: Boolean(iconError) })}
              onFiles={([file]) => {
                void photoFileProblem(file!).then((problem) => {
                  setIconError(problem);
                  if (!problem) setIcon(file!);
                });
              }}
            />
            <FieldError id={ids('icon')} message={iconError ?? undefined} />
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Horario</legend>
          <HoursEditor id={ids('hours')} value={hoursField.value} onChange={hoursField.onChange} errors={errors.hours as HoursErrors | undefined} />
        </fieldset>

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

        <div className="business-form__actions">
          <button type="submit" className="btn btn--primary">
            {isSubmitting ? 'Guardando...' : business ? 'Guardar cambios' : 'Crear negocio'}
          </button>
          <Link
            className="btn btn--ghost"
            to={{ pathname: paths.adminBusinesses, search: listSearch ?? '' }}
            aria-disabled={isSubmitting || undefined}
            onClick={(event) => {
              if (isSubmitting) event.preventDefault();
            }}
          >
            Cancelar
          </Link>
        </div>
      </fieldset>
    </form>
  );
}

function FormShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="admin container" aria-labelledby="business-form-title">
      <PageTitle title={title} />
      <header className="admin__header">
        <div>
          <p className="admin__eyebrow">Administración · Negocios</p>
          <h1 id="business-form-title" className="admin__title">
            {title}
          </h1>
          {subtitle && <p className="admin__subtitle">{subtitle}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}

export function BusinessCreateScreen() {
  return (
    <FormShell title="Crear negocio">
      <BusinessForm />
    </FormShell>
  );
}

export function BusinessEditScreen() {
  const { id = '' } = useParams();
  // the form starts from what the server has now, never from a cached copy
  const business = useQuery({ ...businessQuery(id), refetchOnMount: 'always' });

  if (business.isPending || (business.isFetching && !business.isFetchedAfterMount)) return <LoadingScreen />;
  if (business.isError || !business.data?._id) {
    return (
      <FormShell title="Editar negocio">
        <p className="alert alert--error" role="alert">
          {ADMIN_MSG.adminBusinessGetError}
        </p>
        <p className="business-form__actions">
          <Link className="btn btn--ghost" to={paths.adminBusinesses}>
            Volver a Negocios
          </Link>
        </p>
      </FormShell>
    );
  }
  return (
    <FormShell title="Editar negocio" subtitle={business.data.name}>
      <BusinessForm key={business.data._id} business={business.data} />
    </FormShell>
  );
}
