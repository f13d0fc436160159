import { Link } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { paths } from '../../config/paths';

export function BusinessDetailScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Negocio"
      title="Detalle del negocio"
      lead="Fotos, horario, valoraciones y cómo reservar en este lugar."
    >
      <p className="screen__actions">
        <Link className="btn btn--ghost" to={paths.home}>
          Volver al inicio
        </Link>
      </p>
    </ScreenPlaceholder>
  );
}
