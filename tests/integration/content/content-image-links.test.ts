/**
 * Images on content (docs/requirements.md#content-images): imageId on a blog post, a course or a
 * testimonial shows as `image` in the dashboard's lists and the public queries (read in one query per
 * answer); an unknown imageId is refused naming it with nothing written; versions keep the image, so a
 * rollback puts the earlier one back; deleting content leaves its images.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { png } from '../../fixtures/images';
import { uploadImage } from '../../helpers/images';

const SAVE_POST =
  'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id image { id alt width height src } } }';
const IMAGE = 'image { id alt src sources { format width url } }';

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const images: { id: string; alt: string; src: string }[] = [];

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  for (const alt of ['A tabla lesson', 'The guitar room']) {
    const { body } = await uploadImage(server.url, cookie, await png(700, 400), `${alt}.png`, alt);
    images.push(body.data.uploadContentImage);
  }
});
afterAll(async () => {
  await server?.stop();
});

const post = (imageId: string | null, title = 'With a picture') => ({
  title,
  body: '<p>Words</p>',
  published: true,
  imageId,
});

describe('imageId on a blog post', () => {
  let id: string;

  it('shows the image in blogPosts and publishedBlogPosts, with its size and files', async () => {
    const saved = await admin(SAVE_POST, { input: post(images[0].id) });
    expect(saved.body.errors).toBeUndefined();
    id = saved.body.data.saveBlogPost.id;
    expect(saved.body.data.saveBlogPost.image).toMatchObject({ id: images[0].id, alt: 'A tabla lesson', width: 700 });
    const listed = await admin(`{ blogPosts { id ${IMAGE} } }`);
    const mine = listed.body.data.blogPosts.find((one: { id: string }) => one.id === id);
    expect(mine.image.src).toBe(images[0].src);
    const published = await graphql(server.url, `{ publishedBlogPosts { title ${IMAGE} } }`);
    expect(published.body.data.publishedBlogPosts[0]).toMatchObject({
      title: 'With a picture',
      image: { id: images[0].id, alt: 'A tabla lesson' },
    });
    const seeded = published.body.data.publishedBlogPosts.slice(1);
    expect(seeded.every((one: { image: unknown }) => one.image === null)).toBe(true);
    expect((await get(`${server.url}${images[0].src}`, null)).status).toBe(200);
  });

  it('refuses an unknown imageId, naming it, with nothing written', async () => {
    const before = await server.db.count('content_versions');
    const { body } = await admin(SAVE_POST, {
      input: { ...post('00000000-0000-4000-8000-000000000000'), id },
    });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.errors[0].extensions.fieldErrors)).toEqual(['imageId']);
    expect(await server.db.count('content_versions')).toBe(before);
    const now = await admin(`{ blogPosts { id image { id } } }`);
    expect(now.body.data.blogPosts.find((one: { id: string }) => one.id === id).image.id).toBe(images[0].id);
  });

  it('keeps the image in each version: a rollback puts the earlier image back', async () => {
    await admin(SAVE_POST, { input: { ...post(images[1].id), id } });
    const versions = await admin('query($id: ID!) { contentVersions(kind: blogPost, id: $id) { id snapshot } }', {
      id,
    });
    const list = versions.body.data.contentVersions as { id: string; snapshot: string }[];
    expect(list.map((one) => JSON.parse(one.snapshot).imageId)).toEqual([images[1].id, images[0].id]);
    await admin('mutation($id: ID!, $v: ID!) { rollbackContent(kind: blogPost, id: $id, versionId: $v) { id } }', {
      id,
      v: list[1].id,
    });
    const published = await graphql(server.url, '{ publishedBlogPosts(limit: 1) { image { id } } }');
    expect(published.body.data.publishedBlogPosts[0].image.id).toBe(images[0].id);
  });

  it('takes the image off with imageId null, and a delete of the post leaves the image and its files', async () => {
    const cleared = await admin(SAVE_POST, { input: { ...post(null), id } });
    expect(cleared.body.data.saveBlogPost.image).toBeNull();
    await admin('mutation($id: ID!) { deleteBlogPost(id: $id) }', { id });
    const left = await admin('{ contentImages { id } }');
    expect(left.body.data.contentImages.map((one: { id: string }) => one.id)).toContain(images[0].id);
    expect((await get(`${server.url}${images[0].src}`, null)).status).toBe(200);
  });
});

describe('images on courses and testimonials', () => {
  it('shows in publishedContent, every list read with one query for its images', async () => {
    const { courses } = (await admin('{ courses { id slug name group summary highlights } }')).body.data;
    for (const course of courses.slice(0, 3)) {
      const result = await admin('mutation($input: CourseInput!) { saveCourse(input: $input) { id } }', {
        input: { ...course, imageId: images[1].id, published: true },
      });
      expect(result.body.errors).toBeUndefined();
    }
    const testimonial = await admin('mutation($input: TestimonialInput!) { saveTestimonial(input: $input) { id } }', {
      input: {
        kind: 'student',
        name: 'Meera',
        location: '',
        subject: 'Piano',
        quote: 'I play now.',
        imageId: images[0].id,
        published: true,
      },
    });
    expect(testimonial.body.errors).toBeUndefined();

    const reads = vi.spyOn(server.app.admin.contentImages, 'byIds');
    const { body } = await graphql(
      server.url,
      `
        {
          publishedContent {
            courses {
              slug
              image {
                id
              }
            }
            studentTestimonials {
              name
              image {
                alt
              }
            }
          }
        }
      `,
    );
    const content = body.data.publishedContent;
    expect(content.courses.slice(0, 3).map((one: { image: { id: string } }) => one.image.id)).toEqual([
      images[1].id,
      images[1].id,
      images[1].id,
    ]);
    expect(content.courses[3].image).toBeNull();
    expect(content.studentTestimonials.find((one: { name: string }) => one.name === 'Meera').image).toEqual({
      alt: 'A tabla lesson',
    });
    expect(reads).toHaveBeenCalledTimes(1); // courses and testimonials together: one read for the whole answer
    reads.mockRestore();
  });
});
