import { layoutStrings } from '../../components/strings';
import { Outlet } from 'react-router-dom';
import { useSiteData } from '../../backend/react/site-data';
import { LiveControls } from '../../components/layout/live-controls';
import PhoneBar from '../../components/layout/phone-bar';
import ScrollTopButton from '../../components/layout/scroll-top-button';
import SiteFooter from '../../components/layout/site-footer';
import SiteNavbar from '../../components/layout/site-navbar';
import { WhatsAppButton } from '../../features/booking';
import { ChatLauncher } from '../../features/chat';
import { OffersToggle } from '../../features/offers';
import PageBoundary from '../page-boundary';
import { useScrollRestoration } from '../use-scroll-restoration';
import { usePageActions } from './page-actions';

/** Navbar, page, footer and the controls at the bottom of the screen shared by every public page. */
export default function PublicLayout() {
  const { services, yachts } = useSiteData();
  const { whatsappText, availability } = usePageActions(yachts);
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
      <PhoneBar
        whatsapp={(content) => (
          <WhatsAppButton text={whatsappText} className="bar-item phone-only">
            {content}
          </WhatsAppButton>
        )}
        availability={availability}
      >
        <OffersToggle />
        <ScrollTopButton />
        <ChatLauncher />
      </PhoneBar>
      <LiveControls part="layout" />
    </div>
  );
}
