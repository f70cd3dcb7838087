export * from './categories.ts';
export * from './dealerLogos.ts';
export * from './mediaObjects.ts';
export * from './regionalSheets.ts';
export * from './sheetRevisions.ts';
export * from './sheets.ts';
export * from './status.ts';
export * from './users.ts';
