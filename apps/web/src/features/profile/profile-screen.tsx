import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function ProfileScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Tu cuenta"
      title="Mi perfil"
      lead="Tus datos, tu contraseña y los lugares que guardaste como favoritos."
    />
  );
}
