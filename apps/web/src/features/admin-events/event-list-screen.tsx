import { Link } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { paths } from '../../config/paths';

export function EventListScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración"
      title="Eventos"
      lead="Eventos con sus fechas, imágenes y negocios asociados."
    >
      <p className="screen__actions">
        <Link className="btn btn--primary" to={paths.eventCreate}>
          Nuevo Evento
        </Link>
      </p>
    </ScreenPlaceholder>
  );
}
