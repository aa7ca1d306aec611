import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { HydrateLater } from './hydrate-later';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteEffects } from './route-effects';

/** Header, the current page inside <main>, and the footer; header and footer hydrate in tasks of their own, as do the pages' sections. */
export function RootLayout() {
  return (
    <>
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary>
          <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading page" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <RouteEffects />
    </>
  );
}
