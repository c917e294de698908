import { Component, lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { LanguageLinks } from '../../components/layout/language-links';
import { routes } from '../../config/paths';
import { site } from '../../config/site';
import { localePath } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { pageLocale } from '../../i18n/published-locales';
import { PageLoading, Unavailable } from './page-states';
import { charterRoute } from '../../config/charter-paths';
import { loadCharterPage, loadGuestListPage } from './charter-route';
import { charterStrings as t } from './strings';

const CharterPage = lazy(loadCharterPage);
const GuestListPage = lazy(loadGuestListPage);

/** A page that failed to render: said in the page's language, with a reload (instead of a blank screen). */
class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The charter page failed to render.', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
}

/** A click on a link to the other charter page, in this language: followed here, without loading the page again. */
function inAppPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.target || anchor.origin !== window.location.origin) return null;
  // A link within this page (`#documents`, `#invoice-12`) is the browser's to follow.
  if (anchor.hash && anchor.pathname === window.location.pathname) return null;
  const { locale, routerPath } = pageLocale(anchor.pathname);
  return locale === activeLocale() && charterRoute(routerPath) ? routerPath : null;
}

/**
 * The charter pages' own frame (docs/decisions/0043-charter-page.md): their entry (src/charter-main.tsx) has no
 * router, site catalogue or site layout, so a client's phone downloads the page, not the site. The wordmark leads to
 * the site; the language links keep the page.
 */
export function CharterApp({ path }: { path: string }) {
  const [current, setCurrent] = useState(path);
  useEffect(() => {
    const back = () => setCurrent(pageLocale(window.location.pathname).routerPath);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const follow = (event: MouseEvent) => {
    const next = inAppPath(event);
    if (!next) return;
    event.preventDefault();
    window.history.pushState(null, '', localePath(activeLocale(), next));
    setCurrent(next);
    window.scrollTo(0, 0);
  };
  const route = charterRoute(current);
  return (
    // Clicks bubble here from the pages' links: a delegate, not a control of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="d-flex flex-column min-vh-100" onClick={follow}>
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t.skipToContent}
      </a>
      <header className="navbar navbar-dark site-navbar">
        <div className="container">
          <a className="navbar-brand fw-semibold" href={localePath(activeLocale(), routes.home)}>
            {site.name}
          </a>
          <LanguageLinks path={current} label={t.languages} />
        </div>
      </header>
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <PageError>
          <Suspense fallback={<PageLoading />}>
            {route?.kind === 'guests' ? (
              <GuestListPage key={route.token} token={route.token} />
            ) : route ? (
              <CharterPage key={route.token} token={route.token} />
            ) : (
              <Unavailable heading={t.unavailableHeading} />
            )}
          </Suspense>
        </PageError>
      </main>
      <footer className="site-footer mt-auto py-4">
        <div className="container d-flex flex-wrap gap-3 justify-content-between align-items-center">
          <a className="text-white" href={localePath(activeLocale(), routes.home)}>
            {site.name}
          </a>
          {__BACKEND__ === 'demo' && <p className="badge text-bg-warning mb-0">{t.demoMode}</p>}
        </div>
      </footer>
    </div>
  );
}
