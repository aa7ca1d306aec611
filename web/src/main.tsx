import 'react-multi-carousel/lib/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/router';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// Load the current page's chunk first, so hydration renders it synchronously over the prerendered HTML.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
