/** The reviews section's texts in English: the contracts' catalogue (issue 22 §1). */
export { REVIEW_MESSAGES_EN as default } from '@guia/contracts/en';
