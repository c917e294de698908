import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

// The import rules of src/ (the layer zones, the domain's libraries, Firebase only in src/backend/firebase, a feature
// only through its index.ts, no cycles) are dependency-cruiser's, in .dependency-cruiser.cjs, checked by
// `npm run lint`. Here: what no import rule can say.

describe('the domain keeps no state (ESLint, eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** Lints source as if it were a file of src/domain (which need not exist); returns the messages about state. */
  async function stateViolations(source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath: join(ROOT, 'src/domain/state-probe.ts') });
    return result.messages
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  }

  it.each([
    ['a module-level variable', 'export let current = "en";'],
    ['a module-level cache', 'const made = new Map<string, number>();\nexport const size = () => made.size;'],
  ])(
    'fails lint for %s',
    async (_, source) => {
      expect(await stateViolations(source)).not.toEqual([]);
    },
    30_000,
  );

  it('allows module-level constants and a cache inside a function', async () => {
    expect(
      await stateViolations(
        'export const LIMIT = 3;\nexport const made = () => new Map<string, number>();\n' +
          'export function count(list: string[]) { const seen = new Set(list); return seen.size; }',
      ),
    ).toEqual([]);
  }, 30_000);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('the route map', () => {
  it('is the only place in src/ that writes an app path', () => {
    const appPath =
      /['"`]\/(home|index|vipRental|productdetail|about|contact|policies|packages|services|login|admin)\b/;
    const offenders = sourceFiles(join(ROOT, 'src'))
      .filter((file) => !file.endsWith(join('config', 'paths.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(ROOT, file)}:${index + 1}` }))
          // Comments may name a route; code may not.
          .filter(({ line }) => appPath.test(line) && !/^(\/\/|\/\*|\*)/.test(line.trim()))
          .map(({ where, line }) => `${where}  ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
