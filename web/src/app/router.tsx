import { Route, Routes } from 'react-router-dom';
import { pageForPath, paths } from '../config/paths';
import type { PageKey } from '../content/types';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { RootLayout } from './root-layout';
import { SupportRedirect } from './routes/support';

/** One code-split chunk per page; file names match the keys (used by the prerender for preload links). */
const home = lazyPage(() => import('./routes/home'));
export const pages: Record<PageKey, LazyPage> = {
  home,
  about: lazyPage(() => import('./routes/about')),
  courses: lazyPage(() => import('./routes/courses')),
  blog: lazyPage(() => import('./routes/blog')),
  career: lazyPage(() => import('./routes/career')),
  trial: lazyPage(() => import('./routes/trial')),
  trialBooking: lazyPage(() => import('./routes/trial-booking')),
  // /Support is the home page until it has replaced itself with /#support (routes/support.tsx)
  support: home,
  terms: lazyPage(() => import('./routes/terms')),
  privacy: lazyPage(() => import('./routes/privacy')),
  developers: lazyPage(() => import('./routes/developers')),
  notFound: lazyPage(() => import('./routes/not-found')),
};

export function preloadPage(pathname: string): Promise<void> {
  return pages[pageForPath(pathname)].preload();
}

export function preloadAllPages(): Promise<void[]> {
  return Promise.all(Object.values(pages).map((page) => page.preload()));
}

const routes: [string, PageKey][] = [
  [paths.homeAlias, 'home'],
  [paths.about, 'about'],
  [paths.courses, 'courses'],
  [paths.blog, 'blog'],
  [paths.career, 'career'],
  [paths.trial, 'trial'],
  [paths.trialBooking, 'trialBooking'],
  [`${paths.trialBooking}/:token`, 'trialBooking'],
  [paths.terms, 'terms'],
  [paths.privacy, 'privacy'],
  [paths.developers, 'developers'],
];

/** The routes of docs/requirements.md#routes; react-router matches paths case-insensitively. */
export function AppRoutes() {
  const Home = pages.home.Component;
  const NotFound = pages.notFound.Component;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route
          path={paths.support}
          element={
            <SupportRedirect>
              <Home />
            </SupportRedirect>
          }
        />
        {routes.map(([path, key]) => {
          const Page = pages[key].Component;
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
