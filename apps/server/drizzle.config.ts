import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module keeps its tables beside it; drizzle-kit finds them all by name.
  schema: './src/modules/**/*.table.ts',
  out: './drizzle',
  casing: 'snake_case',
});
