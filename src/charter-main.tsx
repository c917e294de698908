import './styles/main.scss';
import { loadCharterBackend } from './backend';
import { once } from './backend/lazy-api';
import { LOCALE_INFO } from './domain/locales';
import { loadCharterRender, prefetchCharter } from './features/charter';
import { activateLocale, reportMissingMessages } from './i18n/catalogues';
import { pageLocale } from './i18n/published-locales';
import { warmUpIntl } from './app/warm-up-intl';

// The charter pages' own entry (charter.html; docs/decisions/0043-charter-page.md): a client's phone opens its page
// from a WhatsApp message, often on mobile data, so it downloads React, the page and the backend's reads of it, not
// the site's router, layout and catalogue. Hosting serves charter.html for /charter/… in every language.
//
// This module does not import React: it runs as soon as its few small chunks are in, and starts the page's reads
// (then its photo) while React and the page's code are still arriving (charter.html preloads them).

const root = document.getElementById('root');
if (!root) throw new Error('charter.html has no #root element.');

const { locale, routerPath } = pageLocale(window.location.pathname);
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
