import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileAsync, Logger } from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';

// The charter pages' own stylesheet (src/styles/charter.scss) holds only what they show: a class their markup starts
// to use must have its rule there, not only in the site's stylesheet, which these pages do not load.

/** The markup of the charter pages: the feature and the shared components its frame and pages draw. */
const MARKUP = [
  'src/components/layout/language-links.tsx',
  'src/components/load-error.tsx',
  'src/components/loading.tsx',
  'src/components/photo-image.tsx',
];

/** Classes that only name an element (for the pages' tests, the print rules' `:has()`, or a reader): no rule. */
const NAMES_ONLY = new Set(['charter-money', 'charter-pay', 'guest-list-page', 'tax-document-lines']);

/** Every class a `className` in `source` can hold: its strings' words, without the `${…}` parts. */
function classNames(source: string): string[] {
  const names: string[] = [];
  for (const [, value] of source.matchAll(/className=(\{`[^`]*`\}|"[^"]*"|\{[^}]*\})/g)) {
    for (const [, text] of value.replace(/\$\{[^}]*\}/g, ' ').matchAll(/["'`]([^"'`]*)["'`]/g))
      names.push(...text.split(/\s+/).filter((word) => /^[a-z][a-z0-9-]*$/.test(word)));
  }
  return names;
}

let css = '';
let used: string[] = [];

beforeAll(async () => {
  // As Vite builds it, without Bootstrap's deprecation warnings (vite.config.ts keeps them quiet too).
  css = (
    await compileAsync('src/styles/charter.scss', { loadPaths: ['node_modules'], logger: Logger.silent })
  ).css;
  const feature = (await readdir('src/features/charter')).filter((file) => file.endsWith('.tsx'));
  const files = [...feature.map((file) => join('src/features/charter', file)), ...MARKUP];
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  used = [...new Set(sources.flatMap(classNames))].sort();
}, 60_000);

describe('the charter pages’ stylesheet', () => {
  it('has a rule for every class the pages’ markup uses', () => {
    expect(used.length).toBeGreaterThan(60);
    const ruleless = used.filter(
      (name) => !NAMES_ONLY.has(name) && !new RegExp(`\\.${name}(?![\\w-])`).test(css),
    );
    expect(ruleless).toEqual([]);
  });

  it('names no class that has a rule (a rule added for it would go unnoticed here)', () => {
    expect([...NAMES_ONLY].filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css))).toEqual([]);
    expect([...NAMES_ONLY].filter((name) => !used.includes(name))).toEqual([]);
  });

  it('leaves out the site’s own sections and the Bootstrap parts only they use', () => {
    // Each the selector of a rule of its own (Bootstrap's rules for other parts may still name it).
    for (const name of ['hero', 'yacht-card', 'phone-bar', 'carousel', 'dropdown-menu', 'card', 'col-md-6'])
      expect(css).not.toMatch(new RegExp(`^\\.${name} \\{`, 'm'));
    expect(css).toMatch(/^\.charter-page \{/m);
  });
});
