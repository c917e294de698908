import { describe, expect, it } from 'vitest';
import {
  ALLOW_BROWSER_CHAT_KEY,
  REQUIRED_SETTINGS,
  deployProblems,
  firebaseDeployArgs,
} from '../../../scripts/lib/deploy-checks.mjs';

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

  it('passes on to firebase deploy every argument but its own', () => {
    expect(firebaseDeployArgs(['--only', 'hosting', ALLOW_BROWSER_CHAT_KEY])).toEqual(['--only', 'hosting']);
  });
});
