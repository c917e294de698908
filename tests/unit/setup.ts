import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale, reportMissingMessages } from '../../src/i18n/catalogues';
import { recordConsoleError, resetConsoleGuard, unexpectedConsoleErrors } from './console-guard';

// One waiting time for every findBy/waitFor: pages load lazily and the demo backend reads a fake IndexedDB, which
// on a busy 2-core machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// The site's English messages, as a page in English loads them before it renders.
reportMissingMessages();
await activateLocale('en', { everything: true });

beforeEach(() => {
  resetConsoleGuard();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  cleanup();
  const errors = unexpectedConsoleErrors();
  if (errors.length > 0) {
    const text = errors.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
    throw new Error(`Unexpected console.error:\n${text.join('\n')}`);
  }
});

// jsdom lacks these; components use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;
// jsdom lays nothing out, so it has no scrollIntoView; the pages call it to show an address's #part.
Element.prototype.scrollIntoView ??= () => undefined;

// jsdom's Blob has no arrayBuffer(); browsers do.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
