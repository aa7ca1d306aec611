import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import { useScripted } from '../../lib/form-result';
import { MobileMenu, StaticMobileMenu } from './mobile-menu';
import { desktopNav } from './nav-links';

/** Top bar: desktop navigation, and on small screens a three-dot button opening the full-screen menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  // before scripts run (and without them) the menu is a link to its #menu target; then the button and dialog
  const scripted = useScripted();
  const dots = (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );

  function closeMenu() {
    setMenuOpen(false);
    openButton.current?.focus();
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Brand />
        <nav className="desktop-nav" aria-label="Main">
          <ul>
            {desktopNav.map((item) => (
              <li key={item.label}>
                {item.to.includes('#') ? (
                  <Link to={item.to}>{item.label}</Link>
                ) : (
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <Link to={paths.trial} className="btn btn--primary">
            Book Free Trial
          </Link>
        </nav>
        {scripted ? (
          <button
            ref={openButton}
            type="button"
            className="icon-button menu-toggle"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            {dots}
          </button>
        ) : (
          <a href="#menu" className="icon-button menu-toggle" aria-label="Open menu">
            {dots}
          </a>
        )}
      </div>
      {scripted ? menuOpen && <MobileMenu onClose={closeMenu} /> : <StaticMobileMenu />}
    </header>
  );
}
