import { SimpleForm, TextInput } from 'react-admin';
import { blogPostErrors, type BlogPostFields } from '@school/common';
import { ContentToolbar } from '../../content/content-toolbar';
import { ImageInput } from '../../content/image-input';
import { RichTextInput } from '../../content/rich-text-input';
import { YouTubeInput } from '../../content/youtube-input';
import { CONTENT_KINDS } from '../../providers/content-data';

const validate = (values: Record<string, unknown>) =>
  blogPostErrors(CONTENT_KINDS['blog-posts'].fields(values) as unknown as BlogPostFields);

/** A post: its title, body (the toolbar keeps to what the site shows), an optional video and its author. */
export function BlogPostForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar what="blog post" />} validate={validate} warnWhenUnsavedChanges>
      <TextInput source="title" label="Title" fullWidth />
      <RichTextInput
        source="body"
        label="Body"
        helperText="Headings, paragraphs, lists, links, bold, italic and quotes. May be empty for a video post."
      />
      <YouTubeInput fullWidth />
      <ImageInput helperText="Optional. Shown with the post (below its title when it has a video). JPEG, PNG or WebP, at most 10 MB." />
      <TextInput source="authorName" label="Author" fullWidth />
      <TextInput source="authorRole" label="Author's role at the school" fullWidth />
    </SimpleForm>
  );
}
