import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { developerProfile } from '../../content/school';
import { useSiteContent } from '../../content/site-content';
import { SchoolPhoneLines } from '../ui/school-phone-lines';
import { Brand } from './brand';
import { footerNav } from './nav-links';

/** The shared footer (docs/requirements.md#footer): site links, social and external links, support mail, © 2024. */
export function SiteFooter() {
  const school = useSiteContent().school;
  const { name, supportEmail, socialLinks, companySite, copyrightYear } = school;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Brand />
          <p>Live one-to-one music lessons online, for every age and every level.</p>
          <p>
            Write to us: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <SchoolPhoneLines school={school} />
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {footerNav.map((item) => (
              <li key={item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Follow Us</h2>
          <ul>
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href={companySite.href} target="_blank" rel="noopener noreferrer">
                {companySite.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {copyrightYear} {name}. All rights reserved.
        </p>
        <p>
          Website by <Link to={paths.developers}>our developers</Link> ·{' '}
          <a href={developerProfile.href} target="_blank" rel="noopener noreferrer">
            {developerProfile.label}
          </a>
        </p>
      </div>
    </footer>
  );
}
