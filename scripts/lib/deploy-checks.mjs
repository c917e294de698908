// What `npm run deploy` refuses before it builds: settings that would make a broken or unsafe production site.
// Pure (env and arguments in, problems out) so tests/unit/hosting/deploy-checks.test.ts can try every case.

/** The Firebase web config a production build needs. */
export const REQUIRED_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

/** The flag that deploys a build holding a chat provider key anyway (a key limited to this site's origin, say). */
export const ALLOW_BROWSER_CHAT_KEY = '--allow-browser-chat-key';

/**
 * @param {Record<string, string | undefined>} env the production settings (`.env.production.local` and the shell)
 * @param {readonly string[]} args the deploy command's arguments
 * @returns {string[]} what is wrong, one sentence each; empty when the deploy may go on
 */
export function deployProblems(env, args) {
  const problems = REQUIRED_SETTINGS.filter((key) => !env[key]?.trim()).map(
    (key) => `${key} is not set (.env.production.local).`,
  );
  if (env.VITE_USE_FIREBASE_EMULATORS === 'true')
    problems.push('VITE_USE_FIREBASE_EMULATORS=true: this build would talk to localhost.');
  if (env.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-'))
    problems.push(`${env.VITE_FIREBASE_PROJECT_ID} is an emulator-only demo project.`);
  if (env.VITE_CHAT_API_KEY?.trim() && !args.includes(ALLOW_BROWSER_CHAT_KEY))
    problems.push(
      'VITE_CHAT_API_KEY is set: every VITE_ setting ships in the site’s JavaScript, so anyone could copy the chat ' +
        'provider’s key and spend your quota. Leave it empty and use the chat function (VITE_USE_FUNCTIONS=true, the ' +
        'key in the CHAT_API_KEY secret) or point VITE_CHAT_API_URL at a proxy that holds the key (README, Security ' +
        `notes), or add ${ALLOW_BROWSER_CHAT_KEY} to deploy it anyway.`,
    );
  return problems;
}

/**
 * The arguments that go on to `firebase deploy` (ours taken out).
 * @param {readonly string[]} args
 */
export const firebaseDeployArgs = (args) => args.filter((arg) => arg !== ALLOW_BROWSER_CHAT_KEY);
