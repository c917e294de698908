import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

// Run by `npm run test:e2e:functions`, which builds the site with VITE_USE_FUNCTIONS and EmailJS keys set
// (scripts/test-e2e-firebase.mjs) into this folder.
const SITE = 'dist-firebase-functions-e2e';

test('the site built with Functions on holds neither EmailJS nor its keys: the server emails the operator', () => {
  const files = readdirSync(SITE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    expect(text, file).not.toContain('api.emailjs.com');
    expect(text, file).not.toContain('must-not-ship');
  }
});
