/**
 * The forms without JavaScript (docs/requirements.md#without-javascript): a plain HTML post to /forms/<form> is taken
 * by the same services as the API and answered with a 303 to /forms/<form>/sent (post/redirect/get: the page it came
 * from with the spec's message, no typed value in its address); a refused one keeps every value typed and stores
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ s3: false });
});
afterAll(async () => {
  await server?.stop();
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** A sent form's 303, followed as a browser does (a GET, nothing typed in its address). */
async function followSent(answer: Awaited<ReturnType<typeof post>>, typed: string[]) {
  expect(answer.statusCode).toBe(303);
  const location = String(answer.headers.location);
  expect(location).toMatch(/^\/forms\/(contact|trial|application)\/sent(\?from=[^&]+)?$/);
  for (const value of typed) expect(decodeURIComponent(location)).not.toContain(value);
  return server.inject({ method: 'GET', url: location });
}

async function rows(table: string, email: string) {
  const mark = server.app.dataSource.options.type === 'postgres' ? '$1' : '?';
  return server.app.dataSource.query<Record<string, unknown>[]>(`SELECT * FROM ${table} WHERE email = ${mark}`, [
    email,
  ]);
}

describe('POST /forms/contact', () => {
  it('stores the message (phone from its country) and answers the home page with the spec’s message', async () => {
    const answer = await post('/forms/contact', {
      from: '/',
      name: 'Asha Rao',
      email: 'asha.nojs@example.org',
      message: 'Weekend classes?',
      phoneCountry: 'IN',
      phone: '098765 43210',
      website: '',
    });
    const page = await followSent(answer, ['Asha', 'asha.nojs', 'Weekend', '98765']);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1 id="banner-title">Where Every Note Finds a Home</h1>');
    expect(page.body).toMatch(
      /<div class="form-notice form-notice--sent" role="status"><p class="form-notice__message">Message sent successfully!<\/p>/,
    );
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    const [row] = await rows('contact_messages', 'asha.nojs@example.org');
    expect(row).toMatchObject({ name: 'Asha Rao', message: 'Weekend classes?', phone: '+919876543210' });
    // the page carries its answer for the script, which puts the page's own address back
    expect(page.body).toContain('<script type="application/json" id="form-result">');
    expect(page.body).toContain('"path":"/"');
  });

  it('refuses a bad email with its message, keeps every value, stores nothing', async () => {
    const answer = await post('/forms/contact', {
      from: '/',
      name: 'Asha Rao',
      email: 'asha-at-example',
      message: 'Please <keep> this & that',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Where Every Note Finds a Home'); // back on the page it came from: home
    expect(answer.body).toContain('role="alert"><p class="form-notice__message">Please enter a valid email</p>');
    expect(answer.body).toContain('value="Asha Rao"');
    expect(answer.body).toContain('value="asha-at-example"');
    expect(answer.body).toContain('Please &lt;keep&gt; this &amp; that</textarea>');
    expect(await rows('contact_messages', 'asha-at-example')).toEqual([]);
  });

  it('refuses an invalid phone on the phone, with every value kept', async () => {
    const answer = await post('/forms/contact', {
      from: '/Home',
      name: 'Asha Rao',
      email: 'asha.phone@example.org',
      message: 'Hi',
      phoneCountry: 'IN',
      phone: '12',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Please enter a valid phone number for the country chosen, or leave it empty');
    expect(answer.body).toContain('value="12"');
    expect(await rows('contact_messages', 'asha.phone@example.org')).toEqual([]);
  });

  it('answers an unknown "from" on the form’s own page, never elsewhere', async () => {
    const answer = await post('/forms/trial', { from: 'https://evil.example/', name: '', email: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('<h1 id="banner-title">Book Your Free Trial Class</h1>');
    expect(answer.body).toContain('Please fill all the fields');
  });
});

describe('POST /forms/trial and /forms/application', () => {
  it('stores a trial request and answers /Trial', async () => {
    const answer = await post('/forms/trial', {
      from: '/Trial',
      name: 'Ravi Kumar',
      email: 'ravi.nojs@example.org',
      gender: 'male',
      category: 'tabla',
    });
    const page = await followSent(answer, ['Ravi', 'ravi.nojs']);
    expect(page.body).toContain('Trial form submitted successfully!');
    expect(page.body).toContain('<h1 id="banner-title">Book Your Free Trial Class</h1>');
    expect(await rows('trial_requests', 'ravi.nojs@example.org')).toHaveLength(1);
    // a reload of the page it landed on is a GET: it shows the message again and stores nothing more
    const reload = await server.inject({ method: 'GET', url: String(answer.headers.location) });
    expect(reload.body).toContain('Trial form submitted successfully!');
    expect(await rows('trial_requests', 'ravi.nojs@example.org')).toHaveLength(1);
  });

  it('reads a number typed without a country in the region of the first language naming one', async () => {
    const fields = { from: '/Trial', name: 'Mia Jones', gender: 'female', category: 'piano', phone: '07911 123456' };
    const british = await post(
      '/forms/trial',
      { ...fields, email: 'mia.gb@example.org', phoneCountry: '' },
      { 'accept-language': 'en;q=0.9,en-GB;q=0.8' },
    );
    expect(british.statusCode).toBe(303);
    expect(await rows('trial_requests', 'mia.gb@example.org')).toMatchObject([{ phone: '+447911123456' }]);
    // no region in the languages: no country is assumed (never India for everyone); the form comes back
    const unknown = await post(
      '/forms/trial',
      { ...fields, email: 'mia.none@example.org', phoneCountry: '' },
      { 'accept-language': 'en' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Please start the phone number with + and its country code');
    expect(await rows('trial_requests', 'mia.none@example.org')).toEqual([]);
  });

  it('answers /forms/<unknown>/sent with the not-found page', async () => {
    expect((await server.inject({ method: 'GET', url: '/forms/nope/sent' })).statusCode).toBe(404);
  });

  it('stores an application with its PDF, and refuses one without', async () => {
    const form = (withResume: boolean, email: string) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({ from: '/Career', name: 'Dev Anand', email, message: 'Sitar.' }))
        data.append(key, value);
      data.append(
        'resume',
        withResume
          ? new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' })
          : new Blob([], { type: 'application/octet-stream' }),
        withResume ? 'resume.pdf' : '',
      );
      return data;
    };
    const send = async (data: FormData) => {
      const request = new Request('http://x/forms/application', { method: 'POST', body: data });
      return server.inject({
        method: 'POST',
        url: '/forms/application',
        headers: { 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const sent = await followSent(await send(form(true, 'dev.nojs@example.org')), ['Dev', 'dev.nojs']);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Application submitted successfully!');
    expect(await rows('teacher_applications', 'dev.nojs@example.org')).toHaveLength(1);
    const refused = await send(form(false, 'dev.nofile@example.org'));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please fill all the fields and attach a resume.');
    expect(refused.body).toContain('value="Dev Anand"');
    expect(await rows('teacher_applications', 'dev.nofile@example.org')).toEqual([]);
  });
});
