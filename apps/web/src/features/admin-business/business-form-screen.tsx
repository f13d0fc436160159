import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG, type Business, ADMIN_MSG } from '@guia/contracts';
import { LoadingScreen } from '../../components/loading-screen';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { businessQuery } from '../../lib/api/business';
import { readAdminBusinessFormNavState, type AdminListNavState } from '../../lib/nav-state';
import { useSaveBusiness } from './api/save-business';
import { buildBusinessFormData, businessFormSchema, emptyFormValues, filesProblem, formValuesOf, type BusinessFormValues } from './business-form-model';
import { BasicsFieldset } from './components/basics-fieldset';
import { CategoriesFieldset } from './components/categories-fieldset';
import { HoursFieldset } from './components/hours-fieldset';
import { IconFieldset } from './components/icon-fieldset';
import { LocationFieldset } from './components/location-fieldset';
import { PhotosFieldset } from './components/photos-fieldset';
import { PlanFieldset } from './components/plan-fieldset';
import { PaymentsFieldset } from './components/payments-fieldset';
import '../../components/admin-list/admin-list.css';
import './admin-business.css';

/** The failure text of a save: the server's own message, else the generic one. */
function failureText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message === ADMIN_MSG.invalidServerResponse) return err.message;
  return MSG.requestError;
}

/**
 * The business form (spec §5, issue 20 §9): one component per fieldset (components/*-fieldset.tsx),
 * the values and rules in business-form-model.ts. The form keeps what is not a form value: the new
 * photo and icon files, and the save's failure.
 */
function BusinessForm({ business }: { business?: Business }) {
  const navigate = useNavigate();
  const location = useLocation();
  const listSearch = readAdminBusinessFormNavState(location.state)?.listSearch ?? '';
  const save = useSaveBusiness(business?._id);
  const uid = useId();
  const ids = (name: string) => `${uid}-${name}`;

  const form = useForm<BusinessFormValues>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: business ? formValuesOf(business) : emptyFormValues(),
  });

  const [failure, setFailure] = useState<string | null>(null);
  // Only while the request is in flight: validation must still be able to focus a field.
  const isSubmitting = save.isPending;
  const [photos, setPhotos] = useState<File[]>([]);
  const [filesErrors, setFilesErrors] = useState<string[]>([]);
  const [icon, setIcon] = useState<File | null>(null);
  const [removeIcon, setRemoveIcon] = useState(false);

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
      const body = buildBusinessFormData(values, {
        photos,
        icon,
        removeIcon,
        compoundCode: business?.plus_code?.compound_code,
        version: business?.version,
      });
      await save.mutateAsync(body);
      const state: AdminListNavState = { notice: business ? ADMIN_MSG.businessUpdated : ADMIN_MSG.businessCreated };
      await navigate({ pathname: paths.adminBusinesses, search: listSearch }, { state });
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

  return (
    <FormProvider {...form}>
      <form className="business-form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-busy={isSubmitting || undefined}>
        {failure && (
          <p id={ids('failure')} tabIndex={-1} className="alert alert--error business-form__failure" role="alert">
            {failure}
          </p>
        )}
        <fieldset className="admin-fieldset business-form__body" disabled={isSubmitting}>
          <legend className="visually-hidden">Datos del negocio</legend>
          <BasicsFieldset ids={ids} savedStatus={business?.business_status} />
          <LocationFieldset ids={ids} />
          <CategoriesFieldset ids={ids} />
          <PhotosFieldset ids={ids} business={business} files={photos} onFiles={setPhotos} filesErrors={filesErrors} onFilesErrors={setFilesErrors} />
          <IconFieldset
            ids={ids}
            savedIcon={business?.icon}
            file={icon}
            onFile={setIcon}
            savedRemoved={removeIcon}
            onRemoveSaved={() => setRemoveIcon(true)}
          />
          <HoursFieldset ids={ids} />
          <PlanFieldset ids={ids} business={business} />
          <PaymentsFieldset business={business} />

          <div className="business-form__actions">
            <button type="submit" className="btn btn--primary">
              {isSubmitting ? 'Guardando...' : business ? 'Guardar cambios' : 'Crear negocio'}
            </button>
            <Link
              className="btn btn--ghost"
              to={{ pathname: paths.adminBusinesses, search: listSearch }}
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
    </FormProvider>
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
