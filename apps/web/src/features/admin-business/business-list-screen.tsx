import { Link } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { paths } from '../../config/paths';

export function BusinessListScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración"
      title="Negocios"
      lead="Todos los negocios de la guía: categorías, plan y acciones para editarlos o eliminarlos."
    >
      <p className="screen__actions">
        <Link className="btn btn--primary" to={paths.businessCreate}>
          Nuevo negocio
        </Link>
      </p>
    </ScreenPlaceholder>
  );
}
