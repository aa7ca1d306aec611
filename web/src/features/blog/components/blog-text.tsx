import { useId, useMemo, useState } from 'react';
import { truncateHtml } from '../truncate-html';

export const BLOG_TRUNCATE_AT = 600;

/**
 * A post's body (the server's sanitised HTML) cut at 600 characters of text with a See More / Show Less toggle
 * (docs/requirements.md#blog-page).
 */
export function BlogText({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = useMemo(() => truncateHtml(html, BLOG_TRUNCATE_AT), [html]);
  if (short.length === 0) return null;
  const shown = short.cut && !expanded ? short.html : html;
  return (
    <div className="blog-text">
      <div id={id} className="blog-text__body" dangerouslySetInnerHTML={{ __html: shown }} />
      {short.cut && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show Less' : 'See More'}
        </button>
      )}
    </div>
  );
}
