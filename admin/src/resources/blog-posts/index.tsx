import ArticleIcon from '@mui/icons-material/Article';
import { ContentCreate, ContentEdit } from '../../content/content-pages';
import { BlogPostForm } from './blog-post-form';
import { BlogPostList } from './blog-post-list';

const BlogPostEdit = () => (
  <ContentEdit what="Blog post" field="title">
    <BlogPostForm />
  </ContentEdit>
);

const BlogPostCreate = () => (
  <ContentCreate title="New blog post">
    <BlogPostForm />
  </ContentCreate>
);

export const blogPosts = {
  list: BlogPostList,
  create: BlogPostCreate,
  edit: BlogPostEdit,
  icon: ArticleIcon,
  options: { label: 'Blog posts' },
  recordRepresentation: 'title',
};
