/**
 * Who a mail to a visitor comes from and where an answer goes: the school's name and a reply address a
 * person at the school reads. Read at delivery, so an edit of the school's details shows in the next mail.
 * - name: the school's details (database), else SCHOOL_NAME, else MAIL_FROM's display name;
 * - reply address: SCHOOL_REPLY_TO, else the published support address, else MAIL_FROM's address.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { ReplySettings } from '../config/env';
import type { SchoolContact } from './outbox';

interface DetailsRow {
  name: string | null;
  support_email: string | null;
}

/** Domains nobody reads mail at (RFC 2606, RFC 6761): an address there is a placeholder. */
export function isReservedAddress(address: string): boolean {
  const domain = (address.split('@')[1] ?? '').toLowerCase().replace(/\.$/, '');
  if (!domain) return true;
  if (/(^|\.)(example|test|invalid|localhost|local)$/.test(domain)) return true;
  return /(^|\.)example\.(com|net|org)$/.test(domain);
}

export class SchoolContacts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: ReplySettings,
  ) {}

  async current(): Promise<SchoolContact> {
    const details = await this.details();
    const name = details?.name?.trim() || this.settings.schoolName;
    const replyTo = this.settings.replyToSetting ?? (details?.support_email?.trim() || this.settings.fromAddress);
    return { name, replyTo };
  }

  /**
   * At start: production refuses to run when answers would go to an address nobody reads (no
   * SCHOOL_REPLY_TO and a support address on a reserved domain); development warns.
   */
  async checkAtStart(production: boolean, log: FastifyBaseLogger): Promise<void> {
    const { replyTo } = await this.current();
    if (!isReservedAddress(replyTo)) return;
    const problem =
      `Mails to visitors would have Reply-To ${replyTo}, which nobody can read. Set SCHOOL_REPLY_TO to ` +
      `the address the school answers from, or publish a real support address in the school's details.`;
    if (production) throw new Error(problem);
    log.warn(problem);
  }

  private async details(): Promise<DetailsRow | undefined> {
    return this.dataSource
      .createQueryBuilder()
      .select(['d.name AS name', 'd.support_email AS support_email'])
      .from('school_details', 'd')
      .where('d.id = :id', { id: 'school' })
      .getRawOne<DetailsRow>()
      .catch(() => undefined);
  }
}
