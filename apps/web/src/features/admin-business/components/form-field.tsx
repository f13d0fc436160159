import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** aria-describedby for a control: its hint and its error, when present. */
export const describedBy = (id: string, { hint, error }: { hint?: boolean; error?: boolean }) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="field__hint">
      {children}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** Shows '*' and sets aria-required. */
  mandatory?: boolean;
  className?: string;
  multiline?: boolean;
}

/** A labelled input (or textarea) with its hint and its error next to it. */
export function TextField({ id, label, registration, error, hint, mandatory, className, multiline, ...input }: TextFieldProps) {
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), error: Boolean(error) }),
    'aria-required': mandatory || undefined,
  } as const;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {mandatory && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea id={id} className="field__input field__input--area" rows={4} {...aria} {...registration} />
      ) : (
        <input id={id} className="field__input" type="text" {...input} {...aria} {...registration} />
      )}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
