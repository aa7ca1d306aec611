import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadAllPages } from './app/router';
import { preloadAllLazy } from './lib/lazy-page';

export { prerenderedPages } from './config/paths';
export { headFor } from './lib/head';
export { env } from './config/env';
export { SCHOOL_NAME, SUPPORT_EMAIL, socialLinks, FOUNDED_YEAR } from './content/school';
export { courses } from './content/courses';

/** Renders one route to HTML for the build-time prerender. */
export async function render(url: string): Promise<string> {
  await preloadAllPages();
  await preloadAllLazy();
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
