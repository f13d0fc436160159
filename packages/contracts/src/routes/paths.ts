/** Every endpoint's constant (`API.businessById`), from both parts of the table. */
export * from './visitor-paths';
export * from './account-paths';
