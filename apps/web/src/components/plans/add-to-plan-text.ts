import { icu, plural } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

/**
 * The texts of 'Añadir a un plan' (issue 22 §3), the button and dialog that put a place of the
 * guide into one of the person's plans from the map and the profile. Spanish, sentence case. The
 * API's own messages (the name, the limits) are ITINERARY_MESSAGES in the contracts (shown in the
 * page's language through the plans' catalogue, `messages`). English: add-to-plan-text.en.ts.
 */
export const ADD_TO_PLAN_TEXT = {
  button: 'Añadir a un plan',
  title: 'Añadir a un plan',
  intro: icu('Elige un plan: {place} será su última parada.'),
  loading: 'Cargando tus planes...',
  loadError: 'No se pudieron cargar tus planes. Inténtalo de nuevo.',
  retry: 'Reintentar',
  yourPlans: 'Tus planes',
  empty: 'Aún no tienes planes.',
  /** 'Sin paradas', '1 parada', '3 paradas' */
  stops: plural('count', { '=0': 'Sin paradas', one: '# parada', other: '# paradas' }),
  alreadyIn: 'ya lo incluye',
  adding: 'Añadiendo...',

  newPlan: 'Nuevo plan',
  nameLabel: 'Nombre del plan',
  namePlaceholder: 'Sábado en La Habana Vieja',
  create: 'Crear plan',
  creating: 'Creando...',

  added: icu('Añadido a «{plan}»'),
  seePlan: 'Ver el plan',
  done: 'Listo',

  signedOut: 'Inicia sesión para guardar lugares en tus planes del día.',
  login: 'Iniciar sesión',
} as const;

/** 'Añadir a un plan' in the page's language. */
export const useAddToPlanText = defineText(ADD_TO_PLAN_TEXT, () => import('./add-to-plan-text.en'));
