// drizzle-kit reads this (paths from order-service/) to write a new migration from
// src/db/schema.ts: `npm run db:generate -w order-service` after editing the schema, then commit
// migrations/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
