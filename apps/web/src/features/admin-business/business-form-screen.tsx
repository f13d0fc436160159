import { Link } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { paths } from '../../config/paths';

const back = (
  <p className="screen__actions">
    <Link className="btn btn--ghost" to={paths.adminBusinesses}>
      Volver a Negocios
    </Link>
  </p>
);

export function BusinessCreateScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración · Negocios"
      title="Crear negocio"
      lead="Nombre, dirección, ubicación, categorías, fotos y plan del nuevo negocio."
    >
      {back}
    </ScreenPlaceholder>
  );
}

export function BusinessEditScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración · Negocios"
      title="Editar negocio"
      lead="Cambia los datos, las fotos, las categorías o el plan de este negocio."
    >
      {back}
    </ScreenPlaceholder>
  );
}
