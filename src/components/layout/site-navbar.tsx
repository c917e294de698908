import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Service } from '../../backend/types';
import { CUSTOM_PACKAGE_PATH, packagePath, packages } from '../../config/catalogue';
import { site } from '../../config/site';
import { useScrolledPast } from '../use-scrolled-past';

/** Navbar threshold from the spec: a scrolled style after 50 px. */
export const NAVBAR_SCROLL_THRESHOLD = 50;

type Menu = 'packages' | 'services';

export function servicePath(service: Pick<Service, 'name'>): string {
  return `/services/${encodeURIComponent(service.name)}`;
}

const links = [
  { to: '/home', label: 'Home' },
  { to: '/vipRental', label: 'VIPYacht' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export default function SiteNavbar({ services }: { services: Service[] }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [expanded, setExpanded] = useState(false);
  const [openMenu, setOpenMenu] = useState<Menu | null>(null);
  const { pathname } = useLocation();

  // A new page closes the phone menu and any open dropdown.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setExpanded(false);
    setOpenMenu(null);
  }

  function toggleExpanded(next: boolean) {
    setExpanded(next);
    if (!next) setOpenMenu(null);
  }

  // Opening one menu closes the other; a late "close" from the other menu must not close the new one.
  const toggleMenu = (menu: Menu) => (show: boolean) =>
    setOpenMenu((current) => (show ? menu : current === menu ? null : current));
  const homeActive = pathname === '/' || pathname === '/home' || pathname === '/index';

  return (
    <Navbar
      expand="lg"
      variant="dark"
      sticky="top"
      expanded={expanded}
      onToggle={toggleExpanded}
      className={`site-navbar ${scrolled ? 'navbar-scrolled' : ''}`}
      aria-label="Main"
      data-scrolled={scrolled}
    >
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-semibold">
          {site.name}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" />
        <Navbar.Collapse id="site-nav">
          <Nav className="ms-auto align-items-lg-center">
            {links.map((link) => (
              <Nav.Link
                key={link.to}
                as={NavLink}
                to={link.to}
                active={link.to === '/home' ? homeActive : undefined}
              >
                {link.label}
              </Nav.Link>
            ))}
            <NavDropdown
              title="Packages"
              id="packages-menu"
              show={openMenu === 'packages'}
              onToggle={toggleMenu('packages')}
            >
              {packages.map((pack) => (
                <NavDropdown.Item key={pack.id} as={Link} to={packagePath(pack)}>
                  {pack.name}
                </NavDropdown.Item>
              ))}
              <NavDropdown.Divider />
              <NavDropdown.Item as={Link} to={CUSTOM_PACKAGE_PATH}>
                Custom Package
              </NavDropdown.Item>
            </NavDropdown>
            <NavDropdown
              title="Services"
              id="services-menu"
              show={openMenu === 'services'}
              onToggle={toggleMenu('services')}
            >
              {services.length === 0 && <NavDropdown.ItemText>No services yet</NavDropdown.ItemText>}
              {services.map((service) => (
                <NavDropdown.Item key={service.id} as={Link} to={servicePath(service)}>
                  {service.name}
                </NavDropdown.Item>
              ))}
            </NavDropdown>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
