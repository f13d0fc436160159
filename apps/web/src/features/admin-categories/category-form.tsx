import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_MESSAGES, categoryBodySchema, type CategoryBody } from '@guia/contracts';
import { CATEGORY_TEXT } from './category-text';

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

const EMPTY: CategoryBody = { nombre: '', name: '', show_on_home: false };

/** The schema says both are required in one sentence; next to each field, say which one. */
const REQUIRED: Record<'nombre' | 'name', string> = {
  nombre: CATEGORY_MESSAGES.nombreRequired,
  name: CATEGORY_MESSAGES.nameRequired,
};

/**
 * The name people read and the identifier the map and filters use, both required (spec §5 Category
 * modal); errors next to each field. 'Mostrar en inicio' puts the category in home's grid (issue 20 §9).
 */
export function CategoryForm({ id, initial = EMPTY, onValid, failure, disabled = false, children }: CategoryFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryBody>({
    resolver: zodResolver(categoryBodySchema),
    defaultValues: { ...initial, show_on_home: initial.show_on_home === true },
  });

  const field = (key: 'nombre' | 'name', label: string, lang: string | undefined, placeholder: string, hint?: string) => {
    const message = errors[key]?.message;
    const error = message === CATEGORY_MESSAGES.namesRequired ? REQUIRED[key] : message;
    const inputId = `${id}-${key}`;
    const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
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
          spellCheck={lang ? undefined : false}
          required
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          data-autofocus={key === 'nombre' ? true : undefined}
          {...register(key)}
        />
        {hint && (
          <p id={`${inputId}-hint`} className="field__hint">
            {hint}
          </p>
        )}
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
      <fieldset className="admin-fieldset admin-form__fields" disabled={disabled}>
        {field('nombre', CATEGORY_TEXT.nombreLabel, 'es', CATEGORY_TEXT.nombrePlaceholder)}
        {field('name', CATEGORY_TEXT.nameLabel, undefined, CATEGORY_TEXT.namePlaceholder, CATEGORY_TEXT.nameHint)}
        <div className="field field--checkbox">
          <label className="checkbox">
            <input type="checkbox" aria-describedby={`${id}-home-hint`} {...register('show_on_home')} />
            {CATEGORY_TEXT.showOnHome}
          </label>
          <p id={`${id}-home-hint`} className="field__hint">
            {CATEGORY_TEXT.showOnHomeHint}
          </p>
        </div>
      </fieldset>
      {children}
    </form>
  );
}
