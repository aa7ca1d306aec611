/**
 * Make-ups not taken (docs/requirements.md#makeup-credits). A lesson missed with notice, or cancelled by the school,
 * earns a make-up credit; a per-lesson or block fee never charged that lesson, but a monthly fee did. When such a
 * credit runs out neither used nor voided, the family is credited that lesson's share of its month's fee (the fee
 * over the lessons it includes), once: the ledger line's key is the credit's.
 */
import { zonedDay } from '@school/common';
import type { Actor } from '../audit/audit.service';
import type { EnrolmentForBilling, ExpiredCredit } from '../enrolment-for-billing';
import type { BillingAccounts } from './billing-accounts';
import type { BillingSettings } from './billing-settings';
import type { FeePlan } from './billing.entities';
import { feeOn } from './fee-plans';
import { courseName } from './invoice-math';
import type { Ledger } from './ledger';

class AlreadyCredited extends Error {}

export class MakeUpCredits {
  constructor(
    private readonly enrolment: EnrolmentForBilling,
    private readonly accounts: BillingAccounts,
    private readonly ledger: Ledger,
    private readonly schoolTimeZone: string,
  ) {}

  /** Credits each credit that expired in [from, to) unused, for a lesson in a monthly fee; answers how many now. */
  async creditExpired(
    from: Date,
    to: Date,
    fees: readonly FeePlan[],
    settings: BillingSettings,
    actor: Actor,
    now: Date,
  ): Promise<number> {
    const expired = await this.enrolment.expiredCredits(from, to);
    if (expired.length === 0) return 0;
    const currencies = await this.accounts.currencies(
      [...new Set(expired.map((c) => c.familyId))],
      settings.defaultCurrency,
    );
    let credited = 0;
    for (const credit of expired) {
      const currency = currencies.get(credit.familyId)!;
      const day = this.day(credit.lessonStartsAt);
      const fee = feeOn(fees, { course: credit.course, teacherId: credit.teacherId, currency }, day);
      if (fee?.kind !== 'MONTHLY' || !fee.lessonsIncluded) continue;
      // the lesson's share of the month, rounded half up to the minor unit
      const amount = Math.floor((2 * fee.amount + fee.lessonsIncluded) / (2 * fee.lessonsIncluded));
      try {
        await this.ledger.post(
          {
            familyId: credit.familyId,
            kind: 'CREDIT',
            amount: -amount,
            currency,
            invoiceId: null,
            method: null,
            reference: null,
            description: describe(credit, day, fee.lessonsIncluded),
            occurredOn: this.day(credit.expiresAt),
            paymentKey: `makeup:${credit.creditId}`,
          },
          actor,
          'ledger_credit',
          now,
          () => new AlreadyCredited(),
        );
        credited++;
      } catch (error) {
        if (!(error instanceof AlreadyCredited)) throw error;
      }
    }
    return credited;
  }

  private day(at: Date): string {
    return zonedDay(at, this.schoolTimeZone);
  }
}

function describe(credit: ExpiredCredit, day: string, included: number): string {
  return (
    `Credit: make-up not taken, ${courseName(credit.course)} lesson ${day} (${credit.studentName}), ` +
    `1 of the ${included} lessons of its month's fee`
  );
}
