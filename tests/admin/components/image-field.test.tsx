// @vitest-environment jsdom
/**
 * The content forms' image field (docs/requirements.md#content-images) against the admin API contract (a
 * real HTTP fake executing schema.graphql): an upload goes as a GraphQL multipart request with its
 * description; the server's refusals show on the file or the description, a busy server as a retry; an
 * image picked from the uploaded ones, or removed, is what the save and the preview send as `imageId`.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentImageMessages } from '@school/common';
import { App } from '../../../admin/src/app';
import { canRoleAccess } from '../../../admin/src/providers/auth-provider';
import { createDataProvider } from '../../../admin/src/providers/data-provider';
import { gqlError, startFakeAdminApi, type FakeApi, type FakeUpload } from '../helpers/fake-admin-api';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'editor',
  getIdentity: async () => ({ id: 'ed@example.org', fullName: 'ed@example.org' }),
  canAccess: async ({ resource, action }) => canRoleAccess('editor', resource, action),
};

const image = (id: string, alt: string, width = 1600, height = 1000) => ({
  id,
  alt,
  width,
  height,
  src: `/media/${id}-960.webp`,
  sources: [
    { format: 'avif', width: 320, url: `/media/${id}-320.avif` },
    { format: 'webp', width: 320, url: `/media/${id}-320.webp` },
    { format: 'webp', width: 960, url: `/media/${id}-960.webp` },
  ],
  createdAt: '2025-03-01T10:00:00.000Z',
});
const RECITAL = image('aaaaaaaaaaaaaaaa', 'Students bowing after the spring recital');
const SITAR = image('bbbbbbbbbbbbbbbb', 'A sitar on a red cushion', 800, 1200);

const post = (picture: ReturnType<typeof image> | null) => ({
  id: 'p1',
  title: 'Practice tips',
  body: '<p>Little and often.</p>',
  youtubeId: null,
  authorName: 'Asha',
  authorRole: 'Piano teacher',
  published: true,
  publishedAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  image: picture,
});

/** The bytes of a small PNG (its signature and more: the fake does not decode it). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

let api: FakeApi;
let record: ReturnType<typeof post>;

beforeAll(async () => {
  api = await startFakeAdminApi();
  api.resolvers.dashboardSettings = () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2025-03-02T10:00:00.000Z' });
  api.resolvers.blogPosts = () => [record];
});
afterAll(() => api.close());
beforeEach(() => {
  record = post(null);
  api.requests.length = 0;
  api.resolvers.saveBlogPost = ({ input }) => {
    const { imageId } = input as { imageId: string | null };
    record = { ...record, image: [RECITAL, SITAR].find((one) => one.id === imageId) ?? null };
    return record;
  };
  api.resolvers.previewBlogPost = () => ({ path: '/Blog', html: '<!doctype html><h1>Blog</h1>' });
  api.resolvers.contentImages = () => [SITAR, RECITAL];
});

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={auth} />
    </MemoryRouter>,
  );
}

const sent = (field: string) =>
  api.requests.filter((r) => r.path === '/graphql' && String(r.body.query).includes(`${field}(`));

async function imageField() {
  return within(await screen.findByRole('group', { name: 'Image' }, { timeout: 8000 }));
}

/** Opens "Upload an image", chooses `file` and types its description. */
async function fillUpload(description: string, file = new File([PNG], 'recital.png', { type: 'image/png' })) {
  const field = await imageField();
  fireEvent.click(field.getByRole('button', { name: 'Upload an image' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upload an image' }));
  fireEvent.change(dialog.getByLabelText('Image file'), { target: { files: [file] } });
  fireEvent.change(dialog.getByRole('textbox', { name: /^Image description/ }), { target: { value: description } });
  return dialog;
}

async function publishedInput(): Promise<Record<string, unknown>> {
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(sent('saveBlogPost')).toHaveLength(1), { timeout: 8000 });
  return sent('saveBlogPost')[0].body.variables!.input as Record<string, unknown>;
}

describe('uploading an image', () => {
  it('sends the file and its description as a GraphQL multipart request, then shows the image and saves its id', async () => {
    api.resolvers.uploadContentImage = () => RECITAL;
    open('/blog-posts/p1');
    const dialog = await fillUpload('  Students bowing after the spring recital ');
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));

    const field = await imageField();
    const shown = await field.findByRole('img', { name: RECITAL.alt }, { timeout: 8000 });
    expect(shown.getAttribute('src')).toBe(RECITAL.src);
    expect([shown.getAttribute('width'), shown.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(screen.queryByRole('dialog', { name: 'Upload an image' })).toBeNull();

    const [upload] = sent('uploadContentImage');
    expect(upload.body.multipart).toBe(true);
    expect(upload.headers['apollo-require-preflight']).toBe('true');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const { file, alt } = upload.body.variables as { file: FakeUpload; alt: string };
    expect(alt).toBe('Students bowing after the spring recital');
    expect(file).toMatchObject({ name: 'recital.png', type: 'image/png', size: PNG.length });
    expect([...file.bytes]).toEqual([...PNG]);

    expect(await publishedInput()).toMatchObject({ id: 'p1', imageId: RECITAL.id, published: true });
  }, 30_000);

  it("shows the server's refusal of the description under that field, and stores nothing on the form", async () => {
    const message = 'Describe the image in words for people who cannot see it (the server says so)';
    api.resolvers.uploadContentImage = () => {
      throw gqlError('BAD_USER_INPUT', `alt: ${message}`, { alt: message });
    };
    open('/blog-posts/p1');
    const dialog = await fillUpload('IMG_2041');
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await dialog.findByText(message, {}, { timeout: 8000 });
    const description = dialog.getByRole('textbox', { name: /^Image description/ });
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(description.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    // the dialog stays open with what was typed; the form has no image
    expect(description).toHaveProperty('value', 'IMG_2041');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect((await imageField()).getByText('No image.')).toBeTruthy();
  });

  it("shows a refused file's reason under the file, and a busy server as a retry", async () => {
    api.resolvers.uploadContentImage = () => {
      throw gqlError('BAD_USER_INPUT', `file: ${contentImageMessages.type}`, { file: contentImageMessages.type });
    };
    open('/blog-posts/p1');
    const dialog = await fillUpload('A logo', new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    const note = await dialog.findByText(contentImageMessages.type, {}, { timeout: 8000 });
    expect(dialog.getByRole('button', { name: 'Choose another file' }).getAttribute('aria-describedby')).toBe(note.id);

    api.resolvers.uploadContentImage = () => {
      throw gqlError('SERVICE_UNAVAILABLE', 'Other images are being processed. Please try again in a few seconds.');
    };
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    const alert = await dialog.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toMatch(/busy.*wait a few seconds and upload it again/);
    expect(sent('uploadContentImage')).toHaveLength(2);
  });

  it('checks the description and the size before sending anything', async () => {
    open('/blog-posts/p1');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const dialog = await fillUpload('   ', big);
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await dialog.findByText(contentImageMessages.size);
    dialog.getByText(contentImageMessages.alt);
    expect(sent('uploadContentImage')).toHaveLength(0);
  });
});

describe('choosing an uploaded image', () => {
  it('lists the uploads with their descriptions; the one picked is shown, previewed and saved by its id', async () => {
    open('/blog-posts/p1');
    const field = await imageField();
    fireEvent.click(field.getByRole('button', { name: 'Choose an uploaded image' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose an uploaded image' }));
    const list = await dialog.findByRole('list', { name: 'Uploaded images, newest first' }, { timeout: 8000 });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'A sitar on a red cushion800 × 1200',
      'Students bowing after the spring recital1600 × 1000',
    ]);
    // thumbnails are the narrowest WebP files
    expect(choices[0].querySelector('img')?.getAttribute('src')).toBe(`/media/${SITAR.id}-320.webp`);
    fireEvent.click(choices[0]);

    const shown = await field.findByRole('img', { name: SITAR.alt });
    expect([shown.getAttribute('src'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual([
      SITAR.src,
      '800',
      '1200',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('dialog', { name: 'Preview of /Blog' }, { timeout: 8000 });
    expect(sent('previewBlogPost')[0].body.variables!.input).toMatchObject({ id: 'p1', imageId: SITAR.id });
    fireEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(await publishedInput()).toMatchObject({ imageId: SITAR.id });
  }, 30_000);

  it('says so when nothing has been uploaded yet', async () => {
    api.resolvers.contentImages = () => [];
    open('/blog-posts/p1');
    fireEvent.click((await imageField()).getByRole('button', { name: 'Choose an uploaded image' }));
    await screen.findByText(/No image has been uploaded yet/, {}, { timeout: 8000 });
  });
});

describe('removing the image', () => {
  it('"Remove image" leaves none: the save sends imageId null', async () => {
    record = post(RECITAL);
    open('/blog-posts/p1');
    const field = await imageField();
    await field.findByRole('img', { name: RECITAL.alt }, { timeout: 8000 });
    fireEvent.click(field.getByRole('button', { name: 'Remove image' }));
    expect(field.queryByRole('img')).toBeNull();
    field.getByText('No image.');
    expect(await publishedInput()).toMatchObject({ id: 'p1', imageId: null });
    // the form reloads with what the server stored: still no image
    await waitFor(() => expect(field.queryByRole('img')).toBeNull());
  });

  it('shows the server refusing an image that no longer exists on the field', async () => {
    record = post(RECITAL);
    api.resolvers.saveBlogPost = () => {
      throw gqlError('BAD_USER_INPUT', 'imageId: no such image', { imageId: 'There is no image with this id' });
    };
    open('/blog-posts/p1');
    await (await imageField()).findByRole('img', { name: RECITAL.alt }, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await (await imageField()).findByText('There is no image with this id', {}, { timeout: 8000 });
  });
});

describe('on a course', () => {
  it('the picked image goes into saveCourse as imageId', async () => {
    const course = {
      id: 'c1',
      slug: 'piano',
      name: 'Piano',
      group: 'Instruments',
      summary: 'Learn piano.',
      highlights: ['Scales'],
      position: 0,
      published: true,
      publishedAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
      image: null,
    };
    api.resolvers.courses = () => [course];
    api.resolvers.saveCourse = () => ({ ...course, image: RECITAL });
    open('/courses/c1');
    const field = await imageField();
    fireEvent.click(field.getByRole('button', { name: 'Choose an uploaded image' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose an uploaded image' }));
    fireEvent.click(await dialog.findByRole('button', { name: /^Students bowing/ }, { timeout: 8000 }));
    await field.findByRole('img', { name: RECITAL.alt });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('saveCourse')).toHaveLength(1), { timeout: 8000 });
    expect(sent('saveCourse')[0].body.variables!.input).toMatchObject({
      id: 'c1',
      imageId: RECITAL.id,
      published: false,
    });
  }, 30_000);
});
