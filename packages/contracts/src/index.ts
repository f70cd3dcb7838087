/**
 * The API's contracts: one zod schema per request and answer shape, shared by the server's
 * validation, its OpenAPI document and presenters, and the web app's client.
 */
export * from './categories.ts';
export * from './common.ts';
export * from './dealers.ts';
export * from './dealerValues.ts';
export * from './entrypoint.ts';
export * from './exports.ts';
export * from './fonts.ts';
export * from './ids.ts';
export * from './imports.ts';
export * from './media.ts';
export * from './palettes.ts';
export * from './regions.ts';
export * from './sheets.ts';
export * from './translations.ts';
export * from './users.ts';
