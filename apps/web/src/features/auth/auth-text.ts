import { API_MSG, RESET_MESSAGES, TEXT_MESSAGES, USER_MESSAGES } from '@guia/contracts';
import { defineText } from '../../lib/i18n/text';

/**
 * Every text of the account screens (login, registration, forgotten and new password): one place,
 * checked by `pnpm lint:spelling` and the style test (docs/STYLE.md). Messages shared with the API
 * stay in the contracts (MSG, USER_MESSAGES, RESET_MESSAGES).
 */
const SUBMIT = 'Aceptar';

export const AUTH_TEXT = {
  // the brand panel beside the form
  panelPlaces: ['La Habana', 'Trinidad', 'Viñales', 'Varadero', 'Santiago de Cuba'],
  panelEyebrow: 'Guía Cuba',
  panelTitle: 'La Cuba auténtica, a tu alcance.',
  panelPoints: [
    'Guarda tus lugares favoritos',
    'Encuentra lugares cerca de ti en el mapa',
    'Descubre eventos y recomendados cada semana',
  ],
  // login
  loginTitle: 'Iniciar sesión',
  loginSubtitle: 'Accede para guardar favoritos y explorar el mapa.',
  identifierLabel: 'Usuario o correo electrónico',
  passwordLabel: 'Contraseña',
  remember: 'Recordarme',
  forgotPassword: '¿Olvidaste tu contraseña?',
  /** spec §2: the login and registration forms submit with 'Aceptar' (English: 'Sign in', 'Create account') */
  loginSubmit: SUBMIT,
  noAccount: '¿No tienes cuenta?',
  goRegister: 'Regístrate',
  loginLegalBefore: 'Al continuar aceptas los',
  registerLegalBefore: 'Al registrarte aceptas los',
  legalTerms: 'Términos y condiciones',
  legalAnd: 'y la',
  legalPrivacy: 'Política de privacidad',
  // registration
  registerTitle: 'Registrarse',
  registerSubtitle: 'Crea tu cuenta gratis y empieza a descubrir Cuba.',
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  usernameLabel: 'Nombre de usuario',
  registerSubmit: SUBMIT,
  haveAccount: '¿Ya tienes cuenta?',
  goLogin: 'Iniciar sesión',
  // social sign-in, not available yet
  socialDivider: 'o continúa con',
  google: 'Google',
  facebook: 'Facebook',
  // password fields
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  // forgotten password (issue 20 §7)
  forgotTitle: '¿Olvidaste tu contraseña?',
  forgotSubtitle: 'Te ayudamos a entrar de nuevo en tu cuenta.',
  forgotLinkRules: 'El enlace sirve una sola vez y caduca en 24 horas. Ábrelo en este teléfono o computadora y elige una contraseña nueva.',
  forgotWhoBefore: '¿No sabes a quién pedírselo? Escríbenos desde',
  forgotWhoLink: 'Ayuda',
  backToLogin: 'Volver a iniciar sesión',
  // new password from an admin's link
  resetTitle: 'Cambiar la contraseña',
  resetSubtitle: 'Elige una contraseña nueva para tu cuenta.',
  resetDoneTitle: 'Contraseña cambiada',
  resetDoneSubtitle: 'Ya puedes usar tu cuenta.',
  goHome: 'Ir al inicio',
  howToGetLink: '¿Cómo consigo un enlace?',
  resetHint: 'Al menos 8 caracteres. Mejor una frase de varias palabras que una sola palabra.',
  newPasswordLabel: 'Nueva contraseña',
  repeatPasswordLabel: 'Repite la nueva contraseña',
  resetSubmit: 'Cambiar contraseña',
  /**
   * The contracts' messages these screens show (the forms' schemas, the server's answers) that are
   * not in MSG: written once in the contracts, here only to be looked up by their text and shown
   * in the page's language (lib/i18n/message-in.ts).
   */
  messages: {
    resetLinkInvalid: RESET_MESSAGES.resetLinkInvalid,
    resetPasswordRequired: RESET_MESSAGES.resetPasswordRequired,
    resetConfirmRequired: RESET_MESSAGES.resetConfirmRequired,
    resetSubmitting: RESET_MESSAGES.resetSubmitting,
    resetSuccess: RESET_MESSAGES.resetSuccess,
    resetForgotHelp: RESET_MESSAGES.resetForgotHelp,
    nameRequired: USER_MESSAGES.nameRequired,
    emailRequired: USER_MESSAGES.emailRequired,
    usernameRequired: USER_MESSAGES.usernameRequired,
    passwordRequired: USER_MESSAGES.passwordRequired,
    loginFieldsRequired: API_MSG.loginFieldsRequired,
    invalidCredentials: API_MSG.invalidCredentials,
    passwordControlChars: API_MSG.passwordControlChars,
    passwordCommon: API_MSG.passwordCommon,
    passwordPersonal: API_MSG.passwordPersonal,
    passwordTrivial: API_MSG.passwordTrivial,
    tooManyRegistrations: API_MSG.tooManyRegistrations,
    invalidCharacters: TEXT_MESSAGES.invalidCharacters,
    lineBreaks: TEXT_MESSAGES.lineBreaks,
    usernameCharacters: TEXT_MESSAGES.usernameCharacters,
    personNameTooLong: TEXT_MESSAGES.personNameTooLong,
    usernameTooLong: TEXT_MESSAGES.usernameTooLong,
    emailTooLong: TEXT_MESSAGES.emailTooLong,
  },
} as const;

/** The account screens' texts in the page's language. */
export const useAuthText = defineText(AUTH_TEXT, () => import('./auth-text.en'));

/** The show/hide button of every password field on these screens, in the texts' language. */
export const passwordToggle = (text: { showPassword: string; hidePassword: string }) => ({ show: text.showPassword, hide: text.hidePassword });
