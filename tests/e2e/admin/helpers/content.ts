/** Content fixtures for the dashboard's content journeys, made through the admin API (setup only). */
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
