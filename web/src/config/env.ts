/** Browser-visible configuration (VITE_* only), read once. */
function read(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const env = Object.freeze({
  /** The GraphQL endpoint; same origin by default, since one server serves the site and the API. */
  graphqlUrl: read(import.meta.env.VITE_GRAPHQL_URL, '/graphql'),
  /** Absolute origin used for canonical links, Open Graph and the sitemap. */
  siteUrl: read(import.meta.env.VITE_SITE_URL, 'http://localhost:5000').replace(/\/+$/, ''),
});
