/** GET /api/categories/: the categories offered as checkboxes in the business form (the one list query of lib/api/categories.ts). */
export { categoriesQuery as categoryOptionsQuery, fetchCategories } from '../../../lib/api/categories';
