import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteEffects } from './route-effects';

/** Header, the current page inside <main>, and the footer. */
export function RootLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary>
          <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading page" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <RouteEffects />
    </>
  );
}
