import { z } from 'zod';
import { item } from './common.ts';

/** The `:name` of /api/contexts/:name. */
export const contextParams = z.object({ name: z.string() });

/** The API's front door: where each collection lives, and the brand a new sheet starts with. */
export const EntrypointAnswer = z.object({
  ...item('Entrypoint'),
  defaultCi: z.string(),
  sheets: z.string(),
  regionalSheets: z.string(),
  categories: z.string(),
  mediaObjects: z.string(),
  dealerLogos: z.string(),
  dealerProfiles: z.string(),
  exportRecords: z.string(),
  batchExports: z.string(),
  dealerValues: z.string(),
  users: z.string(),
  printProfile: z.string(),
});

/** Whether the process and its database answer. */
export const HealthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

/** The print profile's name and the grid that shows process colours as it prints them. */
export const PrintProfileAnswer = z.object({
  ...item('PrintProfile'),
  name: z.string(),
  outputConditionIdentifier: z.string(),
  screenGrid: z.object({ steps: z.number().int(), data: z.string() }),
});

/** A JSON-LD context document. */
export const JsonLdContextAnswer = z.object({ '@context': z.record(z.string(), z.unknown()) });

/** The Hydra API documentation (JSON-LD). */
export const HydraDocumentationAnswer = z
  .object({ '@context': z.unknown(), '@id': z.string(), '@type': z.string() })
  .loose();

// The types the presenters answer with and clients read.
export type EntrypointAnswer = z.infer<typeof EntrypointAnswer>;
export type HealthAnswer = z.infer<typeof HealthAnswer>;
export type PrintProfileAnswer = z.infer<typeof PrintProfileAnswer>;
export type JsonLdContextAnswer = z.infer<typeof JsonLdContextAnswer>;
export type HydraDocumentationAnswer = z.infer<typeof HydraDocumentationAnswer>;
