import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';
import { PROFILE_TEXT } from '../profile-text';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** What the show/hide button names, e.g. 'la nueva contraseña'. */
  what: string;
  invalid?: boolean;
}

/** A labelled password input with its own show/hide toggle (spec §2 password modal). */
export function PasswordInput({ id, label, what, invalid, ...input }: PasswordInputProps) {
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
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={`${visible ? PROFILE_TEXT.hide : PROFILE_TEXT.show} ${what}`}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
