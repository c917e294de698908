import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findImportCycles, partOf } from '../../../scripts/lib/import-cycles.mjs';

const ROOT = join(import.meta.dirname, '../../..');

describe('import cycles (scripts/check-cycles.mjs, run by npm run lint)', () => {
  let probe: string;

  beforeAll(() => {
    probe = mkdtempSync(join(tmpdir(), 'cycle-probe-'));
    cpSync(join(ROOT, 'src'), join(probe, 'src'), { recursive: true });
    const { compilerOptions } = JSON.parse(
      readFileSync(join(ROOT, 'tsconfig.json'), 'utf8').replace(/\/\/.*$/gm, ''),
    ) as { compilerOptions: Record<string, unknown> };
    writeFileSync(
      join(probe, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { ...compilerOptions, types: [] }, include: ['src'] }),
    );
  });

  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('finds none in the project', async () => {
    const { files, parts, fileCount } = await findImportCycles(ROOT);
    expect(fileCount).toBeGreaterThan(200);
    expect(files).toEqual([]);
    expect(parts).toEqual([]);
  }, 60_000);

  it('names the parts of src a file belongs to', () => {
    expect(partOf('src/main.tsx')).toBe('src');
    expect(partOf('src/domain/booking/quote.ts')).toBe('src/domain');
    expect(partOf('src/features/admin/enquiries/csv.ts')).toBe('src/features/admin');
    expect(partOf('src/features/chat/index.ts')).toBe('src/features/chat');
  });

  it('fails on two files that import each other, through type imports only', async () => {
    writeFileSync(
      join(probe, 'src/domain/cycle-probe-a.ts'),
      "import type { B } from './cycle-probe-b';\nexport interface A { b?: B }\n",
    );
    writeFileSync(
      join(probe, 'src/domain/cycle-probe-b.ts'),
      "import type { A } from './cycle-probe-a';\nexport interface B { a?: A }\n",
    );
    try {
      const { files } = await findImportCycles(probe);
      expect(files).toEqual([
        {
          members: ['src/domain/cycle-probe-a.ts', 'src/domain/cycle-probe-b.ts'],
          edges: [
            'src/domain/cycle-probe-a.ts → src/domain/cycle-probe-b.ts',
            'src/domain/cycle-probe-b.ts → src/domain/cycle-probe-a.ts',
          ],
        },
      ]);
    } finally {
      rmSync(join(probe, 'src/domain/cycle-probe-a.ts'));
      rmSync(join(probe, 'src/domain/cycle-probe-b.ts'));
    }
  }, 60_000);

  it('fails on two parts of src that import each other, with no file cycle', async () => {
    // The fleet feature imports the domain; a domain file importing the fleet's strings closes a cycle of parts.
    writeFileSync(
      join(probe, 'src/domain/part-probe.ts'),
      "import { fleetStrings } from '../features/fleet/strings';\nexport const probe = fleetStrings;\n",
    );
    try {
      const { files, parts } = await findImportCycles(probe);
      expect(files).toEqual([]);
      // Every part on a way from the fleet down to the domain is caught in the same cycle.
      expect(parts).toHaveLength(1);
      expect(parts[0].members).toEqual(expect.arrayContaining(['src/domain', 'src/features/fleet']));
      expect(parts[0].edges.join('\n')).toContain('src/domain/part-probe.ts → src/features/fleet/strings.ts');
    } finally {
      rmSync(join(probe, 'src/domain/part-probe.ts'));
    }
  }, 60_000);
});
