// `node scripts/run-parallel.mjs lint typecheck`: runs the npm scripts at once (two cores, two single-threaded
// tools), prints each one's output whole when it ends, in the order named, and fails if any failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      /** @type {Buffer[]} */
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => resolve({ name, code, output: Buffer.concat(output).toString() }));
    }),
);
let failed = false;
for (const run of runs) {
  const { name, code, output } = await run;
  process.stdout.write(`> npm run ${name}\n${output}`);
  if (code !== 0) {
    console.error(`npm run ${name} failed (exit ${code}).`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
