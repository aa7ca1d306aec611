import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadAllPages } from '../app/router';
import { SiteContentProvider, type PageContent } from '../content/site-content';
import { preloadAllLazy } from '../lib/lazy-page';

/** Renders one route with the given content to the HTML inside #root. */
export async function render(url: string, content: PageContent): Promise<string> {
  await preloadAllPages();
  await preloadAllLazy();
  return renderToString(
    <StrictMode>
      <SiteContentProvider content={content}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SiteContentProvider>
    </StrictMode>,
  );
}
