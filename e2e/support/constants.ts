export const E2E_PORT = 3100;
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
