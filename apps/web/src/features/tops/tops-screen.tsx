import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function TopsScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Recomendados"
      title="Tops"
      lead="Los negocios destacados de la semana, uno tras otro. Toca una tarjeta para verlo en el mapa."
    />
  );
}
