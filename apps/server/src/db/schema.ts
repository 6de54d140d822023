/** Every table, for drizzle's relational queries and drizzle-kit's migration generator. */
export * from '../modules/auth/login-throttle.table.js';
export * from '../modules/auth/revoked-tokens.table.js';
export * from '../modules/bookings/bookings.table.js';
export * from '../modules/card-vendors/card-vendors.table.js';
export * from '../modules/dashboard/money-totals.table.js';
export * from '../modules/employees/employees.table.js';
export * from '../modules/expenses/expenses.table.js';
export * from '../modules/payments/payments.table.js';
export * from '../modules/room-types/room-types.table.js';
export * from '../modules/rooms/rooms.table.js';
export * from '../modules/settings/app-settings.table.js';
export * from '../modules/tenants/tenants.table.js';
export * from '../modules/users/users.table.js';
