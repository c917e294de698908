/**
 * The settings Firebase cannot start without; `VITE_FIREBASE_MESSAGING_SENDER_ID` is optional.
 * Its own module: the build's check (env-schema.ts) and the browser's settings (firebase-settings.ts) both read it.
 */
export const REQUIRED_FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;
