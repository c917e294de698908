import { describe, expect, it } from 'vitest';
import { partCycles, partOf } from '../../../scripts/check-part-cycles.mjs';

/** A cruise's modules, from `file → imported file` pairs. */
const modules = (...imports: [string, string][]) =>
  [...new Set(imports.map(([from]) => from))].map((source) => ({
    source,
    dependencies: imports.filter(([from]) => from === source).map(([, resolved]) => ({ resolved })),
  }));

describe('cycles between the parts of src/ (scripts/check-part-cycles.mjs, run by npm run lint)', () => {
  it('names the part of src a file belongs to', () => {
    expect(partOf('src/main.tsx')).toBe('src');
    expect(partOf('src/domain/booking/quote.ts')).toBe('src/domain');
    expect(partOf('src/features/admin/enquiries/csv.ts')).toBe('src/features/admin');
    expect(partOf('src/features/chat/index.ts')).toBe('src/features/chat');
    expect(partOf('node_modules/react/index.js')).toBeUndefined();
  });

  it('finds two parts that import each other where no two files do, with the imports behind each way', () => {
    const cycles = partCycles(
      modules(
        ['src/features/fleet/home-page.tsx', 'src/features/booking/index.ts'],
        ['src/features/booking/panel.tsx', 'src/features/fleet/index.ts'],
        ['src/features/booking/panel.tsx', 'src/domain/booking/quote.ts'],
      ),
    );
    expect(Object.fromEntries(cycles)).toEqual({
      'src/features/fleet → src/features/booking': [
        'src/features/fleet/home-page.tsx → src/features/booking/index.ts',
      ],
      'src/features/booking → src/features/fleet': [
        'src/features/booking/panel.tsx → src/features/fleet/index.ts',
      ],
    });
  });

  it('finds a cycle through a third part, and none where imports only point down', () => {
    expect(
      [
        ...partCycles(
          modules(
            ['src/app/routes.tsx', 'src/features/fleet/index.ts'],
            ['src/features/fleet/home-page.tsx', 'src/components/loading.tsx'],
            ['src/components/loading.tsx', 'src/app/routes.tsx'],
          ),
        ).keys(),
      ].sort(),
    ).toEqual([
      'src/app → src/features/fleet',
      'src/components → src/app',
      'src/features/fleet → src/components',
    ]);
    expect(
      partCycles(
        modules(
          ['src/app/routes.tsx', 'src/features/fleet/index.ts'],
          ['src/features/fleet/home-page.tsx', 'src/domain/yacht.ts'],
          ['src/features/fleet/home-page.tsx', 'node_modules/react/index.js'],
          ['src/domain/yacht.ts', 'src/domain/slugs.ts'],
        ),
      ).size,
    ).toBe(0);
  });
});
