/** The vocabulary of the pages' JSON-LD. */
export const SCHEMA_ORG = 'https://schema.org';
