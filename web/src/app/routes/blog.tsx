import art from '../../assets/banners/blog.svg?raw';
import { Banner } from '../../components/layout/banner';
import { blogEntries } from '../../content/blog';
import { BlogEntryCard } from '../../features/blog/components/blog-entry-card';

export default function BlogPage() {
  return (
    <>
      <Banner page="blog" art={art} />
      <div className="section container">
        <div className="blog-list">
          {blogEntries.map((entry) => (
            <BlogEntryCard key={`${entry.name}-${entry.date}`} entry={entry} />
          ))}
        </div>
      </div>
    </>
  );
}
