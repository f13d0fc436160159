import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, MSG, STORAGE_KEYS } from '@guia/contracts';
import { callsTo, fakeApi, makeToken, renderApp, userToken, type FakeResponse } from '../../test/utils';
import { USER_ID, makeUser } from './test-fixtures';

const PUT_USER = `PUT /api/users/${USER_ID}`;

function passwordApi(answer: (body: unknown) => FakeResponse | Promise<FakeResponse> = () => ({ body: makeUser() })) {
  return fakeApi({
    [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser() }),
    [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [] }),
    [PUT_USER]: (body) => answer(body),
  });
}

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  return { user, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const checklistItem = (dialog: HTMLElement, text: string) =>
  within(within(dialog).getByRole('list', { name: 'Requisitos de la contraseña' })).getByText(text).closest('li')!;

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, current: string, next: string, confirm: string) {
  if (current) await user.type(field(dialog, 'Contraseña actual'), current);
  if (next) await user.type(field(dialog, 'Nueva contraseña'), next);
  if (confirm) await user.type(field(dialog, 'Confirmar contraseña'), confirm);
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cambiar contraseña' });

describe('Password modal', () => {
  it('opens with the current, new and confirmation fields, the focus in the current password', async () => {
    passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { dialog } = await openModal();

    expect(field(dialog, 'Contraseña actual')).toHaveFocus();
    expect(field(dialog, 'Nueva contraseña')).toHaveAttribute('type', 'password');
    expect(field(dialog, 'Confirmar contraseña')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(submit(dialog)).toBeEnabled();
  });

  it('each field has its own show/hide toggle', async () => {
    passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('button', { name: 'Mostrar la nueva contraseña' }));
    expect(field(dialog, 'Nueva contraseña')).toHaveAttribute('type', 'text');
    expect(field(dialog, 'Contraseña actual')).toHaveAttribute('type', 'password');
    expect(field(dialog, 'Confirmar contraseña')).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Ocultar la nueva contraseña' }));
    expect(field(dialog, 'Nueva contraseña')).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Mostrar la contraseña actual' }));
    expect(field(dialog, 'Contraseña actual')).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar la confirmación' }));
    expect(field(dialog, 'Confirmar contraseña')).toHaveAttribute('type', 'text');
  });

  it(`the checklist ticks 'Al menos ${MIN_PASSWORD_LENGTH} caracteres' and 'Las contraseñas coinciden' as the user types`, async () => {
    passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();
    const length = () => checklistItem(dialog, `Al menos ${MIN_PASSWORD_LENGTH} caracteres`);
    const match = () => checklistItem(dialog, 'Las contraseñas coinciden');

    expect(length()).not.toHaveClass('is-met');
    expect(match()).not.toHaveClass('is-met');

    await user.type(field(dialog, 'Nueva contraseña'), 'a'.repeat(MIN_PASSWORD_LENGTH - 1));
    expect(length()).not.toHaveClass('is-met');
    expect(length()).toHaveTextContent('(pendiente)');
    await user.type(field(dialog, 'Nueva contraseña'), 'a');
    expect(length()).toHaveClass('is-met');
    expect(length()).toHaveTextContent('(cumplido)');

    await user.type(field(dialog, 'Confirmar contraseña'), 'a'.repeat(MIN_PASSWORD_LENGTH - 1));
    expect(match()).not.toHaveClass('is-met');
    await user.type(field(dialog, 'Confirmar contraseña'), 'a');
    expect(match()).toHaveClass('is-met');
    await user.type(field(dialog, 'Nueva contraseña'), 'b');
    expect(match()).not.toHaveClass('is-met');
  });

  it('without the current password, asks for it and calls nothing', async () => {
    const api = passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();
    await fill(user, dialog, '', 'nueva-clave-1', 'nueva-clave-1');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.currentPasswordRequired);
    expect(callsTo(api, PUT_USER)).toHaveLength(0);
  });

  it(`a new password shorter than ${MIN_PASSWORD_LENGTH} gives '${MSG.passwordMin}' and calls nothing`, async () => {
    const api = passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'vieja-clave', 'corta', 'corta');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.passwordMin);
    expect(field(dialog, 'Nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, PUT_USER)).toHaveLength(0);
  });

  it(`different new and confirmation give '${MSG.passwordsDontMatch}' and call nothing`, async () => {
    const api = passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'vieja-clave', 'nueva-clave-1', 'nueva-clave-2');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.passwordsDontMatch);
    expect(callsTo(api, PUT_USER)).toHaveLength(0);
  });

  it("sends the current and new password, shows 'Actualizando...' with the buttons disabled, stores the fresh token, closes and confirms", async () => {
    const fresh = makeToken({ userId: USER_ID, exp: Math.floor(Date.now() / 1000) + 7200 });
    let answer!: (value: FakeResponse) => void;
    const api = passwordApi(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    const original = userToken();
    renderApp('/perfil', { token: original });
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'vieja-clave', 'nueva-clave-1', 'nueva-clave-1');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('button', { name: MSG.passwordUpdating })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    const [[, init]] = callsTo(api, PUT_USER);
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'vieja-clave', password: 'nueva-clave-1' });
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${original}`);

    answer({ body: { ...makeUser(), token: fresh } });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(screen.getByRole('status')).toHaveTextContent(MSG.passwordUpdated);
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus();
    // still logged in, still on the profile
    expect(screen.getByRole('heading', { level: 1, name: 'maría fernández' })).toBeInTheDocument();
  });

  it("shows the server's message (wrong current password) and stays open with the fields kept", async () => {
    passwordApi(() => ({ status: 400, body: { message: MSG.currentPasswordWrong } }));
    const original = userToken();
    renderApp('/perfil', { token: original });
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'no-es-esta', 'nueva-clave-1', 'nueva-clave-1');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.currentPasswordWrong);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field(dialog, 'Contraseña actual')).toHaveFocus();
    expect(field(dialog, 'Nueva contraseña')).toHaveValue('nueva-clave-1');
    expect(submit(dialog)).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(original);
  });

  it(`when the server fails without a message, says '${MSG.passwordUpdateError}'`, async () => {
    passwordApi(() => ({ status: 500 }));
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'vieja-clave', 'nueva-clave-1', 'nueva-clave-1');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.passwordUpdateError);
  });

  it.each([
    ['Cancelar', async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))],
    ['the X', async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the overlay', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('modal-overlay'))],
  ])('closing with %s clears the fields and the error, and gives the focus back to the button', async (_how, close) => {
    passwordApi();
    renderApp('/perfil', { token: userToken() });
    let { user, dialog } = await openModal();
    await fill(user, dialog, 'vieja-clave', 'corta', 'corta');
    await user.click(submit(dialog));
    await within(dialog).findByRole('alert');

    await close(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus();

    ({ user, dialog } = await openModal());
    expect(field(dialog, 'Contraseña actual')).toHaveValue('');
    expect(field(dialog, 'Nueva contraseña')).toHaveValue('');
    expect(field(dialog, 'Confirmar contraseña')).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the focus inside the dialog: Tab from the last button wraps to the first control', async () => {
    passwordApi();
    renderApp('/perfil', { token: userToken() });
    const { user, dialog } = await openModal();

    submit(dialog).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit(dialog)).toHaveFocus();
  });
});
