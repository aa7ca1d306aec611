import { useId, useMemo, useState } from 'react';
import { useScripted } from '../../../lib/form-result';
import { truncateHtml } from '../truncate-html';

export const BLOG_TRUNCATE_AT = 600;

/**
 * A post's body (the server's sanitised HTML) cut at 600 characters of text with a See More / Show Less toggle
 * (docs/requirements.md#blog-page). Before scripts run (and without them) the toggle is a checkbox styled as the
 * button, which CSS follows (docs/requirements.md#without-javascript); once they run, a real button.
 */
export function BlogText({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const scripted = useScripted();
  const id = useId();
  const short = useMemo(() => truncateHtml(html, BLOG_TRUNCATE_AT), [html]);
  if (short.length === 0) return null;
  if (!short.cut) return <div className="blog-text blog-text__body" dangerouslySetInnerHTML={{ __html: html }} />;
  if (!scripted)
    return (
      <div className="blog-text">
        <input type="checkbox" id={`${id}-more`} className="blog-text__toggle visually-hidden" />
        <div className="blog-text__body blog-text__short" dangerouslySetInnerHTML={{ __html: short.html }} />
        <div className="blog-text__body blog-text__full" dangerouslySetInnerHTML={{ __html: html }} />
        <label htmlFor={`${id}-more`} className="link-button blog-text__more">
          <span className="blog-text__closed">See More</span>
          <span className="blog-text__open">Show Less</span>
        </label>
      </div>
    );
  return (
    <div className="blog-text">
      <div id={id} className="blog-text__body" dangerouslySetInnerHTML={{ __html: expanded ? html : short.html }} />
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show Less' : 'See More'}
      </button>
    </div>
  );
}
