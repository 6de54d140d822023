/** The administrator every fresh test database starts with. */
export const TEST_ADMIN = { username: 'admin', password: 'admin-password-1' } as const;
export const TEST_TIMEZONE = 'Asia/Jakarta';
