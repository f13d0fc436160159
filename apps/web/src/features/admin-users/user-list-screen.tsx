import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function UserListScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración"
      title="Usuarios"
      lead="Las cuentas registradas: nombre, correo y nombre de usuario."
    />
  );
}
