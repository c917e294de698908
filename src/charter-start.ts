import { loadCharterBackend } from './backend';
import { once } from './backend/lazy-api';
import { LOCALE_INFO, type Locale } from './domain/locales';
import { loadCharterRender, prefetchCharter } from './features/charter';
import { activateLocale, reportMissingMessages } from './i18n/catalogues';
import { warmUpIntl } from './app/warm-up-intl';

// The charter pages' start, once their entry (src/charter-main.tsx) has sent the page's first read: a client's phone
// opens its page from a WhatsApp message, often on mobile data, so it downloads React, the page and the backend's
// reads of it, not the site's router, layout and catalogue (docs/decisions/0043-charter-page.md).
//
// This module does not import React: it runs as soon as its few small chunks are in, and starts the page's reads
// (then its photo) while React and the page's code are still arriving (charter.html preloads them).

export function startCharterPages(root: HTMLElement, locale: Locale, routerPath: string) {
  // The backend, the page's code and its reads start now, beside the messages, not one after another as it renders.
  const backend = once(loadCharterBackend);
  prefetchCharter(routerPath, backend());
  document.documentElement.lang = LOCALE_INFO[locale].tag;
  document.documentElement.dir = LOCALE_INFO[locale].dir;
  reportMissingMessages();
  // No catalogue but the pages' own: every text they show is in it. The dates' formatting data loads in small steps
  // meanwhile, not in one block in the middle of the page's first render (src/app/warm-up-intl.ts).
  void Promise.all([
    loadCharterRender(),
    activateLocale(locale, { only: 'charter' }),
    warmUpIntl(LOCALE_INFO[locale].intl.numbers),
  ]).then(([{ renderCharterApp }]) => renderCharterApp(root, backend, routerPath));
}
