import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadAllPages } from '../app/router';
import { SiteContentProvider, type PageContent } from '../content/site-content';
import { FormResultProvider, type FormResult } from '../lib/form-result';
import { preloadAllLazy } from '../lib/lazy-page';

/** Renders one route with the given content (and a form's answer, for a page the server answers a post with). */
export async function render(url: string, content: PageContent, formResult: FormResult | null = null): Promise<string> {
  await preloadAllPages();
  await preloadAllLazy();
  return renderToString(
    <StrictMode>
      <SiteContentProvider content={content}>
        <FormResultProvider result={formResult}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </FormResultProvider>
      </SiteContentProvider>
    </StrictMode>,
  );
}
