import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs (README.md and docs/**\/*.md) name only paths that exist, and cite no issue numbers.
 *
 * What counts as a repository path:
 * - a markdown link's target that is not a URL or an anchor: resolved against the md file's folder, it must exist;
 * - a word inside `backticks` (outside fenced code blocks) that either starts with a top-level entry of the
 *   repository and contains a `/` (`src/app/`, `tests/unit/node/fonts.test.ts`), or is a bare file name with a known
 *   extension (`converters.ts`): the first must exist from the repository root, the second somewhere in it.
 * Not paths: URLs, absolute paths (`/admin`, `/usr/lib/…`), `~/…`, globs (`*`), placeholders (`<…>`, `{…}`, `…`),
 * assignments (`X=…`), `$VARS`, npm module specifiers and Firestore or Storage paths (`firebase/firestore/lite`,
 * `settings/booking`, `Products/`: their first segment is no top-level entry), and what a build, the bench or a
 * developer writes (below).
 */
const ROOT = resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'test-results', 'bench-results', 'coverage']);
/** Written by a build, a run or a developer, never committed. */
const GENERATED = [
  /^bench-results\//,
  /^dist[^/]*\//,
  /^node_modules\//,
  /^functions\/lib\//,
  /^functions\/\.secret\.local$/,
  /^functions\/\.env(\.local)?$/,
  /^\.firebase\//,
  /^firebase\.dist[^/]*\.json$/,
];
/** Bare names of files a build writes (the prerender, the bench) or a developer keeps locally. */
const GENERATED_NAMES = new Set([
  'spa.html',
  '404.html',
  'build-info.json',
  'report.json',
  'report-firebase.json',
  'load.json',
  'sitemap.xml',
  'robots.txt',
  'index.html', // also a build's {path}/index.html
]);
/** Words that look like file names and are not: a library's name, the template of a record's name. */
const NOT_PATHS = new Set(['ical.js', 'NNNN-short-title.md']);
const KNOWN_EXTENSIONS =
  /\.(ts|tsx|mts|js|mjs|cjs|json|md|rules|scss|css|java|po|yml|yaml|html|svg|webp|jpg|png|txt|xml|sh)$/;
const ISSUE_CITATION = /\bissues?\s+#?\d+|\(#\d+\)|(^|[\s(,])#\d+\b/i;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name) || /^dist/.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

const allFiles = walk(ROOT);
const baseNames = new Set(allFiles.map((file) => file.slice(file.lastIndexOf('/') + 1)));
const topLevel = new Set(readdirSync(ROOT));
const docs = allFiles
  .map((file) => relative(ROOT, file))
  .filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))
  .sort();

/** Each line of a doc outside fenced code blocks, with its number. */
function proseLines(file: string): { line: string; number: number }[] {
  let fenced = false;
  const lines: { line: string; number: number }[] = [];
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      else if (!fenced) lines.push({ line, number: index + 1 });
    });
  return lines;
}

const isPlaceholderOrRuntime = (word: string) =>
  /^[a-z]+:\/\//i.test(word) ||
  /^(\/|~|\$|-)/.test(word) ||
  /[*<>{}…=$@]/.test(word) ||
  word.includes('?') ||
  word.includes('&');

/** The repository paths a line names, to check from the root ('root') or anywhere in the repository ('name'). */
export function namedPaths(line: string): { path: string; from: 'root' | 'name' }[] {
  const paths: { path: string; from: 'root' | 'name' }[] = [];
  const spans = [
    ...line.replace(/\[[^\]]*\]\([^)]*\)/g, (link) => link.replace(/\(.*\)$/, '')).matchAll(/`([^`]+)`/g),
  ];
  for (const [, span] of spans)
    for (const raw of span.split(/\s+/)) {
      const word = raw.replace(/^[("'[]+/, '').replace(/[)"',;:.\]]+$/, '');
      if (!word || isPlaceholderOrRuntime(word) || NOT_PATHS.has(word)) continue;
      // An extension on its own (`.mjs`, `.po`) names a kind of file, not a file.
      if (/^\.[\w.]+$/.test(word) && !topLevel.has(word)) continue;
      if (word.includes('/')) {
        if (topLevel.has(word.split('/')[0]) && !GENERATED.some((rule) => rule.test(word)))
          paths.push({ path: word, from: 'root' });
      } else if (
        KNOWN_EXTENSIONS.test(word) &&
        !GENERATED_NAMES.has(word) &&
        !GENERATED.some((r) => r.test(word))
      )
        paths.push({ path: word, from: topLevel.has(word) ? 'root' : 'name' });
    }
  return paths;
}

/** Markdown link targets that point into the repository. */
export function linkTargets(line: string): string[] {
  return [...line.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/i.test(target) && !isPlaceholderOrRuntime(target));
}

describe('the docs', () => {
  it('are README.md and docs/**/*.md', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/decisions/README.md');
  });

  it('name only repository paths that exist', () => {
    const missing: string[] = [];
    for (const file of docs)
      for (const { line, number } of proseLines(file)) {
        for (const { path, from } of namedPaths(line)) {
          const exists = from === 'root' ? existsSync(join(ROOT, path)) : baseNames.has(path);
          if (!exists) missing.push(`${file}:${number}: ${path}`);
        }
        for (const target of linkTargets(line)) {
          const path = relative(ROOT, resolve(dirname(join(ROOT, file)), decodeURI(target)));
          if (!GENERATED.some((rule) => rule.test(path)) && !existsSync(join(ROOT, path)))
            missing.push(`${file}:${number}: link ${target}`);
        }
      }
    expect(missing).toEqual([]);
  });

  it('cite no issue numbers', () => {
    const citing = docs.flatMap((file) =>
      proseLines(file)
        .filter(({ line }) => ISSUE_CITATION.test(line))
        .map(({ line, number }) => `${file}:${number}: ${line.trim()}`),
    );
    expect(citing).toEqual([]);
  });
});

describe('the rule', () => {
  it('takes repository paths and leaves runtime ones alone', () => {
    expect(
      namedPaths('see `src/app/routes.tsx`, `converters.ts` and `node tools/prerender.mjs --out DIR`'),
    ).toEqual([
      { path: 'src/app/routes.tsx', from: 'root' },
      { path: 'converters.ts', from: 'name' },
      { path: 'tools/prerender.mjs', from: 'root' },
    ]);
    expect(
      namedPaths(
        '`private/calendarFeed`, `enquiries/{id}`, `firebase/firestore/lite`, `Products/`, `/admin`, `dist/404.html`, ' +
          '`bench-results/report.json`, `src/**/*.ts`, `functions/.env.<project>`, `https://example.com/a.js`',
      ),
    ).toEqual([]);
    expect(
      linkTargets('[a](decisions/0001-one-backend-interface.md#context) [b](https://x.y/z.md) [c](#top)'),
    ).toEqual(['decisions/0001-one-backend-interface.md']);
  });

  it('recognises issue citations', () => {
    for (const line of ['since issue 11', 'issues 11 and 13', 'fixed (#12)', 'see #34'])
      expect(ISSUE_CITATION.test(line)).toBe(true);
    for (const line of ['# Title', '| # | Decision |', 'decision 0034', 'HTTP 429'])
      expect(ISSUE_CITATION.test(line)).toBe(false);
  });
});
