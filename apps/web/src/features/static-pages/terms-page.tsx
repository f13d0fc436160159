import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { StaticPage } from './static-page';

export function TermsPage() {
  return (
    <StaticPage
      title="Términos y condiciones"
      lead="Las reglas para usar Guía Cuba. Léelas con calma: al usar la aplicación las aceptas."
      updated="15 de agosto de 2025"
    >
      <h2>1. Aceptación de los términos</h2>
      <p>
        Al registrarte o usar Guía Cuba aceptas estos términos. Si no estás de acuerdo con alguno de ellos, no uses la
        aplicación.
      </p>

      <h2>2. Uso de la aplicación</h2>
      <p>
        Te comprometes a usar la guía de forma lícita y respetuosa: no publiques contenido falso u ofensivo, no intentes
        acceder a cuentas ajenas y no uses la aplicación para enviar publicidad no solicitada. Eres responsable de
        mantener segura tu contraseña.
      </p>

      <h2>3. Privacidad</h2>
      <p>
        El tratamiento de tus datos personales se rige por nuestra <Link to={paths.privacy}>Política de privacidad</Link>.
      </p>

      <h2>4. Limitación de responsabilidad</h2>
      <p>
        La información de los negocios (horarios, precios, disponibilidad) la aportan los propios negocios y terceros.
        Hacemos lo posible por mantenerla al día, pero no garantizamos que sea exacta en todo momento ni respondemos de
        los servicios que prestan los negocios.
      </p>

      <h2>5. Propiedad intelectual</h2>
      <p>
        El diseño, los textos y el código de Guía Cuba nos pertenecen. Las fotos y marcas de cada negocio pertenecen a
        sus titulares. No puedes copiarlos ni reutilizarlos sin permiso.
      </p>

      <h2>6. Modificaciones</h2>
      <p>
        Podemos actualizar estos términos. Cuando el cambio sea importante te avisaremos en la aplicación; la fecha de la
        última actualización aparece siempre al inicio de esta página.
      </p>
    </StaticPage>
  );
}
