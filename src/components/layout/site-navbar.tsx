import { useCallback, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Service } from '../../domain/service';
import { packageLinks } from '../../config/package-links';
import { serviceText } from '../../domain/localized';
import { activeLocale } from '../../i18n/catalogues';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { layoutStrings as t } from '../strings';
import { useScrolledPast } from '../use-scrolled-past';
import { LanguageSwitcher } from './language-switcher';
import NavMenu from './nav-menu';

/** The navbar takes its scrolled style after 50 px. */
export const NAVBAR_SCROLL_THRESHOLD = 50;

type Menu = 'packages' | 'services';

// Labels read when shown: in the page's language.
const links = () => [
  { to: paths.homeLink, label: t.home },
  { to: paths.vip, label: t.vip },
  { to: paths.about, label: t.about },
  { to: paths.contact, label: t.contact },
];

function MenuLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link className="dropdown-item" to={to}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The main navigation, with Bootstrap's navbar classes and a few lines of state instead of a navbar library
 * (it is on every page, so every kilobyte counts): collapsible on phones, one dropdown open at a time.
 */
export default function SiteNavbar({ services }: { services: Service[] }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [expanded, setExpanded] = useState(false);
  // Service names in the page's language where the operator wrote them (the addresses stay English).
  const locale = activeLocale();
  const [openMenu, setOpenMenu] = useState<Menu | null>(null);
  const { pathname } = useLocation();

  // A new page closes the phone menu and any open dropdown.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setExpanded(false);
    setOpenMenu(null);
  }

  // Opening one menu closes the other; a late "close" from the other menu must not close the new one.
  const togglePackages = useCallback(
    (show: boolean) =>
      setOpenMenu((current) => (show ? 'packages' : current === 'packages' ? null : current)),
    [],
  );
  const toggleServices = useCallback(
    (show: boolean) =>
      setOpenMenu((current) => (show ? 'services' : current === 'services' ? null : current)),
    [],
  );

  return (
    <nav
      className={`navbar navbar-expand-lg navbar-dark sticky-top site-navbar ${scrolled ? 'navbar-scrolled' : ''}`}
      data-scrolled={scrolled}
      aria-label={t.mainNav}
    >
      <div className="container">
        <Link className="navbar-brand fw-semibold" to={paths.home}>
          {site.name}
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="site-nav"
          aria-expanded={expanded}
          aria-label={t.toggleNav}
          onClick={() => {
            setExpanded(!expanded);
            setOpenMenu(null);
          }}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div className={`collapse navbar-collapse ${expanded ? 'show' : ''}`} id="site-nav">
          <ul className="navbar-nav ms-auto align-items-lg-center">
            {links().map((link) => (
              <li key={link.to} className="nav-item">
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `nav-link ${isActive || (link.to === paths.homeLink && paths.homePaths.includes(pathname)) ? 'active' : ''}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <NavMenu
              id="packages-menu"
              title={t.packages}
              open={openMenu === 'packages'}
              onToggle={togglePackages}
            >
              {packageLinks.map((pack) => (
                <MenuLink key={pack.id} to={paths.package(pack)}>
                  {pack.label}
                </MenuLink>
              ))}
              <li>
                <hr className="dropdown-divider" />
              </li>
              <MenuLink to={paths.customPackage}>{t.customPackage}</MenuLink>
            </NavMenu>
            <NavMenu
              id="services-menu"
              title={t.services}
              open={openMenu === 'services'}
              onToggle={toggleServices}
            >
              {services.length === 0 && (
                <li>
                  <span className="dropdown-item-text">{t.noServices}</span>
                </li>
              )}
              {services.map((service) => (
                <MenuLink key={service.id} to={paths.service(service)}>
                  {serviceText(service, locale).name}
                </MenuLink>
              ))}
            </NavMenu>
          </ul>
          <LanguageSwitcher />
        </div>
      </div>
    </nav>
  );
}
