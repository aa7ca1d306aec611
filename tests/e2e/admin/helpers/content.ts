/** Content fixtures for the dashboard's content journeys, made through the admin API (setup only). */
import sharp from 'sharp';
import { signIn } from '../../../helpers/admin';
import { uploadImage } from '../../../helpers/images';
import { ADMIN, adminSession } from './seed';

export const EDITOR = { email: 'editor@school.example', password: 'editor-e2e-password-1' };

export async function addEditor(base: string) {
  const api = await adminSession(base, ADMIN);
  const made = await api(
    'mutation($email: String!, $password: String!) { createAdminUser(input: {email: $email, password: $password, role: "editor"}) { id } }',
    EDITOR,
  );
  if (made.errors) throw new Error(JSON.stringify(made.errors));
}

/** A published post saved twice, so it has an earlier version to restore. */
export async function postWithTwoVersions(base: string): Promise<string> {
  const api = await adminSession(base, ADMIN);
  const save = async (title: string, id?: string) => {
    const saved = await api('mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }', {
      input: { id, title, body: `<p>${title} words.</p>`, published: true },
    });
    if (saved.errors) throw new Error(JSON.stringify(saved.errors));
    return saved.data!.saveBlogPost.id as string;
  };
  const id = await save('Practice tips, first draft');
  await new Promise((done) => setTimeout(done, 20));
  await save('Practice tips for busy adults', id);
  return id;
}

/** The teachers' testimonials' names, in their order on the site. */
export async function teacherOrder(base: string): Promise<string[]> {
  const api = await adminSession(base, ADMIN);
  const { data } = await api('{ testimonials { name kind } }');
  return (data!.testimonials as { name: string; kind: string }[])
    .filter((t) => t.kind === 'teacher')
    .map((t) => t.name);
}

/** A PNG made here with sharp (a blue sky over a red stage), `width` × `height`. */
export function stagePng(width = 1200, height = 800): Promise<Buffer> {
  const stage = Math.round(height / 3);
  return sharp({ create: { width, height, channels: 3, background: '#1d4e89' } })
    .composite([
      { input: { create: { width, height: stage, channels: 3, background: '#c8553d' } }, top: height - stage, left: 0 },
    ])
    .png()
    .toBuffer();
}

/** Uploads an image as the admin through the API (setup only); answers its id. */
export async function uploadPicture(base: string, bytes: Buffer, alt: string): Promise<string> {
  const { body } = await uploadImage(base, await signIn(base, ADMIN.email, ADMIN.password), bytes, 'stage.png', alt);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.uploadContentImage.id as string;
}
