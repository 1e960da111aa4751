import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns schema changes into a committed SQL migration; it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
