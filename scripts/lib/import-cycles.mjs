// Import cycles in src/: between files, and between the code's parts (src/<folder>, each src/features/<name>).
// dependency-cruiser reads the imports (type-only and dynamic ones included) and resolves them as TypeScript does;
// the cycles are the graph's strongly connected components.
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The part of the code a file of src/ belongs to: `src/features/<name>` for a feature, `src/<folder>` for the
 * rest, `src` for the entry files at its root.
 * @param {string} file a path from the project's root, with forward slashes
 */
export function partOf(file) {
  const segments = file.split('/');
  if (segments.length <= 2) return 'src';
  if (segments[1] === 'features' && segments.length > 3) return segments.slice(0, 3).join('/');
  return segments.slice(0, 2).join('/');
}

/**
 * Tarjan's strongly connected components: every group of nodes that reach each other (a cycle), with the edges
 * that close it. A node importing itself is a cycle of one.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
function cyclesOf(graph) {
  let next = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const cycles = [];
  /** @param {string} node */
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(target))));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(Number(low.get(node)), Number(index.get(target))));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {string[]} */ const members = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || graph.get(node)?.has(node)) cycles.push(members.sort());
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * @typedef {{ members: string[], edges: string[] }} Cycle
 *   `members` reach each other through imports; `edges` are the imports between them (`a → b`, with the file
 *   imports behind a part's edge).
 */

/**
 * @param {Map<string, Set<string>>} graph
 * @param {(from: string, to: string) => string} describe
 * @returns {Cycle[]}
 */
function describeCycles(graph, describe) {
  return cyclesOf(graph).map((members) => ({
    members,
    edges: members.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter((to) => members.includes(to)).map((to) => describe(from, to)),
    ),
  }));
}

/**
 * The import cycles of `root`/src: between files, and between parts (see `partOf`).
 * @param {string} root the project's folder (with a tsconfig.json)
 * @returns {Promise<{ files: Cycle[], parts: Cycle[], fileCount: number }>}
 */
export async function findImportCycles(root) {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      ['src'],
      {
        includeOnly: '^src/',
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        exclude: { path: '\\.(scss|css|po)$' },
      },
      { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      { tsConfig: extractTSConfig(join(root, 'tsconfig.json')) },
    );
    const output = /** @type {import('dependency-cruiser').ICruiseResult} */ (result.output);
    /** @type {Map<string, Set<string>>} */ const files = new Map();
    /** @type {Map<string, Set<string>>} */ const parts = new Map();
    /** @type {Map<string, string[]>} */ const behind = new Map();
    for (const module of output.modules) {
      if (!module.source.startsWith('src/')) continue;
      const targets = module.dependencies.map((dependency) => dependency.resolved);
      files.set(module.source, new Set(targets.filter((target) => target.startsWith('src/'))));
      const from = partOf(module.source);
      if (!parts.has(from)) parts.set(from, new Set());
      for (const target of targets) {
        const to = partOf(target);
        if (!target.startsWith('src/') || to === from) continue;
        parts.get(from)?.add(to);
        const key = `${from} → ${to}`;
        behind.set(key, [...(behind.get(key) ?? []), `${module.source} → ${target}`]);
      }
    }
    return {
      files: describeCycles(files, (from, to) => `${from} → ${to}`),
      parts: describeCycles(parts, (from, to) => {
        const imports = behind.get(`${from} → ${to}`) ?? [];
        return `${from} → ${to} (${imports.slice(0, 3).join('; ')}${imports.length > 3 ? '; …' : ''})`;
      }),
      fileCount: files.size,
    };
  } finally {
    process.chdir(previous);
  }
}
