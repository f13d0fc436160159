import { env } from '../../config/env';
import { StaticPage } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Política de privacidad"
      lead="Cómo recogemos, usamos y protegemos tus datos cuando usas Guía Cuba."
      updated="10 de agosto de 2025"
    >
      <h2>1. Datos que recogemos</h2>
      <ul>
        <li>
          <strong>Datos de cuenta:</strong> tu nombre, correo electrónico y nombre de usuario. La contraseña se guarda
          cifrada y nunca la vemos.
        </li>
        <li>
          <strong>Preferencias:</strong> los negocios que guardas como favoritos y tus ajustes de búsqueda.
        </li>
        <li>
          <strong>Ubicación:</strong> solo si la autorizas en tu navegador, para mostrarte lugares cercanos. No guardamos
          tu historial de posiciones.
        </li>
        <li>
          <strong>Historial de uso:</strong> visitas a negocios y reservas iniciadas, de forma agregada, para mejorar los
          recomendados.
        </li>
      </ul>

      <h2>2. Cómo usamos tus datos</h2>
      <p>
        Usamos tus datos para darte acceso a tu cuenta, mostrarte lugares y eventos relevantes, guardar tus favoritos y
        mejorar el servicio. No vendemos tus datos personales.
      </p>

      <h2>3. Con quién los compartimos</h2>
      <ul>
        <li>
          <strong>Cumplimiento legal:</strong> cuando una ley o una autoridad competente nos lo exija.
        </li>
        <li>
          <strong>Proveedores de servicios:</strong> empresas que nos ayudan a alojar la aplicación o a mostrar mapas,
          siempre con acuerdos que protegen tu información.
        </li>
      </ul>

      <h2>4. Seguridad</h2>
      <p>
        Protegemos la información con conexiones cifradas, contraseñas cifradas y accesos restringidos. Ningún sistema es
        infalible, pero revisamos nuestras medidas de forma periódica.
      </p>

      <h2>5. Tus derechos</h2>
      <p>Puedes ejercer en cualquier momento tus derechos de:</p>
      <ul>
        <li>Acceso a los datos que tenemos sobre ti.</li>
        <li>Rectificación de datos incorrectos o incompletos.</li>
        <li>Eliminación de tu cuenta y de tus datos.</li>
        <li>Portabilidad, recibiendo tus datos en un formato de uso común.</li>
        <li>Revocación del consentimiento, por ejemplo para el uso de tu ubicación.</li>
      </ul>

      <h2>6. Contacto</h2>
      <p>
        Para cualquier consulta sobre privacidad escríbenos a <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>.
      </p>
    </StaticPage>
  );
}
