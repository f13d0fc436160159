import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { StaticPage } from './static-page';

const FEATURES = [
  {
    title: 'Búsqueda inteligente',
    text: 'Encuentra negocios por nombre, categoría o descripción, ordenados por cercanía.',
  },
  {
    title: 'Mapa interactivo',
    text: 'Mira qué hay a tu alrededor, filtra por categoría y distancia y obtén indicaciones para llegar.',
  },
  {
    title: 'Favoritos',
    text: 'Guarda los lugares que te gustan y tenlos a mano para planificar tus días.',
  },
  {
    title: 'Reseñas y valoraciones',
    text: 'Lee lo que opinan otros visitantes y comparte tu propia experiencia.',
  },
];

export function AboutPage() {
  return (
    <StaticPage
      title="Acerca de Guía Cuba"
      lead="Una guía en español para descubrir los negocios, eventos y lugares auténticos de Cuba."
    >
      <h2>Nuestra misión</h2>
      <p>
        Queremos que cualquier persona, viva en la isla o esté de visita, encuentre con facilidad los sitios que hacen
        especial a Cuba: la paladar del barrio, el bar con música en vivo, la tienda de artesanía o el evento de este fin
        de semana. Al mismo tiempo, ayudamos a los negocios locales a darse a conocer.
      </p>

      <h2>Lo que puedes hacer</h2>
      <ul className="feature-list">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <strong>{feature.title}.</strong> {feature.text}
          </li>
        ))}
      </ul>

      <h2>Quiénes somos</h2>
      <p>
        Somos un equipo pequeño de desarrolladores y amantes de Cuba. Diseñamos la aplicación para que funcione bien en
        móviles y con conexiones lentas, porque así es como la mayoría de la gente la va a usar.
      </p>

      <h2>Contacto y soporte</h2>
      <p>
        ¿Tienes dudas, sugerencias o quieres que tu negocio aparezca en la guía? Escríbenos a{' '}
        <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> o visita la sección de{' '}
        <Link to={paths.help}>Ayuda</Link>.
      </p>
    </StaticPage>
  );
}
