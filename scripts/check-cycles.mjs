#!/usr/bin/env node
// Fails when src/ has an import cycle, between files or between its parts (src/<folder>, each src/features/<name>);
// type-only and dynamic imports count. Runs in `npm run lint`.
//   node scripts/check-cycles.mjs
import { ROOT } from './lib/emulators.mjs';
import { findImportCycles } from './lib/import-cycles.mjs';

const { files, parts, fileCount } = await findImportCycles(ROOT);
for (const [kind, cycles] of /** @type {const} */ ([
  ['files', files],
  ['parts of src', parts],
])) {
  for (const cycle of cycles) {
    console.error(`Import cycle between ${kind}: ${cycle.members.join(', ')}`);
    for (const edge of cycle.edges) console.error(`  ${edge}`);
  }
}
if (files.length + parts.length > 0) {
  console.error('Break each cycle: move what both sides need into a lower module, or pass it in.');
  process.exit(1);
}
console.log(`No import cycles among ${fileCount} files of src/.`);
