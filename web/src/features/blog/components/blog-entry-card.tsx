import { longDate, type SiteBlogPost } from '@school/common';
import { ImageSlot, artFor } from '../../../components/ui/artwork';
import { LiteVideo } from '../../../components/ui/lite-video';
import { Picture } from '../../../components/ui/picture';
import { BlogText } from './blog-text';

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
          {/* the school's day (docs/requirements.md#school-clock): a post published 23:30 in India is dated that day */}
          <time dateTime={post.publishedOn}>{longDate(post.publishedOn)}</time>
        </p>
        {post.youtubeId && post.image && (
          <Picture image={post.image} sizes="(min-width: 48rem) 44rem, 100vw" className="blog-entry__image" />
        )}
        <BlogText html={post.body} />
      </div>
    </article>
  );
}
