import { Link } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { paths } from '../../config/paths';

const back = (
  <p className="screen__actions">
    <Link className="btn btn--ghost" to={paths.categories}>
      Volver a Categorías
    </Link>
  </p>
);

export function CategoryCreateScreen() {
  return (
    <ScreenPlaceholder eyebrow="Administración · Categorías" title="Crear categoría" lead="Nombre en español y en inglés.">
      {back}
    </ScreenPlaceholder>
  );
}

export function CategoryEditScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración · Categorías"
      title="Editar categoría"
      lead="Cambia el nombre en español o en inglés."
    >
      {back}
    </ScreenPlaceholder>
  );
}
