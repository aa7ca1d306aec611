import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { beginStepwiseHydration, hydrateRemainingSteps, whollyHydrated } from './app/hydrate-later';
import { AppRoutes, preloadPage } from './app/router';
import { SITE_CONTENT_ELEMENT, SiteContentProvider, type PageContent } from './content/site-content';
import { BOOKING_PAGE_ELEMENT, BookingPageProvider, type BookingPage } from './lib/booking-page';
import { FORM_RESULT_ELEMENT, FormResultProvider, type FormResult } from './lib/form-result';

/** Marks the document once the app has hydrated, every deferred part included (`<html data-hydrated>`); renders nothing. */
function HydratedMark() {
  useEffect(() => {
    void whollyHydrated().then(() => (document.documentElement.dataset.hydrated = ''));
  }, []);
  return null;
}

/** The content the page was rendered with (carried in the page); `npm run dev` serves none: the shipped copy. */
async function pageContent(): Promise<PageContent> {
  const carried = document.getElementById(SITE_CONTENT_ELEMENT)?.textContent;
  if (carried) return JSON.parse(carried) as PageContent;
  return (await import('./content/default-content')).defaultContent;
}

/** A page the server answered a form with carries the answer (#form-result). */
function formResult(): FormResult | null {
  const carried = document.getElementById(FORM_RESULT_ELEMENT)?.textContent;
  if (!carried) return null;
  const result = JSON.parse(carried) as FormResult;
  // the address bar says /forms/<form> (where the form posted): the router and a reload want the page itself
  if (result.path) history.replaceState(null, '', result.path);
  return result;
}

/** The private link's page the server rendered carries its class (#booking-page). */
function bookingPage(): BookingPage | null {
  const carried = document.getElementById(BOOKING_PAGE_ELEMENT)?.textContent;
  return carried ? (JSON.parse(carried) as BookingPage) : null;
}

// before the page's chunk is chosen by the address (which formResult() may put back)
const answered = formResult();
const booking = bookingPage();
const container = document.getElementById('root') as HTMLElement;
const app = (content: PageContent) => (
  <StrictMode>
    <SiteContentProvider content={content}>
      <FormResultProvider result={answered}>
        <BookingPageProvider page={booking}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </BookingPageProvider>
      </FormResultProvider>
    </SiteContentProvider>
    <HydratedMark />
  </StrictMode>
);

// Load the current page's chunk first, so hydration renders it synchronously over the prerendered HTML.
// In a transition: React would time-slice hydration; preact/compat (the browser build) hydrates in one task.
void Promise.all([pageContent(), preloadPage(window.location.pathname).catch(() => undefined)]).then(([content]) => {
  startTransition(() => {
    if (container.firstElementChild) {
      // the parts in <HydrateLater> (app/hydrate-later.tsx) follow, one task each
      beginStepwiseHydration();
      hydrateRoot(container, app(content));
      void hydrateRemainingSteps();
    } else createRoot(container).render(app(content));
  });
});
