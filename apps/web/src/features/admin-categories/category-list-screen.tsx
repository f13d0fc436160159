import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function CategoryListScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Administración"
      title="Categorías"
      lead="Las categorías de la guía, con su nombre en español y en inglés."
    />
  );
}
