import { MSG, REVIEW_MESSAGES } from '@guia/contracts';
import { defineText } from './text';

/**
 * The contracts' messages that public pages show (MSG, which holds SHELL_MSG, and the reviews'),
 * in the page's language: Spanish from contracts, English from contracts' `@guia/contracts/en`
 * through messages.en.ts (one chunk, only English pages download it). The API answers its errors
 * in the screen's language itself (apiFetch's Accept-Language, issue 22 §1).
 */
export const useMsg = defineText(MSG, () => import('./messages.en'));
export const useReviewMsg = defineText(REVIEW_MESSAGES, () => import('./review-messages.en'));
