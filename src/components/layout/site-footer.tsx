import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { layoutStrings as t } from '../strings';
import DemoBadge from './demo-badge';

// Labels read when shown: in the page's language.
const footerLinks = () => [
  { to: paths.home, label: t.home },
  { to: paths.about, label: t.about },
  { to: paths.contact, label: t.contact },
  { to: paths.packages, label: t.packages },
  { to: paths.services, label: t.services },
  { to: paths.policies, label: t.policies },
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
          <nav className="col-6 col-md-4" aria-label={t.footerNav}>
            <p className="h6 text-white">{t.explore}</p>
            <ul className="list-unstyled mb-0">
              {footerLinks().map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-6 col-md-4">
            <p className="h6 text-white">{t.callUs}</p>
            <ul className="list-unstyled">
              {site.phones.map((phone) => (
                <li key={phone.tel}>
                  <a href={`tel:${phone.tel}`}>{phone.label}</a>
                </li>
              ))}
            </ul>
            <p className="h6 text-white">{t.followUs}</p>
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
        <p className="small mt-4 mb-0 text-center">{t.rights(site.copyrightYear, site.name)}</p>
        <DemoBadge />
      </div>
    </footer>
  );
}
