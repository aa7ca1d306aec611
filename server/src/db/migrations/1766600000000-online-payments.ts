import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payment of invoices (docs/requirements.md#online-payments): each payment link made with a provider for an
 * invoice (its amount and currency, to check what the provider reports against), and what a provider reported that
 * could not change a balance (an amount or currency not asked, an invoice credited in full), kept once per event
 * for staff.
 */
export class OnlinePayments1766600000000 implements MigrationInterface {
  name = 'OnlinePayments1766600000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE payment_links (
      id varchar(36) PRIMARY KEY,
      invoice_id varchar(36) NOT NULL REFERENCES invoices (id),
      provider varchar(12) NOT NULL,
      provider_ref varchar(100) NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      currency varchar(3) NOT NULL,
      url varchar(500) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now},
      UNIQUE (provider, provider_ref)
    )`);
    await runner.query('CREATE INDEX idx_payment_links_invoice ON payment_links (invoice_id, created_at)');
    await runner.query(`CREATE TABLE billing_exceptions (
      id varchar(36) PRIMARY KEY,
      provider varchar(12) NOT NULL,
      event_id varchar(100) NOT NULL,
      invoice_id varchar(36) NULL,
      amount integer NULL,
      currency varchar(3) NULL,
      problem varchar(300) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now},
      UNIQUE (provider, event_id)
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE billing_exceptions');
    await runner.query('DROP TABLE payment_links');
  }
}
