/**
 * The content the pages show (SiteContent), given to the tree once: by the prerender (the build's copy or the
 * server's published content) and, in the browser, from the JSON the page carries (`#site-content`). The blog's
 * posts ride only on /Blog; a page reached by client-side navigation loads them from /site-content.json.
 */
import type { SiteContent } from '@school/common';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** What a page carries: everything, or everything but the blog (`blog: null`). */
export type PageContent = Omit<SiteContent, 'blog'> & { blog: SiteContent['blog'] | null };

const SiteContentContext = createContext<PageContent | null>(null);

export function SiteContentProvider({ content, children }: { content: PageContent; children: ReactNode }) {
  const [value, setValue] = useState(content);
  // A page without the blog's posts fetches them the first time a component asks (see useBlogPosts).
  const [wantsBlog, setWantsBlog] = useState(false);
  useEffect(() => {
    if (!wantsBlog || value.blog) return;
    let live = true;
    fetch('/site-content.json')
      .then((response) => (response.ok ? (response.json() as Promise<SiteContent>) : null))
      .then((full) => {
        if (live && full) setValue((current) => ({ ...current, blog: full.blog }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wantsBlog, value.blog]);
  return (
    <SiteContentContext.Provider value={value}>
      <BlogRequest.Provider value={setWantsBlog}>{children}</BlogRequest.Provider>
    </SiteContentContext.Provider>
  );
}

const BlogRequest = createContext<(wanted: boolean) => void>(() => undefined);

export function useSiteContent(): PageContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useSiteContent outside SiteContentProvider');
  return content;
}

/** The blog's posts, newest first: null until loaded on a page that did not carry them. */
export function useBlogPosts(): SiteContent['blog'] | null {
  const { blog } = useSiteContent();
  const request = useContext(BlogRequest);
  useEffect(() => {
    if (!blog) request(true);
  }, [blog, request]);
  return blog;
}

/** The id of the script element carrying a page's content, and its share of the content by route. */
export const SITE_CONTENT_ELEMENT = 'site-content';

export function pageContent(content: SiteContent, withBlog: boolean): PageContent {
  return withBlog ? content : { ...content, blog: null };
}
