/**
 * The site's server-side entry (vite build --ssr): the build's prerender (web/scripts/prerender.mjs) and the
 * server's publishing (server/src/modules/content/publishing) both render pages through it.
 */
export {
  renderSite,
  renderPreview,
  renderDocument,
  renderFormPage,
  renderBookingPage,
  fileForPath,
} from './prerender/document';
export type { FormResult } from './lib/form-result';
export type { RenderedFile, SiteOptions } from './prerender/document';
export { render } from './prerender/render';
export { prerenderedPages } from './config/paths';
export { defaultContent } from './content/default-content';
export { env } from './config/env';
