import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** What the show/hide button says in each state ('Mostrar contraseña' / 'Ocultar la nueva contraseña'). */
  toggleLabels: { show: string; hide: string };
  invalid?: boolean;
  /** Shown under the field and tied to it with aria-describedby (issue 20 §7). */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The id of the error under the field `id`, for its aria-describedby. */
export const passwordErrorId = (id: string) => `${id}-error`;

/**
 * The one password input (spec §2): a label, the input, its show/hide toggle and, when given, its
 * error under it. Login, registration, the reset page and the profile's password dialog use it;
 * a shown password is never capitalised nor spell-checked; anything else an input takes (a react-hook-form registration, `required`, `autoComplete`,
 * `aria-describedby`) is passed through.
 */
export function PasswordField({ id, label, toggleLabels, invalid, error, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const describedBy = [input['aria-describedby'], error ? passwordErrorId(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control field__control--password">
        <input
          id={id}
          className="field__input"
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          type={visible ? 'text' : 'password'}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? toggleLabels.hide : toggleLabels.show}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {error && (
        <p id={passwordErrorId(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
