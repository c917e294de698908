import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';

const footerLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.packages, label: 'Packages' },
  { to: paths.services, label: 'Services' },
  { to: paths.policies, label: 'Booking policies' },
];

export default function SiteFooter() {
  return (
    <footer className="site-footer mt-auto pt-5 pb-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <p className="h5 text-white">{site.name}</p>
            <p className="mb-0">{site.tagline}</p>
          </div>
          <nav className="col-6 col-md-4" aria-label="Footer">
            <p className="h6 text-white">Explore</p>
            <ul className="list-unstyled mb-0">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-6 col-md-4">
            <p className="h6 text-white">Call us</p>
            <ul className="list-unstyled">
              {site.phones.map((phone) => (
                <li key={phone.tel}>
                  <a href={`tel:${phone.tel}`}>{phone.label}</a>
                </li>
              ))}
            </ul>
            <p className="h6 text-white">Follow us</p>
            <ul className="list-inline mb-0">
              {site.socials.map((social) => (
                <li key={social.name} className="list-inline-item">
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="small mt-4 mb-0 text-center">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
