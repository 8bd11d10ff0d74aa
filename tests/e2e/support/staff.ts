/** The staff token the test server is started with (playwright.config.ts), for staff moves. */
export const E2E_ADMIN_TOKEN = 'e2e-staff-token';
