import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSiteData } from '../../app/data-context';
import ChatLauncher from '../../features/chat/chat-launcher';
import OffersToggle from '../../features/offers/offers-toggle';
import DemoBadge from './demo-badge';
import ScrollTopButton from './scroll-top-button';
import SiteFooter from './site-footer';
import SiteNavbar from './site-navbar';

/** Navbar, page, footer and the floating controls shared by every public page. */
export default function SiteLayout() {
  const { services } = useSiteData();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <SiteNavbar services={services} />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <OffersToggle />
      <ChatLauncher />
      <ScrollTopButton />
      <DemoBadge />
      {/* Scrolls to the top on every new page and restores the position when going back. */}
      <ScrollRestoration />
    </div>
  );
}
