/**
 * Assigning submissions to staff accounts (docs/requirements.md#assignment): the new assignee is
 * checked (an active account, or null for nobody), each row whose assignee changes is audited
 * ("nobody → ravi@school.example"), and the new assignee is mailed through the outbox unless they
 * assigned it to themselves.
 */
import { accountMessages, type AdminRole } from '@school/common';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../../errors';
import { StaffDirectory } from '../admin-user/staff-directory';
import type { Actor } from '../audit/audit.service';

/** Tells staff accounts about submissions; the notification outbox implements it (app.ts wires it). */
export interface StaffMail {
  /** Queues one email per submission to `to`, saying it was assigned to them. */
  assigned(kind: string, submissionIds: string[], to: string): Promise<void>;
}

export interface AssignedRow {
  id: string;
  assigneeId?: string | null;
}

export class Assignments {
  readonly staff: StaffDirectory;

  constructor(
    dataSource: DataSource,
    private readonly kind: string,
    private readonly mail: StaffMail | null,
    /** The roles that may open this kind: only they can be given one (a recruiter is never mailed a trial). */
    readonly roles: readonly AdminRole[] = ['admin'],
  ) {
    this.staff = new StaffDirectory(dataSource);
  }

  /**
   * The assignee to write: undefined leaves it, null clears it, an id must be an active account's whose
   * role may open the kind.
   */
  async check(assigneeId: string | null | undefined): Promise<string | null | undefined> {
    if (assigneeId === undefined || assigneeId === null) return assigneeId;
    const account = (await this.staff.all()).get(assigneeId);
    if (!account || account.disabled)
      throw new ValidationError(accountMessages.chooseStaff, { assigneeId: accountMessages.chooseStaff });
    if (!this.roles.includes(account.role)) {
      const message = accountMessages.cannotOpen(account.name ?? account.email);
      throw new ValidationError(message, { assigneeId: message });
    }
    return assigneeId;
  }

  /** After the rows (as they were before) got `assigneeId`: their audit entries; the new assignee is mailed. */
  async changed(
    before: AssignedRow[],
    assigneeId: string | null,
    actor: Actor,
    target: (id: string) => string,
  ): Promise<{ target: string; detail: string }[]> {
    const moved = before.filter((row) => (row.assigneeId ?? null) !== assigneeId);
    if (moved.length === 0) return [];
    const staff = await this.staff.all();
    const email = (id: string | null | undefined) => (id ? (staff.get(id)?.email ?? id) : 'nobody');
    const to = assigneeId ? staff.get(assigneeId) : undefined;
    if (this.mail && to && assigneeId !== actor.actorId)
      await this.mail.assigned(
        this.kind,
        moved.map((row) => row.id),
        to.email,
      );
    return moved.map((row) => ({ target: target(row.id), detail: `${email(row.assigneeId)} → ${email(assigneeId)}` }));
  }
}
