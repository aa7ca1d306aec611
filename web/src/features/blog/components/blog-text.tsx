import { useId, useState } from 'react';

export const BLOG_TRUNCATE_AT = 600;

/** Long text cut at 600 characters with a See More / Show Less toggle (docs/requirements.md#blog-page). */
export function BlogText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (text.length === 0) return null;
  const long = text.length > BLOG_TRUNCATE_AT;
  const shown = long && !expanded ? `${text.slice(0, BLOG_TRUNCATE_AT)}…` : text;
  return (
    <div className="blog-text">
      <p id={id}>{shown}</p>
      {long && (
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
