import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../server/src/config/env';

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source, '/srv');
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv: notifications', () => {
  it('sends nothing by default (records for the sender address) and links to localhost on PORT', () => {
    const { notifications } = parseEnv({ PORT: '8080' }, '/srv');
    const sender = ['no-reply@localhost'];
    expect(notifications).toMatchObject({
      smtpUrl: null,
      webhookSecret: null,
      publicUrl: 'http://localhost:8080',
      emailTo: { 'trial-request': sender, 'contact-message': sender, 'teacher-application': sender },
      webhookUrl: { 'trial-request': null, 'contact-message': null, 'teacher-application': null },
      retryBaseMs: 5000,
      maxAttempts: 15,
      sendTimeoutMs: 60_000,
      concurrency: 5,
      acknowledge: true,
      schoolTimeZone: 'Asia/Kolkata',
    });
  });

  it('reads the delivery deadline, the lanes and the acknowledgement switch', () => {
    const { notifications } = parseEnv(
      { NOTIFY_SEND_TIMEOUT_MS: '1500', NOTIFY_CONCURRENCY: '1', ACKNOWLEDGE_SUBMISSIONS: 'false' },
      '/srv',
    );
    expect(notifications).toMatchObject({ sendTimeoutMs: 1500, concurrency: 1, acknowledge: false });
  });

  it('reads recipients as a comma-separated list and trims the public URL', () => {
    const { notifications } = parseEnv(
      {
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        NOTIFY_APPLICATION_TO: 'jobs@school.org, head@school.org',
        PUBLIC_URL: 'https://school.org/',
        WEBHOOK_URL_TRIAL: 'https://hooks.example.org/x',
        WEBHOOK_SECRET: '0123456789abcdef',
      },
      '/srv',
    );
    expect(notifications.emailTo['teacher-application']).toEqual(['jobs@school.org', 'head@school.org']);
    expect(notifications.publicUrl).toBe('https://school.org');
    expect(notifications.webhookUrl['trial-request']).toBe('https://hooks.example.org/x');
  });

  it('with SMTP_URL alone, mails the first admin, else the sender address', () => {
    const toAdmin = parseEnv(
      {
        SMTP_URL: 'smtp://mail:25',
        ADMIN_EMAIL: 'head@school.org',
        ADMIN_PASSWORD: 'long enough pw',
        NOTIFY_TRIAL_TO: 'trials@school.org',
      },
      '/srv',
    );
    expect(toAdmin.notifications.emailTo).toEqual({
      'trial-request': ['trials@school.org'],
      'contact-message': ['head@school.org'],
      'teacher-application': ['head@school.org'],
    });
    const toSender = parseEnv({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'School <office@school.org>' }, '/srv');
    expect(toSender.notifications.emailTo['contact-message']).toEqual(['office@school.org']);
    // without SMTP the same fallback applies: the notification is recorded as not sent
    expect(
      parseEnv({ ADMIN_EMAIL: 'head@school.org', ADMIN_PASSWORD: 'long enough pw' }, '/srv').notifications.emailTo[
        'contact-message'
      ],
    ).toEqual(['head@school.org']);
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.org'],
    ['NOTIFY_TRIAL_TO', 'office, x@y.org'],
    ['NOTIFY_CONTACT_TO', 'not an email'],
    ['WEBHOOK_URL_CONTACT', 'ftp://x'],
    ['PUBLIC_URL', 'school.org'],
    ['MAIL_FROM', 'nobody'],
    ['NOTIFY_RETRY_BASE_MS', 'fast'],
    ['NOTIFY_MAX_ATTEMPTS', '0'],
    ['NOTIFY_POLL_MS', '1'],
    ['NOTIFY_SEND_TIMEOUT_MS', '100'],
    ['NOTIFY_CONCURRENCY', '0'],
    ['ACKNOWLEDGE_SUBMISSIONS', 'maybe'],
  ])('names %s when its value %j is bad', (name, value) => {
    expect(problems({ [name]: value }).join('\n')).toContain(name);
  });

  it('never echoes a bad SMTP_URL (it may hold a password)', () => {
    expect(problems({ SMTP_URL: 'mail://user:s3cret@host' }).join('\n')).not.toContain('s3cret');
  });

  it('needs a WEBHOOK_SECRET when a webhook is set', () => {
    expect(problems({ WEBHOOK_URL_APPLICATION: 'https://hooks.example.org/x' }).join('\n')).toContain('WEBHOOK_SECRET');
  });
});

describe('parseEnv: replies', () => {
  it("answers from MAIL_FROM's address and names the school by MAIL_FROM's name by default", () => {
    expect(parseEnv({ MAIL_FROM: 'Raga School <hello@raga.test>' }, '/srv').replies).toMatchObject({
      replyTo: 'hello@raga.test',
      schoolName: 'Raga School',
      replyToSetting: null,
      fromAddress: 'hello@raga.test',
    });
    expect(parseEnv({ MAIL_FROM: 'hello@raga.test' }, '/srv').replies).toMatchObject({
      replyTo: 'hello@raga.test',
      schoolName: 'hello@raga.test',
    });
  });

  it('takes SCHOOL_REPLY_TO and SCHOOL_NAME, and refuses a reply address that is not one address', () => {
    expect(parseEnv({ SCHOOL_REPLY_TO: 'office@raga.test', SCHOOL_NAME: 'Raga' }, '/srv').replies).toMatchObject({
      replyTo: 'office@raga.test',
      schoolName: 'Raga',
      replyToSetting: 'office@raga.test',
      schoolNameSetting: 'Raga',
    });
    expect(problems({ SCHOOL_REPLY_TO: 'a@x.org, b@x.org' })).toEqual([
      'SCHOOL_REPLY_TO must be one email address (got "a@x.org, b@x.org")',
    ]);
  });
});
