import { Link } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { paths } from '../../config/paths';

const back = (
  <p className="screen__actions">
    <Link className="btn btn--ghost" to={paths.events}>
      Volver a Eventos
    </Link>
  </p>
);

export function EventCreateScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración · Eventos"
      title="Crear evento"
      lead="Título, descripción, fechas de inicio y fin, negocios asociados e imágenes."
    >
      {back}
    </ScreenPlaceholder>
  );
}

export function EventEditScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración · Eventos"
      title="Editar evento"
      lead="Cambia las fechas, la descripción, los negocios o las imágenes del evento."
    >
      {back}
    </ScreenPlaceholder>
  );
}
