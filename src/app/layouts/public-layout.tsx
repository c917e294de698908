import { layoutStrings } from '../../components/strings';
import { Outlet } from 'react-router-dom';
import { useSiteData } from '../../backend/react/site-data';
import DemoBadge from '../../components/layout/demo-badge';
import { LiveControls } from '../../components/layout/live-controls';
import ScrollTopButton from '../../components/layout/scroll-top-button';
import SiteFooter from '../../components/layout/site-footer';
import SiteNavbar from '../../components/layout/site-navbar';
import { ChatLauncher } from '../../features/chat';
import { OffersToggle } from '../../features/offers';
import PageBoundary from '../page-boundary';
import { useScrollRestoration } from '../use-scroll-restoration';

/** Navbar, page, footer and the floating controls shared by every public page. */
export default function PublicLayout() {
  const { services } = useSiteData();
  useScrollRestoration();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {layoutStrings.skipToContent}
      </a>
      <SiteNavbar services={services} />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <PageBoundary live>
          <Outlet />
        </PageBoundary>
      </main>
      <SiteFooter />
      <OffersToggle />
      <ChatLauncher />
      <ScrollTopButton />
      <DemoBadge />
      <LiveControls part="layout" />
    </div>
  );
}
