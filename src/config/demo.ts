/** Accounts of the built-in demo backend (demo mode only; never used with Firebase). */
export const DEMO_OPERATOR = { email: 'operator@example.com', password: 'sail-demo-2024' } as const;
/** Signs in but has no admin rights: shows the "no admin access" screen. */
export const DEMO_VISITOR_ACCOUNT = { email: 'guest@example.com', password: 'guest-demo-2024' } as const;
