/** Several checkouts may run browser tests at once on one machine: E2E_PORT keeps them apart. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
