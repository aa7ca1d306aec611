import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollsToTopOnLoad } from '../config/paths';
import { useSiteContent } from '../content/site-content';
import { applyHead, headFor } from '../lib/head';
import { trackPageView } from '../lib/track-page-view';

/**
 * What happens on every route change: head tags follow the page, the visit is recorded, and the
 * window scrolls to the top (except terms, privacy, developers, and links to an in-page anchor,
 * which the section that owns the anchor scrolls to once it has rendered).
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const { school } = useSiteContent();

  useEffect(() => {
    applyHead(headFor(pathname, school));
    void trackPageView(pathname);
  }, [pathname, school]);

  useEffect(() => {
    if (hash === '' && scrollsToTopOnLoad(pathname)) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
