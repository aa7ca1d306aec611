/** The VITE_* variables the site reads (config/env.ts); vite/client types the rest of import.meta.env. */
interface ImportMetaEnv {
  /** The GraphQL endpoint; '/graphql' (same origin) when unset. */
  readonly VITE_GRAPHQL_URL?: string;
  /** Absolute origin for canonical links, Open Graph and the sitemap. */
  readonly VITE_SITE_URL?: string;
}
