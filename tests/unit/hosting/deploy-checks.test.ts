import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ALLOW_BROWSER_CHAT_KEY,
  DEPLOY_MARK,
  DEPLOY_SETTINGS,
  EMULATOR_SETTINGS,
  deployGuardProblem,
  REQUIRED_SETTINGS,
  deployProblems,
  firebaseDeployArgs,
} from '../../../scripts/lib/deploy-checks.mjs';
import { envSchema } from '../../../src/config/env-schema';

const production = Object.fromEntries(REQUIRED_SETTINGS.map((key) => [key, 'value'])) as Record<
  string,
  string
>;
production.VITE_FIREBASE_PROJECT_ID = 'marina-prod';

describe('what npm run deploy refuses (scripts/lib/deploy-checks.mjs)', () => {
  it('lets a complete production configuration through', () => {
    expect(deployProblems(production, [])).toEqual([]);
    expect(deployProblems({ ...production, VITE_CHAT_API_URL: 'https://chat.example.com' }, [])).toEqual([]);
  });

  it('names every missing setting, an emulator build and a demo project', () => {
    const problems = deployProblems(
      {
        VITE_FIREBASE_PROJECT_ID: 'demo-marina',
        VITE_USE_FIREBASE_EMULATORS: 'true',
        VITE_FIREBASE_API_KEY: ' ',
      },
      [],
    );
    expect(problems).toContain('VITE_FIREBASE_API_KEY is not set (.env.production.local).');
    expect(problems).toContain('VITE_FIREBASE_APP_ID is not set (.env.production.local).');
    expect(problems).toContain('VITE_USE_FIREBASE_EMULATORS=true: this build would talk to localhost.');
    expect(problems).toContain('demo-marina is an emulator-only demo project.');
  });

  it('stops when a chat provider key would ship in the browser, unless told to on purpose', () => {
    const withKey = { ...production, VITE_CHAT_API_KEY: 'provider-key' };
    const [problem] = deployProblems(withKey, ['--only', 'hosting']);
    expect(problem).toMatch(/^VITE_CHAT_API_KEY is set: .*anyone could copy the chat provider’s key/);
    expect(problem).toContain(ALLOW_BROWSER_CHAT_KEY);
    expect(deployProblems(withKey, [ALLOW_BROWSER_CHAT_KEY])).toEqual([]);
    expect(deployProblems({ ...production, VITE_CHAT_API_KEY: '  ' }, [])).toEqual([]);
  });

  it('refuses an App Check debug token, which is for builds on the emulators only', () => {
    expect(deployProblems({ ...production, VITE_APPCHECK_DEBUG_TOKEN: 'debug-token' }, [])).toEqual([
      expect.stringMatching(
        /^VITE_APPCHECK_DEBUG_TOKEN is set: a debug token is for builds on the emulators only/,
      ),
    ]);
  });

  it('the nightly republish builds with every setting the deploy builds with, and every setting is placed', () => {
    const workflow = readFileSync('.github/workflows/republish.yml', 'utf8');
    const passed = [...workflow.matchAll(/^\s+(VITE_[A-Z_]+): \$\{\{ vars\.\1 \}\}$/gm)].map(
      (match) => match[1],
    );
    expect([...passed].sort()).toEqual([...DEPLOY_SETTINGS].sort());
    expect(workflow).not.toMatch(/VITE_(APPCHECK_DEBUG_TOKEN|CHAT_API_KEY|USE_FIREBASE_EMULATORS)/);
    // A new setting of the site must be put in one of the lists (or be the browser chat key, never deployed).
    expect([...DEPLOY_SETTINGS, ...EMULATOR_SETTINGS, 'VITE_CHAT_API_KEY'].sort()).toEqual(
      Object.keys(envSchema.shape).sort(),
    );
  });

  it('lets only npm run deploy deploy the rules and the functions: a plain firebase deploy stops', () => {
    const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      firestore: { predeploy: string[] };
      functions: { predeploy: string[] }[];
    };
    const guard = 'node scripts/deploy-guard.mjs';
    expect(firebaseJson.firestore.predeploy[0]).toBe(guard);
    for (const codebase of firebaseJson.functions) expect(codebase.predeploy[0]).toBe(guard);
    expect(deployGuardProblem({})).toMatch(/^Deploy with `npm run deploy`, not `firebase deploy`/);
    expect(deployGuardProblem({ [DEPLOY_MARK]: '1' })).toBeNull();
    expect(readFileSync('scripts/deploy.mjs', 'utf8')).toContain("process.env[DEPLOY_MARK] = '1';");
  });

  it('passes on to firebase deploy every argument but its own', () => {
    expect(firebaseDeployArgs(['--only', 'hosting', ALLOW_BROWSER_CHAT_KEY])).toEqual(['--only', 'hosting']);
  });
});
