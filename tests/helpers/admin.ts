/** Dashboard helpers for the tests: sign in, call the admin GraphQL API and HTTP routes with a cookie. */
import { graphqlUpload, type Answer } from './http';
import { send } from './in-process';
import { blob, CREATE_APPLICATION, pdfBytes } from '../fixtures/submissions';

export const ADMIN = { email: 'head@school.test', password: 'correct horse battery' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

export async function login(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Answer & { cookie: string | null }> {
  const response = await send(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = response.headers.get('set-cookie');
  return { ...(await answer(response)), cookie: setCookie ? setCookie.split(';')[0] : null };
}

export async function signIn(base: string, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const result = await login(base, email, password);
  if (result.status !== 200 || !result.cookie)
    throw new Error(`sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.cookie;
}

export async function gql(
  base: string,
  cookie: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await send(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return answer(response);
}

export async function get(
  url: string,
  cookie: string | null,
  headers: Record<string, string> = {},
): Promise<Answer & { raw: Buffer }> {
  const response = await send(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: raw.toString('utf8'), headers: response.headers, raw };
}

/** Creates a user through the API as the signed-in admin; answers its cookie. */
export async function addUser(
  base: string,
  adminCookie: string,
  email: string,
  role: 'admin' | 'recruiter' | 'editor' | 'teacher',
  password = 'a long enough password',
): Promise<string> {
  const created = await gql(
    base,
    adminCookie,
    'mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }',
    { input: { email, password, role } },
  );
  if (!created.body.data) throw new Error(JSON.stringify(created.body));
  return signIn(base, email, password);
}

/** A teacher application with a stored PDF resume, through the public API. */
export async function submitApplication(
  base: string,
  person: { name: string; email: string; message: string },
  fileName = 'resume.pdf',
  bytes = pdfBytes('cv'),
): Promise<string> {
  const result = await graphqlUpload(
    base,
    CREATE_APPLICATION,
    { input: person, resume: null },
    { path: 'variables.resume', body: blob(bytes, 'application/pdf'), name: fileName },
  );
  if (!result.body.data) throw new Error(JSON.stringify(result.body));
  return result.body.data.createTeacherApplication.id;
}
