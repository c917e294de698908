import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
let eslint: ESLint;

/** Lints source as if it were the file at `path` (which need not exist); returns the zone violations. */
async function zoneViolations(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, path) });
  return result.messages
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('layer zones (ESLint)', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it.each([
    [
      'a shared component importing a feature',
      'src/components/zone-probe.ts',
      "import { ChatLauncher } from '../features/chat';",
    ],
    [
      'a shared component importing the app',
      'src/components/zone-probe.ts',
      "import { routes } from '../app/routes';",
    ],
    [
      'a feature reaching into another feature',
      'src/features/fleet/zone-probe.ts',
      "import WhatsAppButton from '../booking/whatsapp-button';",
    ],
    [
      'a feature importing the app',
      'src/features/fleet/zone-probe.ts',
      "import PageBoundary from '../../app/page-boundary';",
    ],
    [
      'the app reaching into a feature',
      'src/app/zone-probe.ts',
      "import ProductCard from '../features/fleet/product-card';",
    ],
    [
      'the domain importing a component',
      'src/domain/zone-probe.ts',
      "import Loading from '../components/loading';",
    ],
    ['the domain importing React', 'src/domain/zone-probe.ts', "import { useState } from 'react';"],
    [
      'the backend importing a feature',
      'src/backend/react/zone-probe.ts',
      "import { WhatsAppButton } from '../../features/booking';",
    ],
    [
      'configuration importing the backend',
      'src/config/zone-probe.ts',
      "import { useSiteData } from '../backend/react/site-data';",
    ],
  ])(
    'fails lint for %s',
    async (_, path, source) => {
      expect(await zoneViolations(path, source)).not.toEqual([]);
    },
    30_000,
  );

  it.each([
    [
      'a feature using another through its index',
      'src/features/fleet/zone-probe.ts',
      "import { WhatsAppButton } from '../booking';",
    ],
    [
      'the app using a feature through its index',
      'src/app/zone-probe.ts',
      "import { HomePage } from '../features/fleet';",
    ],
    [
      'the domain using the backend types',
      'src/domain/zone-probe.ts',
      "import type { Product } from '../backend/types';",
    ],
    [
      'a component using the backend hooks',
      'src/components/zone-probe.ts',
      "import { useSiteData } from '../backend/react/site-data';",
    ],
  ])(
    'allows %s',
    async (_, path, source) => {
      expect(await zoneViolations(path, source)).toEqual([]);
    },
    30_000,
  );
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
