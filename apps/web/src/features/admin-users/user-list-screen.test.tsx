import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, ROLES, STORAGE_KEYS, USER_MESSAGES, type PublicUser, type RoleId, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, makeToken, renderApp, type FakeResponse } from '../../test/utils';

// the first render loads the screen's lazy chunk, slow on a busy machine
configure({ asyncUtilTimeout: 5000 });

const ME = '64b7f0c2a1b2c3d4e5f60000'; // the admin of adminToken()
const id = (n: number) => n.toString(16).padStart(24, 'b');
const person = (n: number, name: string, username: string, role_id: RoleId = ROLES.USER, _id = id(n)): PublicUser => ({
  _id,
  name,
  username,
  email: `${username}@example.com`,
  role_id,
  favorite_businesses: [],
});

const admin = person(0, 'Administración', 'admin', ROLES.ADMIN, ME);
const ana = person(1, 'Ana García', 'ana', ROLES.USER);
const luis = person(2, 'Luis Pérez', 'luis', ROLES.USER);
const USERS = [luis, admin, ana];
/** What a refusal of the last-admin rule looks like: whatever the server says is shown as is. */
const LAST_ADMIN = 'Debe quedar al menos un administrador';

/** A small stateful fake of /api/users: the list answers what the last calls left. */
function usersApi(initial: PublicUser[] = USERS, overrides: Record<string, (body: unknown) => FakeResponse> = {}) {
  let list = [...initial];
  let next = 100;
  return fakeApi({
    'GET /api/users/': () => ({ body: list }),
    'POST /api/users/': (body) => {
      const { name, email, username, role_id = ROLES.USER } = body as Partial<PublicUser>;
      const created: PublicUser = { _id: id(next++), name: name!, email: email!, username: username!, role_id, favorite_businesses: [] };
      list = [...list, created];
      return { status: 201, body: created };
    },
    ...Object.fromEntries(
      initial.flatMap((u) => [
        [
          `PUT /api/users/${u._id}`,
          (body: unknown) => {
            const { password: _p, current_password: _c, ...rest } = body as Record<string, unknown>;
            const updated = { ...u, ...rest };
            list = list.map((x) => (x._id === u._id ? updated : x));
            return { body: updated };
          },
        ],
        [
          `DELETE /api/users/${u._id}`,
          () => {
            list = list.filter((x) => x._id !== u._id);
            return { status: 204 };
          },
        ],
      ]),
    ),
    ...overrides,
  });
}

const open = () => renderApp('/usuario', { token: adminToken() });
const table = () => screen.findByRole('table', { name: /Usuarios/ });
const bodyOf = (call: [unknown, RequestInit?]) => JSON.parse(String(call[1]?.body)) as unknown;
const names = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

async function openModal(button: string, title: string) {
  await table();
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: title });
}

async function fill(dialog: HTMLElement, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('User list (/usuario)', () => {
  it('reads every page of GET /api/users/ (a page at a time since issue 17 §11)', async () => {
    const pages = [
      { items: [ana], total: 2, page: 1, limit: 1 },
      { items: [luis], total: 2, page: 2, limit: 1 },
    ];
    let served = 0;
    const api = fakeApi({ 'GET /api/users/': () => ({ body: pages[served++] ?? { items: [], total: 2, page: 3, limit: 1 } }) });
    renderApp('/usuario', { token: adminToken() });
    await rowOf('Ana García');
    await rowOf('Luis Pérez');
    expect(callsTo(api, 'GET /api/users/')).toHaveLength(2);
  });

  it('says Cargando... while the users load', async () => {
    fakeApi({ 'GET /api/users/': () => new Promise<FakeResponse>(() => {}) });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);
  });

  it('when the list cannot be loaded, says so in red and Reintentar loads it again', async () => {
    let fail = true;
    fakeApi({ 'GET /api/users/': () => (fail ? { status: 403, body: { message: API_MSG.forbidden } } : { body: USERS }) });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(USER_MESSAGES.listError);
    expect(alert).toHaveClass('alert--error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await names()).toHaveLength(3);
  });

  it('with no users, says there are none yet', async () => {
    usersApi([]);
    open();
    expect(await screen.findByText(/Todavía no hay usuarios/)).toBeInTheDocument();
  });

  it("shows name, username, e-mail and the role as 'Administrador' or 'Usuario', sorted by name, marking one's own row", async () => {
    usersApi();
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Usuario',
      'Correo electrónico',
      'Rol',
      'Acciones',
    ]);
    const cells = rows.slice(1).map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ]);
    expect(cells).toEqual([
      ['AdministraciónTú', 'admin', 'admin@example.com', 'Administrador'],
      ['Ana García', 'ana', 'ana@example.com', 'Usuario'],
      ['Luis Pérez', 'luis', 'luis@example.com', 'Usuario'],
    ]);
    expect(screen.getByText('3 usuarios')).toBeInTheDocument();
  });

  it('the search filters by name, username or e-mail', async () => {
    usersApi();
    open();
    await table();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(search, 'perez');
    await waitFor(async () => expect(await names()).toEqual(['Luis Pérez']));
    await userEvent.clear(search);
    await userEvent.type(search, 'ANA@EXAMPLE');
    await waitFor(async () => expect(await names()).toEqual(['Ana García']));
    await userEvent.clear(search);
    await userEvent.type(search, 'nadie');
    expect(await screen.findByText('No se encontraron usuarios para «nadie».')).toBeInTheDocument();
  });

  it('shows 25 users a page', async () => {
    usersApi(Array.from({ length: 30 }, (_, i) => person(i + 1, `Persona ${String(i + 1).padStart(2, '0')}`, `p${i + 1}`)));
    open();
    expect(await names()).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Páginas de usuarios' });
    expect(pager).toHaveTextContent('Página 1 de 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await names()).toEqual(['Persona 26', 'Persona 27', 'Persona 28', 'Persona 29', 'Persona 30']);
  });
});

describe('User modal: create', () => {
  it('name, e-mail, username and password are required, each error next to its field; nothing is sent', async () => {
    const api = usersApi();
    open();
    const dialog = await openModal('Nuevo usuario', 'Nuevo usuario');
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('Rol')).toHaveDisplayValue('Usuario');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const [label, message] of [
      ['Nombre', USER_MESSAGES.nameRequired],
      ['Correo electrónico', USER_MESSAGES.emailRequired],
      ['Nombre de usuario', USER_MESSAGES.usernameRequired],
      ['Contraseña', USER_MESSAGES.passwordRequired],
    ]) {
      const input = within(dialog).getByLabelText(label!);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();
    expect(callsTo(api, 'POST /api/users/')).toHaveLength(0);
  });

  it('a password shorter than 8 characters is refused before sending', async () => {
    const api = usersApi();
    open();
    const dialog = await openModal('Nuevo usuario', 'Nuevo usuario');
    await fill(dialog, { Nombre: 'Eva', 'Correo electrónico': 'eva@example.com', 'Nombre de usuario': 'eva', Contraseña: 'corta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(MSG.passwordMin);
    expect(callsTo(api, 'POST /api/users/')).toHaveLength(0);
  });

  it('a malformed e-mail is refused before sending', async () => {
    const api = usersApi();
    open();
    const dialog = await openModal('Nuevo usuario', 'Nuevo usuario');
    await fill(dialog, { Nombre: 'Eva', 'Correo electrónico': 'eva-sin-arroba', 'Nombre de usuario': 'eva', Contraseña: 'habana-2025' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(MSG.invalidEmail);
    expect(callsTo(api, 'POST /api/users/')).toHaveLength(0);
  });

  it('sends exactly { name, email, username, password, role_id }, closes, says so and lists the user', async () => {
    const api = usersApi();
    open();
    const dialog = await openModal('Nuevo usuario', 'Nuevo usuario');
    await fill(dialog, {
      Nombre: ' Eva Díaz ',
      'Correo electrónico': 'eva@example.com',
      'Nombre de usuario': 'eva',
      Contraseña: 'habana-2025',
    });
    await userEvent.selectOptions(within(dialog).getByLabelText('Rol'), 'Administrador');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.created);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST /api/users/')[0]!)).toEqual({
      name: 'Eva Díaz',
      email: 'eva@example.com',
      username: 'eva',
      password: 'habana-2025',
      role_id: ROLES.ADMIN,
    });
    expect(within(await rowOf('Eva Díaz')).getByText('Administrador')).toBeInTheDocument();
  });

  it('a refusal (username taken) shows the server text in the modal, which stays open', async () => {
    usersApi(USERS, { 'POST /api/users/': () => ({ status: 409, body: { message: MSG.usernameTaken } }) });
    open();
    const dialog = await openModal('Nuevo usuario', 'Nuevo usuario');
    await fill(dialog, { Nombre: 'Ana', 'Correo electrónico': 'otra@example.com', 'Nombre de usuario': 'ana', Contraseña: 'habana-2025' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.usernameTaken);
    expect(screen.getByRole('dialog', { name: 'Nuevo usuario' })).toBeInTheDocument();
  });
});

describe('User modal: edit', () => {
  it('opens filled in with an empty password; without a new password the PUT leaves it out', async () => {
    const api = usersApi();
    open();
    const dialog = await openModal('Editar ana', 'Editar usuario');
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Ana García');
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(within(dialog).getByLabelText('Nombre de usuario')).toHaveValue('ana');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveValue('');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription('Déjala vacía para mantener la actual.');
    expect(within(dialog).getByLabelText('Rol')).toHaveDisplayValue('Usuario');

    await fill(dialog, { Nombre: 'Ana María García' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.updated);
    const [call] = callsTo(api, `PUT /api/users/${ana._id}`);
    expect(bodyOf(call!)).toEqual({ name: 'Ana María García', email: 'ana@example.com', username: 'ana', role_id: ROLES.USER });
    expect(await rowOf('Ana María García')).toBeInTheDocument();
  });

  it('a new password is sent, and must have at least 8 characters', async () => {
    const api = usersApi();
    open();
    const dialog = await openModal('Editar luis', 'Editar usuario');
    await fill(dialog, { Contraseña: 'corta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(MSG.passwordMin);
    expect(callsTo(api, `PUT /api/users/${luis._id}`)).toHaveLength(0);

    await fill(dialog, { Contraseña: 'vedado-2025' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.updated);
    expect(bodyOf(callsTo(api, `PUT /api/users/${luis._id}`)[0]!)).toEqual({
      name: 'Luis Pérez',
      email: 'luis@example.com',
      username: 'luis',
      password: 'vedado-2025',
      role_id: ROLES.USER,
    });
  });

  it("demoting the last admin: the server's refusal is shown in the modal", async () => {
    usersApi(USERS, { [`PUT /api/users/${ME}`]: () => ({ status: 409, body: { message: LAST_ADMIN } }) });
    open();
    const dialog = await openModal('Editar admin', 'Editar usuario');
    expect(within(dialog).getByLabelText('Rol')).toHaveDisplayValue('Administrador');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rol'), 'Usuario');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_ADMIN);
    expect(within(await rowOf('Administración')).getByText('Administrador')).toBeInTheDocument();
  });

  it('editing one\'s own password asks for the current one and keeps the session with the fresh token', async () => {
    const fresh = makeToken({ userId: ME, roleId: ROLES.ADMIN, exp: Math.floor(Date.now() / 1000) + 7200 });
    const api = usersApi(USERS, { [`PUT /api/users/${ME}`]: () => ({ body: { ...admin, token: fresh } }) });
    open();
    const dialog = await openModal('Editar admin', 'Editar usuario');
    expect(within(dialog).queryByLabelText('Tu contraseña actual')).not.toBeInTheDocument();
    await fill(dialog, { Contraseña: 'nueva-clave-2025' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Tu contraseña actual')).toHaveAccessibleDescription(
      expect.stringContaining(MSG.currentPasswordRequired),
    );
    expect(callsTo(api, `PUT /api/users/${ME}`)).toHaveLength(0);

    await fill(dialog, { 'Tu contraseña actual': 'admin12345' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.updated);
    expect(bodyOf(callsTo(api, `PUT /api/users/${ME}`)[0]!)).toEqual({
      name: 'Administración',
      email: 'admin@example.com',
      username: 'admin',
      password: 'nueva-clave-2025',
      current_password: 'admin12345',
      role_id: ROLES.ADMIN,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
  });
  it("changing one's own e-mail also asks for the current password; other users' edits never do", async () => {
    const api = usersApi();
    open();
    let dialog = await openModal('Editar admin', 'Editar usuario');
    await fill(dialog, { 'Correo electrónico': 'jefe@example.com' });
    expect(within(dialog).getByLabelText('Tu contraseña actual')).toBeInTheDocument();
    await fill(dialog, { 'Tu contraseña actual': 'admin12345' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.updated);
    expect(bodyOf(callsTo(api, `PUT /api/users/${ME}`)[0]!)).toMatchObject({ email: 'jefe@example.com', current_password: 'admin12345' });

    dialog = await openModal('Editar ana', 'Editar usuario');
    await fill(dialog, { 'Correo electrónico': 'ana.garcia@example.com', Contraseña: 'vedado-2025' });
    expect(within(dialog).queryByLabelText('Tu contraseña actual')).not.toBeInTheDocument();
  });
});

describe('Deleting a user', () => {
  it('asks first; Cancelar sends nothing and gives the focus back', async () => {
    const api = usersApi();
    open();
    await table();
    const button = screen.getByRole('button', { name: 'Eliminar luis' });
    await userEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar usuario' });
    expect(dialog).toHaveAccessibleDescription(/eliminar al usuario luis \(Luis Pérez\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(api, `DELETE /api/users/${luis._id}`)).toHaveLength(0);
    expect(button).toHaveFocus();
  });

  it('Eliminar deletes the user, removes the row and says so', async () => {
    const api = usersApi();
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar luis' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(USER_MESSAGES.deleted);
    expect(status).toHaveFocus();
    expect(callsTo(api, `DELETE /api/users/${luis._id}`)).toHaveLength(1);
    expect(await names()).toEqual(['AdministraciónTú', 'Ana García']);
  });

  it("deleting the last admin: the server's refusal is shown and the row stays", async () => {
    usersApi(USERS, { [`DELETE /api/users/${ME}`]: () => ({ status: 409, body: { message: LAST_ADMIN } }) });
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar admin' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/Es tu propia cuenta/);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LAST_ADMIN);
    expect(alert.closest('.alert')).toHaveClass('alert--error');
    expect(await names()).toContain('AdministraciónTú');
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('a failure without a server message says "Error al eliminar el usuario"', async () => {
    usersApi(USERS, { [`DELETE /api/users/${ana._id}`]: () => ({ status: 500 }) });
    open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar ana' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.deleteError);
    expect(await names()).toContain('Ana García');
  });
});
