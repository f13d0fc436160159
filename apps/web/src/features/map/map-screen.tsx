import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function MapScreen() {
  return (
    <ScreenPlaceholder
      eyebrow="Explorar"
      title="Mapa"
      lead="Negocios y lugares cerca de ti, filtrados por categoría y distancia, con indicaciones para llegar."
    />
  );
}
