/**
 * Stops the run before any test when it was not started by `npm run test:chat-proxy` (scripts/test-chat-proxy.mjs),
 * which starts the Firestore and Functions emulators with the stand-in provider's address and a test key.
 */
export default function requireChatEmulators() {
  const needed = [
    'FUNCTIONS_EMULATOR_HOST',
    'FIRESTORE_EMULATOR_HOST',
    'GCLOUD_PROJECT',
    'CHAT_STANDIN_PORT',
    'CHAT_API_KEY',
  ];
  const missing = needed.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `No chat proxy emulators: ${missing.join(', ')} not set. Run these tests with \`npm run test:chat-proxy\`.`,
    );
  }
}
