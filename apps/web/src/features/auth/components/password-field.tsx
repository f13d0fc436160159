import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  disabled?: boolean;
}

/** A password input with its show/hide toggle (spec §2). */
export function PasswordField({ id, label, registration, autoComplete, invalid, disabled }: PasswordFieldProps) {
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
          aria-invalid={invalid || undefined}
          disabled={disabled}
          {...registration}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
