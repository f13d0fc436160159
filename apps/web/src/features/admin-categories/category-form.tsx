import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_MESSAGES, categoryBodySchema, type CategoryBody } from '@guia/contracts';

interface CategoryFormProps {
  /** id of the <form>, so buttons outside it (a modal footer) can submit it with form={id} */
  id: string;
  initial?: CategoryBody;
  /** Sends the body; it never rejects (the caller catches and passes `failure`). */
  onValid: (body: CategoryBody) => Promise<unknown>;
  /** The server's message after a failed save. */
  failure?: string | null;
  disabled?: boolean;
  /** Buttons inside the form (the standalone page). */
  children?: ReactNode;
}

const EMPTY: CategoryBody = { nombre: '', name: '' };

/** The schema says both names are required in one sentence; next to each field, say which one. */
const REQUIRED: Record<keyof CategoryBody, string> = {
  nombre: CATEGORY_MESSAGES.nombreRequired,
  name: CATEGORY_MESSAGES.nameRequired,
};

/** Spanish and English names, both required (spec §5 Category modal); errors next to each field. */
export function CategoryForm({ id, initial = EMPTY, onValid, failure, disabled = false, children }: CategoryFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryBody>({ resolver: zodResolver(categoryBodySchema), defaultValues: initial });

  const field = (key: keyof CategoryBody, label: string, lang: string, hint: string) => {
    const message = errors[key]?.message;
    const error = message === CATEGORY_MESSAGES.namesRequired ? REQUIRED[key] : message;
    const inputId = `${id}-${key}`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="field__input"
          type="text"
          lang={lang}
          autoComplete="off"
          required
          placeholder={hint}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          data-autofocus={key === 'nombre' ? true : undefined}
          {...register(key)}
        />
        {error && (
          <p id={`${inputId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form id={id} className="admin-form" noValidate onSubmit={handleSubmit(onValid)}>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="admin-form__fields" disabled={disabled}>
        {field('nombre', 'Nombre (español)', 'es', 'Ej.: Comer y beber')}
        {field('name', 'Nombre (inglés)', 'en', 'Ej.: restaurant')}
      </fieldset>
      {children}
    </form>
  );
}
