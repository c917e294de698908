import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/main.scss';
import { createApp } from './app/app';
import { warmUpIntl } from './app/warm-up-intl';
import { readSnapshot } from './backend/react/snapshot';
import { pageLocale } from './i18n/published-locales';
import { LOCALE_INFO } from './domain/locales';
import { activateLocale, reportMissingMessages } from './i18n/catalogues';
import { rememberedLocaleAddress } from './i18n/remembered-locale';

function start(root: HTMLElement) {
  // The page's language (from its address) is the one the app runs in until the visitor loads another page: its
  // messages load first.
  const { locale, basename } = pageLocale(window.location.pathname);
  const { dir, intl } = LOCALE_INFO[locale];
  // A prerendered page has them already; the empty shell (a yacht added after the build) gets them here.
  document.documentElement.lang = LOCALE_INFO[locale].tag;
  document.documentElement.dir = dir;
  reportMissingMessages();
  const messagesLoaded = activateLocale(locale);

  // A page prerendered for this very path is hydrated (a lazily loaded page keeps its prerendered markup until its
  // code arrives); anything else (the SPA shell) renders from scratch.
  const prerenderedFor = root.dataset.prerendered;
  if (prerenderedFor !== undefined && prerenderedFor === window.location.pathname) {
    // The page is already on screen: its formatting data loads in small steps first, then hydration runs as a
    // transition, yielding to the browser every few milliseconds instead of blocking it.
    void Promise.all([messagesLoaded, warmUpIntl(intl.numbers)]).then(() => {
      startTransition(() => {
        hydrateRoot(root, createApp(readSnapshot(), basename));
      });
    });
  } else {
    void messagesLoaded.then(() => {
      root.replaceChildren();
      createRoot(root).render(createApp(undefined, basename));
    });
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A visitor who chose another language comes back to it (never from the browser's language).
const remembered = rememberedLocaleAddress(window.location, document.referrer);
if (remembered) {
  window.location.replace(remembered);
} else {
  // The campaign of the landing URL (utm_*, gclid, fbclid), kept for the visit's enquiries. Most visits come from
  // none, and do not load its code.
  if (/[?&](utm_[a-z]+|gclid|fbclid)=/.test(window.location.search)) {
    void import('./features/campaign').then(({ captureCampaign }) => captureCampaign());
  }
  start(root);
}
