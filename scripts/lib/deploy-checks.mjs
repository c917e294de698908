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

/**
 * Every setting a production build reads: what `npm run deploy` builds with from `.env.production.local`, and what the
 * nightly republish (.github/workflows/republish.yml) must pass from the repository's variables, so the two build the
 * same site (tests/unit/hosting/deploy-checks.test.ts holds the workflow to this list). The rest of the settings in
 * src/config/env-schema.ts are for the emulators (EMULATOR_SETTINGS) or never deployed (VITE_CHAT_API_KEY).
 */
export const DEPLOY_SETTINGS = [
  ...REQUIRED_SETTINGS,
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_USE_FUNCTIONS',
  'VITE_SITE_ORIGIN',
  'VITE_APPCHECK_SITE_KEY',
  'VITE_APPCHECK_PROVIDER',
  'VITE_CHAT_API_URL',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
];

/** Settings only a build for the emulators uses (a deploy refuses the first; the ports mean nothing in production). */
export const EMULATOR_SETTINGS = [
  'VITE_USE_FIREBASE_EMULATORS',
  'VITE_FIREBASE_AUTH_EMULATOR_PORT',
  'VITE_FIRESTORE_EMULATOR_PORT',
  'VITE_FIREBASE_STORAGE_EMULATOR_PORT',
  'VITE_FUNCTIONS_EMULATOR_PORT',
  'VITE_APPCHECK_DEBUG_TOKEN',
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
  if (env.VITE_APPCHECK_DEBUG_TOKEN?.trim())
    problems.push(
      'VITE_APPCHECK_DEBUG_TOKEN is set: a debug token is for builds on the emulators only (in the site it would ' +
        'switch App Check off for every visitor). Remove it from the deploy’s environment.',
    );
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

/** Set by `npm run deploy` for the firebase-tools it runs; the predeploy hooks of firebase.json look for it. */
export const DEPLOY_MARK = 'MARINA_DEPLOY';

/**
 * Why a deploy that did not come through `npm run deploy` stops (scripts/deploy-guard.mjs), or null.
 * @param {Record<string, string | undefined>} env the hook's environment
 * @returns {string | null}
 */
export function deployGuardProblem(env) {
  if (env[DEPLOY_MARK] === '1') return null;
  return (
    'Deploy with `npm run deploy`, not `firebase deploy`: it builds and checks the site and deploys the Firestore ' +
    'rules that match it (with Cloud Functions on, rules that leave creating enquiries to them; firestore.rules ' +
    'as it is would let browsers write enquiries past the functions).'
  );
}
