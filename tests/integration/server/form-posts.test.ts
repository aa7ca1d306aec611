/**
 * The forms without JavaScript (docs/requirements.md#without-javascript): a plain HTML post to /forms/<form> is taken
 * by the same services as the API and answered with the page it came from, rendered with the spec's message; a
 * refused one keeps every value typed and stores nothing.
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

const post = (url: string, fields: Record<string, string>) =>
  server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

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
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<h1 id="banner-title">Where Every Note Finds a Home</h1>');
    expect(answer.body).toMatch(
      /<div class="form-notice form-notice--sent" role="status"><p class="form-notice__message">Message sent successfully!<\/p>/,
    );
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    const [row] = await rows('contact_messages', 'asha.nojs@example.org');
    expect(row).toMatchObject({ name: 'Asha Rao', message: 'Weekend classes?', phone: '+919876543210' });
    // the page carries its answer for the script, which puts the page's own address back
    expect(answer.body).toContain('<script type="application/json" id="form-result">');
    expect(answer.body).toContain('"path":"/"');
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
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Trial form submitted successfully!');
    expect(await rows('trial_requests', 'ravi.nojs@example.org')).toHaveLength(1);
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
    const sent = await send(form(true, 'dev.nojs@example.org'));
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
