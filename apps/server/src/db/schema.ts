/** Every table, for drizzle's relational queries and drizzle-kit's migration generator. */
export * from '../modules/auth/login-attempts.table.js';
export * from '../modules/settings/app-settings.table.js';
export * from '../modules/users/users.table.js';
