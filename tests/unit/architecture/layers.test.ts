import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
let eslint: ESLint;
const ZONE_RULES = [
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
];

/** Lints source as if it were the file at `path` (which need not exist); returns the zone violations. */
async function zoneViolations(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, path) });
  return result.messages
    .filter((message) => ZONE_RULES.includes(message.ruleId ?? ''))
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
      "import ProductCard from '../features/fleet/yacht-card';",
    ],
    [
      'the domain importing a component',
      'src/domain/zone-probe.ts',
      "import Loading from '../components/loading';",
    ],
    ['the domain importing React', 'src/domain/zone-probe.ts', "import { useState } from 'react';"],
    [
      'the domain importing the backend, even only a type',
      'src/domain/zone-probe.ts',
      "import type { Backend } from '../backend/types';",
    ],
    [
      'the domain importing the configuration',
      'src/domain/zone-probe.ts',
      "import { site } from '../config/site';",
    ],
    [
      'the domain importing the translations',
      'src/domain/zone-probe.ts',
      "import { activeLocale } from '../i18n/catalogues';",
    ],
    [
      'the domain reading Lingui’s global messages',
      'src/domain/zone-probe.ts',
      "import { i18n } from '@lingui/core';",
    ],
    ['the domain importing any other library', 'src/domain/zone-probe.ts', "import * as z from 'zod/mini';"],
    ['module-level state in the domain', 'src/domain/zone-probe.ts', 'export let current = "en";'],
    [
      'a module-level cache in the domain',
      'src/domain/zone-probe.ts',
      'const made = new Map<string, number>();',
    ],
    [
      'the translations importing the configuration',
      'src/i18n/zone-probe.ts',
      "import { site } from '../config/site';",
    ],
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
      'the domain writing a message with the I18n it is given',
      'src/domain/zone-probe.ts',
      "import type { I18n } from '@lingui/core';\nimport { msg } from '@lingui/core/macro';\n" +
        'export const hello = (i18n: I18n) => i18n._(msg`Hello`);',
    ],
    [
      'the domain using another domain file and a small pure library',
      'src/domain/booking/zone-probe.ts',
      "import { getTimes } from 'suncalc';\nimport { LOCALES } from '../locales';\nexport const all = [LOCALES, getTimes];",
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
