import './styles/charter.scss';
import { startCharterRead } from './backend/charter-first';
import { charterRoute } from './config/charter-paths';
import { pageLocale } from './i18n/published-locales';
// The one file of the feature the first step needs (its index would bring the page's reads into this step too).
import { preloadCharterPhoto } from './features/charter/charter-photo';

// The charter pages' own entry (charter.html; docs/decisions/0043-charter-page.md). Hosting serves charter.html for
// /charter/… in every language.
//
// Its first step is small on purpose: the page's first read goes out as soon as this file is in (on Firebase, the
// request the REST code will make, which then takes its answer: src/backend/firebase/rest-request.ts), while the rest
// of the start (src/charter-start.ts, preloaded by charter.html beside React and the page's code) is still arriving.
// On mobile data that is a round trip and more sooner, and the page's photo is asked for as soon as this read has
// answered, not once the REST code has arrived and read it again.

const root = document.getElementById('root');
if (!root) throw new Error('charter.html has no #root element.');

const { locale, routerPath } = pageLocale(window.location.pathname);
const route = charterRoute(routerPath);
if (route) startCharterRead(route, preloadCharterPhoto);
void import('./charter-start').then(({ startCharterPages }) => startCharterPages(root, locale, routerPath));
