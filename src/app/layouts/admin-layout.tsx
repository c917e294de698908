import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../backend/types';
import { useCurrentInView } from '../../components/use-current-in-view';
import { site } from '../../config/site';
import { paths } from '../../config/paths';
import { IdErasureAlert, PublishStatus } from '../../features/admin';
import { authStrings, useSignOut } from '../../features/auth';
import '../../styles/admin.scss';

const links = [
  { to: paths.admin.dashboard, label: 'Dashboard', also: [] },
  { to: paths.admin.offers, label: 'Offers', also: [] },
  {
    to: paths.admin.yachts,
    label: 'Products',
    also: [paths.admin.addYacht, paths.admin.editYacht('')],
  },
  { to: paths.admin.services, label: 'Services', also: [] },
  { to: paths.admin.reviews, label: 'Reviews', also: [] },
  { to: paths.admin.faq, label: 'FAQ', also: [] },
  { to: paths.admin.enquiries, label: 'Enquiries', also: [paths.admin.enquiry('')] },
  { to: paths.admin.calendar, label: 'Calendar', also: [] },
  { to: paths.admin.booking, label: 'Booking settings', also: [] },
];

/** The admin area's frame: side navigation (a bar on phones), who is signed in, logout, and the screen. */
export default function AdminLayout({ user }: { user: SessionUser }) {
  const { signOut, busy, error } = useSignOut();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  useCurrentInView(nav, pathname);
  return (
    <div className="admin-shell">
      <a href="#admin-main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <header className="admin-sidebar">
        <Link to={paths.admin.dashboard} className="admin-brand">
          {site.name} <span className="d-block small fw-normal">Admin</span>
        </Link>
        <nav aria-label="Admin" ref={nav} className="admin-nav-scroller">
          <ul className="admin-nav">
            {links.map(({ to, label, also }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    `admin-nav-link ${isActive || also.some((path) => pathname.startsWith(path)) ? 'active' : ''}`
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <Button variant="link" className="admin-nav-link" onClick={signOut} disabled={busy}>
                {busy ? authStrings.loggingOut : authStrings.logout}
              </Button>
            </li>
          </ul>
        </nav>
        <p className="admin-user small mb-0">
          Signed in as <span className="text-break">{user.email}</span>
          <Link to={paths.home} className="d-block">
            View the site
          </Link>
        </p>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {error && <Alert variant="danger">{error}</Alert>}
        <PublishStatus />
        <IdErasureAlert />
        <Outlet />
      </main>
    </div>
  );
}
