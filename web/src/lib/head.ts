import { env } from '../config/env';
import { pageForPath, prerenderedPages } from '../config/paths';
import { seo } from '../content/school';
import { schoolText, type SchoolNames } from '../content/school-text';

export interface Head {
  title: string;
  description: string;
  canonical: string;
}

/** Title, description and canonical URL of a path (unknown paths get the not-found copy). */
export function headFor(pathname: string, school: SchoolNames, siteUrl: string = env.siteUrl): Head {
  const page = pageForPath(pathname);
  const entry = prerenderedPages.find((p) => p.path.toLowerCase() === pathname.toLowerCase());
  const canonicalPath = entry?.canonical ?? pathname;
  const { title, description } = seo[page];
  return {
    title: schoolText(title, school),
    description: schoolText(description, school),
    canonical: `${siteUrl}${canonicalPath}`,
  };
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps the prerendered head tags in step after client-side navigation. */
export function applyHead(head: Head): void {
  document.title = head.title;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('link[rel="canonical"]', 'href', head.canonical);
  setMeta('meta[property="og:title"]', 'content', head.title);
  setMeta('meta[property="og:description"]', 'content', head.description);
  setMeta('meta[property="og:url"]', 'content', head.canonical);
}
