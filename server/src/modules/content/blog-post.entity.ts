import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { ContentItem } from './content-item';

/** A blog entry (docs/requirements.md#blog-page): the site lists the latest published ones, newest first. */
@ObjectType({ description: 'A blog post: a title, a sanitised HTML body and an optional YouTube video.' })
@Entity('blog_posts')
export class BlogPost extends ContentItem {
  @Field({ description: "The post's title (the video's title on the site), at most 200 characters." })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({
    description:
      'The body as HTML, sanitised on save with the allow-list (h2-h4, p, br, ul, ol, li, a with http/https/mailto, ' +
      'strong, em, b, i, blockquote); empty when the post is its video alone.',
  })
  @Column({ type: 'text' })
  body: string;

  @Field(() => String, { nullable: true, description: 'The YouTube video id (11 characters); null for none.' })
  @Column({ name: 'youtube_id', type: 'varchar', length: 11, nullable: true })
  youtubeId: string | null;

  @Field({ description: "Who wrote it, as the site names them (e.g. 'Sofia Mendes'); may be empty." })
  @Column({ name: 'author_name', type: 'varchar', length: 100, default: '' })
  authorName: string;

  @Field({ description: "The author's role at the school (e.g. 'Piano Faculty'); may be empty." })
  @Column({ name: 'author_role', type: 'varchar', length: 100, default: '' })
  authorRole: string;

  /** The image shown with it (content_images), or null; the GraphQL field \`image\` resolves it. */
  @Column({ name: 'image_id', type: 'varchar', length: 36, nullable: true })
  imageId: string | null;
}
