import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys (docs/api.md#idempotency-key): one row per keyed write, per caller (`scope`: a staff account,
 * or the public). Its first transaction writes it (db/request-claim.ts); the answer is kept beside it, so a
 * retried request gets the first one. Rows go after a day (modules/idempotency).
 */
export class IdempotencyKeys1765600000000 implements MigrationInterface {
  name = 'IdempotencyKeys1765600000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE idempotency_keys (
      scope varchar(80) NOT NULL,
      request_key varchar(100) NOT NULL,
      fingerprint varchar(64) NOT NULL,
      response text NULL,
      created_at ${pg ? 'timestamptz' : 'datetime'} NOT NULL DEFAULT ${now},
      PRIMARY KEY (scope, request_key)
    )`);
    await runner.query('CREATE INDEX idx_idempotency_keys_created ON idempotency_keys (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE idempotency_keys');
  }
}
