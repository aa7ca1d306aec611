import { BLOG_POSTS_SHOWN } from '@school/common';
import art from '../../assets/banners/blog.svg?raw';
import { Banner } from '../../components/layout/banner';
import { useBlogPosts } from '../../content/site-content';
import { BlogEntryCard } from '../../features/blog/components/blog-entry-card';
import { HydrateLater } from '../hydrate-later';

/** The five latest published posts, newest first (docs/requirements.md#blog-page). */
export default function BlogPage() {
  const posts = useBlogPosts();
  return (
    <>
      <Banner page="blog" art={art} />
      <HydrateLater>
        <div className="section container">
          <div className="blog-list" aria-busy={posts ? undefined : true}>
            {posts?.slice(0, BLOG_POSTS_SHOWN).map((post) => (
              <BlogEntryCard key={`${post.publishedAt}-${post.title}`} post={post} />
            ))}
          </div>
        </div>
      </HydrateLater>
    </>
  );
}
