/** MSG in English (issue 22 §1): the contracts' own catalogue, which the API answers with too; one chunk, only English pages download it. */
export { MSG_EN as default } from '@guia/contracts/en';
