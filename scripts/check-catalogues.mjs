#!/usr/bin/env node
// Fails when an English catalogue (src/i18n/locales/**/en.po) is not what `npm run i18n:extract` would write: a
// message in the code missing from it would show as its id on the built site, a message no code uses any more is
// dead weight for the translators. Lingui's own extractor reads the code, with lingui.config.ts. Runs in
// `npm run lint`; the catalogues' own consistency (every language has English's messages, keeps their values,
// a published language translates them all) is checked by tests/unit/i18n/catalogues.test.ts.
//   node scripts/check-catalogues.mjs
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);

const config = getConfig({ cwd: ROOT });
let stale = 0;
for (const catalog of await getCatalogs(config)) {
  const file = `${relative(ROOT, catalog.path).replace('{locale}', config.sourceLocale ?? 'en')}.po`;
  /** @param {Record<string, { message?: string }> | undefined} messages */
  const texts = (messages) =>
    new Set(Object.entries(messages ?? {}).map(([id, { message }]) => message ?? id));
  const inCode = texts(await catalog.collect());
  const inCatalogue = texts(await catalog.read(config.sourceLocale ?? 'en'));
  const missing = [...inCode].filter((text) => !inCatalogue.has(text)).sort();
  const unused = [...inCatalogue].filter((text) => !inCode.has(text)).sort();
  for (const text of missing) console.error(`${file}: missing ${JSON.stringify(text)}`);
  for (const text of unused) console.error(`${file}: no longer in the code ${JSON.stringify(text)}`);
  stale += missing.length + unused.length;
}
if (stale > 0) {
  console.error(
    'The English catalogues are out of date: run `npm run i18n:extract` and translate what it adds.',
  );
  process.exit(1);
}
console.log('The English catalogues hold exactly the messages in the code.');
