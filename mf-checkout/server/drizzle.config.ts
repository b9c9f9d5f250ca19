// drizzle-kit reads this (paths from mf-checkout/) to write a new migration from src/db/schema.ts:
// `npm run db:generate -w mf-checkout` after editing the schema, then commit migrations/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/migrations',
});
