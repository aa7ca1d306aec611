import Typography from '@mui/material/Typography';
import { useListContext, type RaRecord } from 'react-admin';
import { ContentList } from '../../content/content-pages';
import { ContentRows } from '../../content/content-rows';
import { exactTime } from '../../lib/school-time';

/** The blog shows the five latest published posts (docs/requirements.md#blog). */
const SHOWN = 5;

function BlogRows() {
  const { data } = useListContext<RaRecord>();
  const shown = new Set(
    (data ?? [])
      .filter((post) => post.published)
      .slice(0, SHOWN)
      .map((post) => post.id),
  );
  const line = (post: RaRecord) => {
    const when = post.publishedAt ? `Published ${exactTime(String(post.publishedAt))}` : 'Never published';
    return `${when}${shown.has(post.id) ? ' · on the blog page' : ''}`;
  };
  return <ContentRows name={(post) => String(post.title ?? '')} secondary={line} />;
}

export function BlogPostList() {
  return (
    <ContentList
      title="Blog posts"
      add="Write a post"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          Newest first. The blog page shows the five latest published posts.
        </Typography>
      }
    >
      <BlogRows />
    </ContentList>
  );
}
