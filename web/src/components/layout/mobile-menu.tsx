import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { mobileNav } from './nav-links';

const FOCUSABLE = 'a[href], button:not([disabled])';

const CLOSE_ICON = (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

function MenuLinks({ onClose }: { onClose?: () => void }) {
  return (
    <nav aria-label="Mobile">
      <ul>
        {mobileNav.map((item) => (
          <li key={item.label}>
            <Link to={item.to} onClick={onClose}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.trial} className="btn btn--primary" onClick={onClose}>
            Book Free Trial
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The same menu before any script has run (docs/requirements.md#without-javascript): the three-dot link opens it
 * as the page's #menu target (CSS :target) and the close link leaves it. Replaced by MobileMenu once scripts run.
 */
export function StaticMobileMenu() {
  return (
    <div id="menu" className="mobile-menu mobile-menu--static">
      <a href="#" className="icon-button mobile-menu__close" aria-label="Close menu">
        {CLOSE_ICON}
      </a>
      <MenuLinks />
    </div>
  );
}

/** Full-screen menu for small screens: Escape or the close button dismisses it; focus stays inside. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: the Escape listener and the focus are in place before the menu is first painted
  // (Preact runs plain effects after paint, so an Escape pressed at once would have been missed).
  useLayoutEffect(() => {
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Escape closes the menu wherever focus is (it may not have moved into the panel yet)
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.body.style.overflow = previous;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div ref={panel} className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={onKeyDown}>
      <button
        ref={closeButton}
        type="button"
        className="icon-button mobile-menu__close"
        aria-label="Close menu"
        onClick={onClose}
      >
        {CLOSE_ICON}
      </button>
      <MenuLinks onClose={onClose} />
    </div>
  );
}
