import { LiteVideo } from '../../../components/ui/lite-video';
import type { BlogEntry } from '../../../content/types';
import { BlogText } from './blog-text';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function BlogEntryCard({ entry }: { entry: BlogEntry }) {
  return (
    <article className="card blog-entry">
      <LiteVideo videoId={entry.videoId} title={entry.videoTitle} />
      <div className="blog-entry__body">
        <h2>{entry.videoTitle}</h2>
        <p className="blog-entry__meta">
          <strong>{entry.name}</strong>, {entry.designation} ·{' '}
          <time dateTime={entry.date}>{DATE_FORMAT.format(new Date(entry.date))}</time>
        </p>
        <BlogText text={entry.title} />
      </div>
    </article>
  );
}
