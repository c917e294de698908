import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/main.scss';
import { loadCharterBackend } from './backend';
import { BackendProvider } from './backend/react/backend-context';
import { LOCALE_INFO } from './domain/locales';
import { CharterApp } from './features/charter';
import { activateLocale, reportMissingMessages } from './i18n/catalogues';
import { pageLocale } from './i18n/published-locales';

// The charter pages' own entry (charter.html; docs/decisions/0043-charter-page.md): a client's phone opens its page
// from a WhatsApp message, often on mobile data, so it downloads React, the page and the backend's reads of it, not
// the site's router, layout and catalogue. Hosting serves charter.html for /charter/… in every language.

const root = document.getElementById('root');
if (!root) throw new Error('charter.html has no #root element.');

const { locale, routerPath } = pageLocale(window.location.pathname);
document.documentElement.lang = LOCALE_INFO[locale].tag;
document.documentElement.dir = LOCALE_INFO[locale].dir;
reportMissingMessages();
// No catalogue but the pages' own: every text they show is in it.
void activateLocale(locale, { only: 'charter' }).then(() => {
  createRoot(root).render(
    <StrictMode>
      <BackendProvider load={loadCharterBackend}>
        <CharterApp path={routerPath} />
      </BackendProvider>
    </StrictMode>,
  );
});
