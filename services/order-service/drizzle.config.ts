// drizzle-kit reads this (paths from services/order-service/) to write a new migration from
// src/db/schema.ts: `npm run db:generate -w services/order-service` after editing the schema, then commit
// migrations/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
