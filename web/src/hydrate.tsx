import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/router';

/** Marks the document once the app has hydrated (`<html data-hydrated>`); renders nothing. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <HydratedMark />
  </StrictMode>
);

// Load the current page's chunk first, so hydration renders it synchronously over the prerendered HTML.
// In a transition: React would time-slice hydration; preact/compat (the browser build) hydrates in one task.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      if (container.firstElementChild) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
