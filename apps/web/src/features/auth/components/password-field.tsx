import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';
import { FieldError, fieldErrorId } from './field-error';
import { AUTH_TEXT } from '../auth-text';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  /** shown under the field and tied to it with aria-describedby (issue 20 §7) */
  error?: string;
  disabled?: boolean;
}

/** A password input with its show/hide toggle (spec §2). */
export function PasswordField({ id, label, registration, autoComplete, invalid, error, disabled }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control field__control--password">
        <input
          id={id}
          className="field__input"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          disabled={disabled}
          {...registration}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
