/**
 * Reply templates (docs/requirements.md#replies): admins keep them, every signed-in user reads them.
 * A template is checked when it is saved: a variable that does not exist is refused then, naming it,
 * rather than sent as "{{foo}}" to a parent later.
 */
import { REPLY_LIMITS, replyErrors } from '@school/common';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../db/database-errors';
import { newId } from '../../db/ids';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { KEPT_RECORDS, refuseBeyond } from '../kept-records';
import { ReplyTemplate } from './reply-template.entity';
import type { ReplyTemplateInput } from './reply-template.inputs';

const TAKEN = 'Another template has this name';

export class ReplyTemplateService {
  private readonly repo: Repository<ReplyTemplate>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.repo = dataSource.getRepository(ReplyTemplate);
  }

  list(): Promise<ReplyTemplate[]> {
    return this.repo.find({ order: { name: 'ASC' } });
  }

  async create(input: ReplyTemplateInput, actor: Actor): Promise<ReplyTemplate> {
    const values = this.check(input);
    refuseBeyond(await this.repo.count(), KEPT_RECORDS.replyTemplates, 'reply templates', 'name');
    const id = newId();
    await this.save(() => this.repo.insert({ id, ...values }));
    await this.audit.record(actor, 'reply_template_create', `reply_template:${id}`, values.name);
    return (await this.repo.findOneBy({ id }))!;
  }

  async update(id: string, input: ReplyTemplateInput, actor: Actor): Promise<ReplyTemplate> {
    const values = this.check(input);
    const found = await this.repo.findOneBy({ id });
    if (!found) throw new NotFoundError(`No reply template with id ${id}`);
    await this.save(() => this.repo.update({ id }, values));
    await this.audit.record(actor, 'reply_template_update', `reply_template:${id}`, values.name);
    return (await this.repo.findOneBy({ id }))!;
  }

  async delete(id: string, actor: Actor): Promise<boolean> {
    const found = await this.repo.findOneBy({ id });
    if (!found) return false;
    await this.repo.delete({ id });
    await this.audit.record(actor, 'reply_template_delete', `reply_template:${id}`, found.name);
    return true;
  }

  private check(input: ReplyTemplateInput): ReplyTemplateInput {
    const name = input.name.trim();
    const errors = replyErrors(input.subject, input.body);
    if (name === '') errors.name = 'Required';
    else if (name.length > REPLY_LIMITS.templateName) errors.name = `At most ${REPLY_LIMITS.templateName} characters`;
    const first = Object.values(errors)[0];
    if (first) throw new ValidationError(first, errors);
    return { name, subject: input.subject.trim(), body: input.body };
  }

  private async save(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError(TAKEN, { name: TAKEN });
      throw error;
    }
  }
}
