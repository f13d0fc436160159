import { RESET_MESSAGES } from '@guia/contracts';
import { defineText } from '../../lib/i18n/text';

/**
 * Every text of Acerca de, Ayuda, Privacidad and Términos: one place, checked by
 * `pnpm lint:spelling` and the style test (docs/STYLE.md). A paragraph with a link is split around
 * it ('before', the link's words, 'after').
 */
export const STATIC_TEXT = {
  lastUpdated: 'Última actualización:',
  about: {
    title: 'Acerca de Guía Cuba',
    lead: 'Una guía en español para descubrir los negocios, eventos y lugares auténticos de Cuba.',
    missionTitle: 'Nuestra misión',
    mission:
      'Queremos que cualquier persona, viva en la isla o esté de visita, encuentre con facilidad los sitios que hacen especial a Cuba: la paladar del barrio, el bar con música en vivo, la tienda de artesanía o el evento de este fin de semana. Al mismo tiempo, ayudamos a los negocios locales a darse a conocer.',
    featuresTitle: 'Lo que puedes hacer',
    features: [
      { title: 'Búsqueda inteligente', text: 'Encuentra negocios por nombre, categoría o descripción, ordenados por cercanía.' },
      {
        title: 'Mapa interactivo',
        text: 'Mira qué hay a tu alrededor, filtra por categoría y distancia y obtén indicaciones para llegar.',
      },
      { title: 'Favoritos', text: 'Guarda los lugares que te gustan y tenlos a mano para planificar tus días.' },
      { title: 'Opiniones y valoraciones', text: 'Lee lo que opinan otros visitantes y comparte tu propia experiencia.' },
    ],
    whoTitle: 'Quiénes somos',
    who: 'Somos un equipo pequeño de desarrolladores y amantes de Cuba. Diseñamos la aplicación para que funcione bien en móviles y con conexiones lentas, porque así es como la mayoría de la gente la va a usar.',
    contactTitle: 'Contacto y soporte',
    contactBefore: '¿Tienes dudas, sugerencias o quieres que tu negocio aparezca en la guía? Escríbenos a',
    contactMiddle: 'o visita la sección de',
    helpLink: 'Ayuda',
  },
  help: {
    title: 'Centro de ayuda',
    lead: 'Respuestas rápidas a las preguntas más frecuentes.',
    faqTitle: 'Preguntas frecuentes',
    favoritesQuestion: '¿Cómo añado un lugar a favoritos?',
    favoritesBefore: 'Abre la ficha del lugar o búscalo en el',
    favoritesLink: 'mapa',
    favoritesAfter:
      'y pulsa el icono de corazón. Lo verás en la sección «Tus lugares favoritos» de tu perfil. Necesitas haber iniciado sesión.',
    dataQuestion: '¿Cómo actualizo mis datos personales?',
    dataBefore: 'Entra en',
    profileLink: 'Mi perfil',
    dataAfter:
      'desde el menú de usuario. Allí ves tu nombre, tu nombre de usuario y tu correo; si necesitas cambiar alguno, escríbenos y lo hacemos por ti.',
    passwordQuestion: '¿Cómo cambio mi contraseña?',
    passwordBefore: 'En',
    /** '… pulsa «Cambiar contraseña», … al menos 8 caracteres.' */
    passwordAfter: 'pulsa «Cambiar contraseña», escribe tu contraseña actual y la nueva dos veces. La nueva contraseña debe tener al menos',
    passwordCharacters: 'caracteres.',
    forgotQuestion: 'Olvidé mi contraseña, ¿qué hago?',
    /** issue 20 §7: an admin's one-time link, sent over WhatsApp */
    forgotHelp: RESET_MESSAGES.resetForgotHelp,
    /** after RESET_MESSAGES.resetForgotHelp (issue 20 §7: an admin's one-time link, sent over WhatsApp) */
    forgotMore: 'Te lo explicamos en',
    forgotLink: '¿Olvidaste tu contraseña?',
    moreTitle: '¿Necesitas más ayuda?',
    emailLabel: 'Correo de soporte:',
    /** what exists instead of a live chat: a WhatsApp chat with the guide's team */
    whatsappLabel: 'WhatsApp:',
    whatsappLink: 'Escríbenos por WhatsApp',
    contactLabel: 'Centro de contacto:',
    contactLink: 'información de contacto',
    phoneLabel: 'Teléfono:',
  },
  privacy: {
    title: 'Política de privacidad',
    lead: 'Cómo recogemos, usamos y protegemos tus datos cuando usas Guía Cuba.',
    updated: '10 de agosto de 2025',
    collectTitle: '1. Datos que recogemos',
    collect: [
      {
        label: 'Datos de cuenta:',
        text: 'tu nombre, correo electrónico y nombre de usuario. La contraseña se guarda cifrada y nunca la vemos.',
      },
      { label: 'Preferencias:', text: 'los negocios que guardas como favoritos y tus ajustes de búsqueda.' },
      {
        label: 'Ubicación:',
        text: 'solo si la autorizas en tu navegador, para mostrarte lugares cercanos. No guardamos tu historial de posiciones.',
      },
      {
        label: 'Historial de uso:',
        text: 'visitas a negocios y reservas iniciadas, de forma agregada, para mejorar los recomendados.',
      },
    ],
    useTitle: '2. Cómo usamos tus datos',
    use: 'Usamos tus datos para darte acceso a tu cuenta, mostrarte lugares y eventos relevantes, guardar tus favoritos y mejorar el servicio. No vendemos tus datos personales.',
    shareTitle: '3. Con quién los compartimos',
    share: [
      { label: 'Cumplimiento legal:', text: 'cuando una ley o una autoridad competente nos lo exija.' },
      {
        label: 'Proveedores de servicios:',
        text: 'empresas que nos ayudan a alojar la aplicación o a mostrar mapas, siempre con acuerdos que protegen tu información.',
      },
    ],
    securityTitle: '4. Seguridad',
    security:
      'Protegemos la información con conexiones cifradas, contraseñas cifradas y accesos restringidos. Ningún sistema es infalible, pero revisamos nuestras medidas de forma periódica.',
    rightsTitle: '5. Tus derechos',
    rightsLead: 'Puedes ejercer en cualquier momento tus derechos de:',
    rights: [
      'Acceso a los datos que tenemos sobre ti.',
      'Rectificación de datos incorrectos o incompletos.',
      'Eliminación de tu cuenta y de tus datos.',
      'Portabilidad, recibiendo tus datos en un formato de uso común.',
      'Revocación del consentimiento, por ejemplo para el uso de tu ubicación.',
    ],
    contactTitle: '6. Contacto',
    contactBefore: 'Para cualquier consulta sobre privacidad escríbenos a',
  },
  terms: {
    title: 'Términos y condiciones',
    lead: 'Las reglas para usar Guía Cuba. Léelas con calma: al usar la aplicación las aceptas.',
    updated: '15 de agosto de 2025',
    acceptTitle: '1. Aceptación de los términos',
    accept: 'Al registrarte o usar Guía Cuba aceptas estos términos. Si no estás de acuerdo con alguno de ellos, no uses la aplicación.',
    useTitle: '2. Uso de la aplicación',
    use: 'Te comprometes a usar la guía de forma lícita y respetuosa: no publiques contenido falso u ofensivo, no intentes acceder a cuentas ajenas y no uses la aplicación para enviar publicidad no solicitada. Eres responsable de mantener segura tu contraseña.',
    privacyTitle: '3. Privacidad',
    privacyBefore: 'El tratamiento de tus datos personales se rige por nuestra',
    privacyLink: 'Política de privacidad',
    liabilityTitle: '4. Limitación de responsabilidad',
    liability:
      'La información de los negocios (horarios, precios, disponibilidad) la aportan los propios negocios y terceros. Hacemos lo posible por mantenerla al día, pero no garantizamos que sea exacta en todo momento ni respondemos de los servicios que prestan los negocios.',
    propertyTitle: '5. Propiedad intelectual',
    property:
      'El diseño, los textos y el código de Guía Cuba nos pertenecen. Las fotos y marcas de cada negocio pertenecen a sus titulares. No puedes copiarlos ni reutilizarlos sin permiso.',
    changesTitle: '6. Modificaciones',
    changes:
      'Podemos actualizar estos términos. Cuando el cambio sea importante te avisaremos en la aplicación; la fecha de la última actualización aparece siempre al inicio de esta página.',
  },
} as const;

/** The message 'Escríbenos por WhatsApp' starts, in every language: the guide's team reads Spanish. */
export const HELP_WHATSAPP_MESSAGE = 'Hola, tengo una pregunta sobre Guía Cuba: ';

/** The static pages' texts in the page's language. */
export const useStaticText = defineText(STATIC_TEXT, () => import('./static-pages-text.en'));
