/**
 * The currency each family is billed in (docs/requirements.md#billing): the settings' default until staff choose
 * another, and fixed once the family has an invoice (its ledger is in one currency, so a balance is one sum).
 */
import type { DataSource } from 'typeorm';
import { atomically } from '../../db/atomic';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { BillingAccount } from './billing.entities';
import { isCurrency, type Currency } from './money';

export class BillingAccounts {
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly enrolment: EnrolmentForBilling,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Each family's currency (`fallback` for those staff have not chosen one for). */
  async currencies(familyIds: readonly string[], fallback: Currency): Promise<Map<string, Currency>> {
    const found = new Map<string, Currency>(familyIds.map((id) => [id, fallback]));
    const rows = this.dataSource.getRepository(BillingAccount);
    for (let i = 0; i < familyIds.length; i += 500) {
      const chunk = familyIds.slice(i, i + 500);
      for (const row of await rows.createQueryBuilder('a').where('a.familyId IN (:...ids)', { ids: chunk }).getMany())
        found.set(row.familyId, row.currency);
    }
    return found;
  }

  async currencyOf(familyId: string, fallback: Currency): Promise<Currency> {
    return (await this.currencies([familyId], fallback)).get(familyId)!;
  }

  async setCurrency(familyId: string, currency: Currency, actor: Actor): Promise<Currency> {
    if (!isCurrency(currency)) throw new ValidationError('Unknown currency', { currency: 'Unknown currency' });
    const family = await this.enrolment.family(familyId);
    if (!family) throw new NotFoundError('No such family');
    const p = (n: number) => (this.postgres ? `$${n}` : '?');
    const [used]: { currency: string }[] = await this.dataSource.query(
      `SELECT currency FROM invoices WHERE family_id = ${p(1)} AND currency <> ${p(2)} ` +
        `UNION SELECT currency FROM ledger_entries WHERE family_id = ${p(3)} AND currency <> ${p(4)}`,
      [familyId, currency, familyId, currency],
    );
    if (used) {
      const message = `The family is billed in ${used.currency} already: its invoices and payments stay in it`;
      throw new ValidationError(message, { currency: message });
    }
    await atomically(this.dataSource, [
      {
        sql:
          'INSERT INTO billing_accounts (family_id, currency) VALUES (?, ?) ' +
          'ON CONFLICT (family_id) DO UPDATE SET currency = excluded.currency',
        params: [familyId, currency],
      },
      this.audit.statement(actor, 'billing_currency', `family:${familyId}`, `${family.email} is billed in ${currency}`),
    ]);
    return currency;
  }
}
