import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app';

/**
 * The dashboard routes by path under /admin/ (a mail's link /admin/trial-requests/<id>/show opens that
 * record). A data router, so a form with unsaved changes can ask before it is left (react-admin's
 * warnWhenUnsavedChanges needs one).
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
