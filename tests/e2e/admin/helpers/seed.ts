/**
 * Seeds submissions through the public REST shims, exactly as the site and legacy clients send
 * them, and talks to the admin API as a signed-in client (for setup only).
 */
export const ADMIN = { email: 'head@school.example', password: 'admin-e2e-password-1' };
export const RECRUITER = { email: 'recruiter@school.example', password: 'recruiter-e2e-pass-1' };

export function pdf(marker: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

async function post(url: string, body: BodyInit, headers: Record<string, string> = {}): Promise<{ id: string }> {
  const response = await fetch(url, { method: 'POST', body, headers });
  if (response.status !== 201) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export function seedTrial(
  base: string,
  trial: { name: string; email: string; gender: string; category: string; phone?: string },
) {
  return post(`${base}/api/v1/submittrial`, JSON.stringify({ ...trial, fillMs: 8000 }), {
    'content-type': 'application/json',
  });
}

export function seedApplication(
  base: string,
  fields: { name: string; email: string; message: string },
  resume: Buffer,
  fileName: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, fillMs: '8000' })) form.set(key, value);
  form.set('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), fileName);
  return post(`${base}/api/v1/submitteacherapplication`, form);
}

/** Signs in with fetch and answers a GraphQL caller carrying the session cookie. */
export async function adminSession(base: string, who: { email: string; password: string }) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{
      data?: Record<string, any>;
      errors?: { message: string; extensions?: { code?: string } }[];
    }>;
  };
}
