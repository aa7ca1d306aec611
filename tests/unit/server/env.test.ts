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

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({}, '/srv');
    expect(env).toMatchObject({
      port: 5000,
      dataDir: '/srv/data',
      databaseUrl: null,
      minio: null,
      resumeMaxBytes: 10 * 1024 * 1024,
      rateLimitForms: 10,
      databasePoolSize: 10,
      schoolTimeZone: 'Asia/Kolkata',
    });
    expect(parseEnv({ SCHOOL_TIME_ZONE: 'Europe/London' }, '/srv').schoolTimeZone).toBe('Europe/London');
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('listens on this machine only, unless in production or told otherwise', () => {
    expect(parseEnv({}, '/srv').host).toBe('127.0.0.1');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-random-session-secret-of-forty-characters',
      PUBLIC_URL: 'https://www.raagarambh.in',
    };
    expect(parseEnv(production, '/srv').host).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '0.0.0.0' }, '/srv').host).toBe('0.0.0.0');
    expect(parseEnv({ ...production, HOST: '10.0.0.5' }, '/srv').host).toBe('10.0.0.5');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['RESUME_MAX_BYTES', '-1'],
    ['UPLOAD_MAX_BYTES_IN_FLIGHT', 'lots'],
    ['UPLOAD_MAX_BYTES_IN_FLIGHT', '1000'],
    ['MINIO_USE_SSL', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['CORS_ORIGINS', 'not-an-origin'],
    ['MINIO_BUCKET', 'Bad_Bucket'],
    ['SCHOOL_TIME_ZONE', 'Mars/Olympus'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['HEALTH_PROBE_INTERVAL_MS', 'often'],
    ['HEALTH_PROBE_INTERVAL_MS', '3600000'],
    ['SHUTDOWN_DRAIN_MS', '500'],
    ['SHUTDOWN_DRAIN_MS', '15s'],
  ])('names %s when its value %j is bad', (name, value) => {
    expect(problems({ [name]: value }).join('\n')).toContain(name);
  });

  it('caps the upload bytes in flight at 32 resumes by default, and never below one resume', () => {
    expect(parseEnv({}, '/srv').uploadMaxBytesInFlight).toBe(320 * 1024 * 1024);
    expect(parseEnv({ RESUME_MAX_BYTES: '1048576' }, '/srv').uploadMaxBytesInFlight).toBe(32 * 1024 * 1024);
    expect(parseEnv({ UPLOAD_MAX_BYTES_IN_FLIGHT: '20971520' }, '/srv').uploadMaxBytesInFlight).toBe(20 * 1024 * 1024);
    expect(problems({ RESUME_MAX_BYTES: '2097152', UPLOAD_MAX_BYTES_IN_FLIGHT: '1048576' }).join('\n')).toContain(
      'UPLOAD_MAX_BYTES_IN_FLIGHT',
    );
  });

  it('needs the MinIO keys when an endpoint is set, and names them', () => {
    const found = problems({ MINIO_ENDPOINT: 'minio' }).join('\n');
    expect(found).toContain('MINIO_ACCESS_KEY');
    expect(found).toContain('MINIO_SECRET_KEY');
  });

  it('reads the PostgreSQL pool size', () => {
    expect(parseEnv({ DATABASE_POOL_SIZE: '25' }, '/srv').databasePoolSize).toBe(25);
  });

  it('reads the readiness probe interval and the shutdown drain (2 s and 15 s by default)', () => {
    expect(parseEnv({}, '/srv')).toMatchObject({ healthProbeIntervalMs: 2000, shutdownDrainMs: 15_000 });
    expect(parseEnv({ HEALTH_PROBE_INTERVAL_MS: '0', SHUTDOWN_DRAIN_MS: '25000' }, '/srv')).toMatchObject({
      healthProbeIntervalMs: 0,
      shutdownDrainMs: 25_000,
    });
  });

  it('lists every problem at once', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2);
  });
});

describe('deadline settings', () => {
  it('have defaults below the 120 s request timeout', () => {
    const env = parseEnv({}, '/srv');
    expect(env).toMatchObject({
      databaseConnectTimeoutMs: 3000,
      databaseStatementTimeoutMs: 5000,
      databaseBusyWaitMs: 1000,
      requestDeadlineMs: 30_000,
      uploadDeadlineMs: 110_000,
    });
  });

  it('refuse values out of range or in the wrong order', () => {
    expect(() => parseEnv({ REQUEST_DEADLINE_MS: '120000' }, '/srv')).toThrow(/REQUEST_DEADLINE_MS/);
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, '/srv')).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => parseEnv({ DATABASE_BUSY_WAIT_MS: '60000' }, '/srv')).toThrow(/DATABASE_BUSY_WAIT_MS/);
    expect(() => parseEnv({ REQUEST_DEADLINE_MS: '60000', UPLOAD_DEADLINE_MS: '30000' }, '/srv')).toThrow(
      /UPLOAD_DEADLINE_MS/,
    );
    expect(() =>
      parseEnv(
        { DATABASE_URL: 'postgres://x/y', REQUEST_DEADLINE_MS: '5000', DATABASE_STATEMENT_TIMEOUT_MS: '5000' },
        '/srv',
      ),
    ).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '2000', DATABASE_BUSY_WAIT_MS: '0' }, '/srv')).toMatchObject({
      databaseStatementTimeoutMs: 2000,
      databaseBusyWaitMs: 0,
    });
  });
});
