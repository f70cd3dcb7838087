import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start; never edit one that has landed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
