import { defineText } from '../../lib/i18n/text';

/**
 * The texts of the owner's replies and of reporting a review (issue 21 §5), apart from
 * business-text.ts so that the page's first JavaScript does not carry them (they arrive with the
 * reviews, below the first screen). English in review-text.en.ts. Checked by `pnpm lint:spelling` and the style test.
 */
export const REVIEW_TEXT = {
  ownerReply: 'Respuesta del propietario',
  reply: 'Responder',
  editReply: 'Editar respuesta',
  replyLabel: 'Tu respuesta',
  publishReply: 'Publicar respuesta',
  publishing: 'Publicando...',
  cancel: 'Cancelar',
  replySaved: 'Respuesta publicada con éxito',
  report: 'Denunciar',
  reportReply: 'Denunciar la respuesta',
  reportLabel: '¿Por qué la denuncias?',
  sendReport: 'Enviar denuncia',
  sending: 'Enviando...',
  reportSent: 'Denuncia enviada. Un administrador la revisará.',
} as const;

/** The replies' and reports' texts in the page's language. */
export const useReviewText = defineText(REVIEW_TEXT, () => import('./review-text.en'));
