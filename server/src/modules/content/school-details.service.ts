/** The school's details: one row, created by the starter-content seed, changed whole by saveSchoolDetails. */
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDetailsErrors, schoolPhones, webLinkHref } from '@school/common';
import type { DataSource, Repository } from 'typeorm';
import { atomically } from '../../db/atomic';
import { ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { SchoolDetailsInput } from './content.inputs';
import { updateRow } from './content-statements';
import { bumpSiteVersion, type ContentChanges } from './publishing/site-version';
import { SchoolDetails } from './school-details.entity';

export const SCHOOL_ROW = 'school';

/** The stored fields of a save of the school's details, or a ValidationError naming each bad field. */
export function checkedSchoolDetails(input: SchoolDetailsInput) {
  const errors = schoolDetailsErrors(input);
  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(`${first[0]}: ${first[1]}`, errors);
  return {
    name: input.name.trim(),
    supportEmail: input.supportEmail.trim(),
    socialLinks: input.socialLinks.map(({ label, href }) => ({ label: label.trim(), href: webLinkHref(href) })),
    companySiteLabel: input.companySiteLabel.trim(),
    companySiteUrl: webLinkHref(input.companySiteUrl),
    foundedYear: input.foundedYear,
    copyrightYear: input.copyrightYear,
    ...numbersOf(input),
  };
}

/** The phone and WhatsApp numbers in E.164 (null when empty); already checked. */
function numbersOf(input: SchoolDetailsInput) {
  const { phone, whatsapp } = schoolPhones(input);
  return { phone, whatsapp };
}

export class SchoolDetailsService {
  private readonly repo: Repository<SchoolDetails>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly changes: ContentChanges,
    /** SCHOOL_TIME_ZONE: the site's dates (a blog post's day) are the school's. */
    readonly timeZone: string = DEFAULT_SCHOOL_TIME_ZONE,
  ) {
    this.repo = dataSource.getRepository(SchoolDetails);
  }

  async get(): Promise<SchoolDetails> {
    const found = await this.repo.findOneBy({ id: SCHOOL_ROW });
    if (!found) throw new Error('school_details has no row: run the migrations and seeds (npm run migrate)');
    return found;
  }

  async save(input: SchoolDetailsInput, actor: Actor): Promise<SchoolDetails> {
    const now = new Date();
    const row = { ...checkedSchoolDetails(input), updatedAt: now };
    await atomically(this.dataSource, [
      updateRow(this.dataSource, SchoolDetails, SCHOOL_ROW, row),
      bumpSiteVersion(now),
      this.audit.statement(actor, 'content_save', `schoolDetails:${SCHOOL_ROW}`, "saved the school's details"),
    ]);
    await this.changes.notify();
    return this.get();
  }
}
