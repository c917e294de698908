#!/usr/bin/env node
// Fails when two parts of src/ import each other, even where no two files do. A part is a folder of src/
// (src/app, src/domain, …), each feature (src/features/<name>) or the entry files at src/'s root. Runs in
// `npm run lint` after `depcruise src`, which checks the cycles between files and the layer rules of
// .dependency-cruiser.cjs: dependency-cruiser has no built-in rule for cycles between groups of folders
// (its folder-scoped `circular` looks at every folder level on its own), so this script reads the same cruise
// (same options, type-only and dynamic imports included) and looks for cycles in the graph of parts.
//   node scripts/check-part-cycles.mjs
import { fileURLToPath } from 'node:url';

/**
 * The part of src/ a file belongs to, or undefined outside src/.
 * @param {string} file a path from the project's root
 */
export function partOf(file) {
  const [top, folder, name] = file.split('/');
  if (top !== 'src') return undefined;
  if (name === undefined) return 'src';
  return folder === 'features' && file.split('/').length > 3 ? `src/features/${name}` : `src/${folder}`;
}

/**
 * The imports between parts that lie on a cycle of parts: `from → to`, each with the file imports behind it.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules a cruise's modules
 * @returns {Map<string, string[]>}
 */
export function partCycles(modules) {
  /** @type {Map<string, Map<string, string[]>>} part → part it imports → the file imports behind that */
  const graph = new Map();
  for (const { source, dependencies } of modules) {
    const from = partOf(source);
    if (from === undefined) continue;
    for (const { resolved } of dependencies) {
      const to = partOf(resolved);
      if (to === undefined || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const targets = /** @type {Map<string, string[]>} */ (graph.get(from));
      targets.set(to, [...(targets.get(to) ?? []), `${source} → ${resolved}`]);
    }
  }
  /** @param {string} start @param {string} goal */
  const reaches = (start, goal) => {
    const seen = new Set([start]);
    const queue = [start];
    for (const part of queue) {
      if (part === goal) return true;
      for (const next of graph.get(part)?.keys() ?? [])
        if (!seen.has(next) && seen.add(next)) queue.push(next);
    }
    return false;
  };
  /** @type {Map<string, string[]>} */ const onCycles = new Map();
  for (const [from, targets] of graph) {
    for (const [to, imports] of targets) if (reaches(to, from)) onCycles.set(`${from} → ${to}`, imports);
  }
  return onCycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } =
    await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { output } = await cruise(['src'], { ...options, validate: false }, undefined, {
    tsConfig: extractTSConfig('tsconfig.json'),
  });
  const cycles = partCycles(/** @type {import('dependency-cruiser').ICruiseResult} */ (output).modules);
  for (const [edge, imports] of cycles) {
    console.error(`Parts of src/ in a cycle: ${edge}`);
    for (const line of imports.slice(0, 3)) console.error(`  ${line}`);
    if (imports.length > 3) console.error(`  … and ${imports.length - 3} more`);
  }
  if (cycles.size > 0) {
    console.error('Break each cycle: move what both parts need into a lower one, or pass it in.');
    process.exit(1);
  }
  console.log('No import cycles between the parts of src/.');
}
