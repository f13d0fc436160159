import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LIVE_CHAT_HOURS, MIN_PASSWORD_LENGTH } from '@guia/contracts';
import { ChevronDownIcon } from '../../components/icons/icons';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { StaticPage } from './static-page';

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: '¿Cómo añado un lugar a favoritos?',
    answer: (
      <p>
        Abre el detalle del negocio en el <Link to={paths.map}>mapa</Link> y pulsa el icono de corazón. Lo verás en la
        sección «Tus lugares favoritos» de tu perfil. Necesitas haber iniciado sesión.
      </p>
    ),
  },
  {
    question: '¿Cómo actualizo mis datos personales?',
    answer: (
      <p>
        Entra en <Link to={paths.profile}>Mi perfil</Link> desde el menú de usuario. Allí ves tu nombre, tu nombre de
        usuario y tu correo; si necesitas cambiar alguno, escríbenos y lo hacemos por ti.
      </p>
    ),
  },
  {
    question: '¿Cómo cambio mi contraseña?',
    answer: (
      <p>
        En <Link to={paths.profile}>Mi perfil</Link> pulsa «Cambiar contraseña», escribe tu contraseña actual y la nueva
        dos veces. La nueva contraseña debe tener al menos {MIN_PASSWORD_LENGTH} caracteres.
      </p>
    ),
  },
  {
    question: 'Olvidé mi contraseña, ¿qué hago?',
    answer: (
      <p>
        Desde la pantalla de <Link to={paths.login}>inicio de sesión</Link>, la opción «¿Olvidaste tu contraseña?» te
        enviará un enlace por correo para crear una nueva. Mientras esa opción llega, escríbenos a{' '}
        <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> desde el correo de tu cuenta y te ayudamos.
      </p>
    ),
  },
];

/** Help: an FAQ accordion with one item open at a time (spec §2), and the support channels. */
export function HelpPage() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <StaticPage title="Centro de ayuda" lead="Respuestas rápidas a las preguntas más frecuentes.">
      <h2>Preguntas frecuentes</h2>
      <div className="accordion">
        {FAQ.map((item, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question} className={`accordion__item${expanded ? ' is-open' : ''}`}>
              <h3 className="accordion__heading">
                <button
                  id={buttonId}
                  type="button"
                  className="accordion__button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {item.question}
                  <ChevronDownIcon className="accordion__chevron" width={20} height={20} />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>

      <h2>¿Necesitas más ayuda?</h2>
      <ul className="support-list">
        <li>
          <strong>Correo de soporte:</strong> <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>
        </li>
        <li>
          <strong>Centro de contacto:</strong> <Link to={paths.about}>información de contacto</Link>
        </li>
        <li>
          <strong>Chat en vivo:</strong> {LIVE_CHAT_HOURS}
        </li>
        <li>
          <strong>Teléfono:</strong> <a href={`tel:${env.supportPhone.replace(/\s+/g, '')}`}>{env.supportPhone}</a>
        </li>
      </ul>
    </StaticPage>
  );
}
