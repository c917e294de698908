import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/main.scss';
import { createApp } from './app/app';
import { warmUpIntl } from './app/warm-up-intl';
import { readSnapshot } from './backend/react/snapshot';
import { pageLocale } from './config/locales';
import { captureCampaign } from './features/booking';
import { activateLocale } from './i18n/catalogues';

// The campaign of the landing URL (utm_*, gclid, fbclid), kept for the visit's enquiries.
captureCampaign();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A page prerendered for this very path is hydrated (a lazily loaded page keeps its prerendered markup until its
// code arrives); anything else (the SPA shell) renders from scratch.
// The page's language (from its address) is the one the app runs in until the visitor loads another page: its
// messages load first.
const prerenderedFor = root.dataset.prerendered;
const { locale, basename } = pageLocale(window.location.pathname);
const messagesLoaded = activateLocale(locale);
if (prerenderedFor !== undefined && prerenderedFor === window.location.pathname) {
  // The page is already on screen: its formatting data loads in small steps first, then hydration runs as a
  // transition, yielding to the browser every few milliseconds instead of blocking it.
  void Promise.all([messagesLoaded, warmUpIntl(document.documentElement.lang || 'en')]).then(() => {
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
