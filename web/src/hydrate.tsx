import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/router';
import { SITE_CONTENT_ELEMENT, SiteContentProvider, type PageContent } from './content/site-content';

/** Marks the document once the app has hydrated (`<html data-hydrated>`); renders nothing. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** The content the page was rendered with (carried in the page); `npm run dev` serves none: the shipped copy. */
async function pageContent(): Promise<PageContent> {
  const carried = document.getElementById(SITE_CONTENT_ELEMENT)?.textContent;
  if (carried) return JSON.parse(carried) as PageContent;
  return (await import('./content/default-content')).defaultContent;
}

const container = document.getElementById('root') as HTMLElement;
const app = (content: PageContent) => (
  <StrictMode>
    <SiteContentProvider content={content}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteContentProvider>
    <HydratedMark />
  </StrictMode>
);

// Load the current page's chunk first, so hydration renders it synchronously over the prerendered HTML.
// In a transition: React would time-slice hydration; preact/compat (the browser build) hydrates in one task.
void Promise.all([pageContent(), preloadPage(window.location.pathname).catch(() => undefined)]).then(([content]) => {
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app(content));
    else createRoot(container).render(app(content));
  });
});
