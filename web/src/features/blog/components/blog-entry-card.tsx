import type { SiteBlogPost } from '@school/common';
import { ImageSlot, artFor } from '../../../components/ui/artwork';
import { LiteVideo } from '../../../components/ui/lite-video';
import { Picture } from '../../../components/ui/picture';
import { BlogText } from './blog-text';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** One post (docs/requirements.md#blog-page): its video (or picture, or our illustration), title, author, date and text. */
export function BlogEntryCard({ post }: { post: SiteBlogPost }) {
  return (
    <article className="card blog-entry">
      {post.youtubeId ? (
        <LiteVideo videoId={post.youtubeId} title={post.title} />
      ) : (
        // the school's photo, or our illustration until it has one
        <ImageSlot
          image={post.image}
          art={artFor('music')}
          sizes="(min-width: 48rem) 44rem, 100vw"
          className="blog-entry__image"
        />
      )}
      <div className="blog-entry__body">
        <h2>{post.title}</h2>
        <p className="blog-entry__meta">
          {post.authorName && (
            <>
              <strong>{post.authorName}</strong>
              {post.authorRole && `, ${post.authorRole}`} ·{' '}
            </>
          )}
          <time dateTime={post.publishedAt.slice(0, 10)}>{DATE_FORMAT.format(new Date(post.publishedAt))}</time>
        </p>
        {post.youtubeId && post.image && (
          <Picture image={post.image} sizes="(min-width: 48rem) 44rem, 100vw" className="blog-entry__image" />
        )}
        <BlogText html={post.body} />
      </div>
    </article>
  );
}
