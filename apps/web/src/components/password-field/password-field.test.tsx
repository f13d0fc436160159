import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

const TOGGLE = { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' };

describe('PasswordField', () => {
  it('hides the password until its button shows it, and the button then says it hides it', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="pw" label="Contraseña" toggleLabels={TOGGLE} />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('says its error under the field, tied to it next to any description the caller gives', () => {
    render(
      <>
        <p id="rules">Al menos 8 caracteres</p>
        <PasswordField id="pw" label="Contraseña" toggleLabels={TOGGLE} aria-describedby="rules" error="La contraseña es obligatoria." />
      </>,
    );
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Al menos 8 caracteres La contraseña es obligatoria.');
  });

  it('passes a form registration through: the typed value reaches the form', async () => {
    const user = userEvent.setup();
    let typed = '';
    render(<PasswordField id="pw" label="Contraseña" toggleLabels={TOGGLE} onChange={(event) => (typed = event.target.value)} required />);
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    expect(typed).toBe('secreto');
    expect(screen.getByLabelText('Contraseña')).toBeRequired();
  });
});
