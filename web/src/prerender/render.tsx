import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadAllPages } from '../app/router';
import { SiteContentProvider, type PageContent } from '../content/site-content';
import { BookingPageProvider, type BookingPage } from '../lib/booking-page';
import { FormResultProvider, type FormResult } from '../lib/form-result';
import { preloadAllLazy } from '../lib/lazy-page';

/**
 * Renders one route with the given content (and a form's answer, for a page the server answers a post with; the class
 * of a private link, for the page the server renders at it).
 */
export async function render(
  url: string,
  content: PageContent,
  formResult: FormResult | null = null,
  bookingPage: BookingPage | null = null,
): Promise<string> {
  await preloadAllPages();
  await preloadAllLazy();
  return renderToString(
    <StrictMode>
      <SiteContentProvider content={content}>
        <FormResultProvider result={formResult}>
          <BookingPageProvider page={bookingPage}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </BookingPageProvider>
        </FormResultProvider>
      </SiteContentProvider>
    </StrictMode>,
  );
}
