import { Outlet } from 'react-router-dom';
import PageBoundary from '../../app/page-boundary';
import { useScrollRestoration } from '../../app/use-scroll-restoration';
import { useSiteData } from '../../app/data-context';
import ChatLauncher from '../../features/chat/chat-launcher';
import OffersToggle from '../../features/offers/offers-toggle';
import DemoBadge from './demo-badge';
import { LiveLayoutControls } from './live-controls';
import ScrollTopButton from './scroll-top-button';
import SiteFooter from './site-footer';
import SiteNavbar from './site-navbar';

/** Navbar, page, footer and the floating controls shared by every public page. */
export default function SiteLayout() {
  const { services } = useSiteData();
  useScrollRestoration();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <SiteNavbar services={services} />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <SiteFooter />
      <OffersToggle />
      <ChatLauncher />
      <ScrollTopButton />
      <DemoBadge />
      <LiveLayoutControls />
    </div>
  );
}
