/**
 * The dashboard accounts submissions can be assigned to (docs/requirements.md#assignment). There are
 * a handful, so each question reads them all: one small query, no cache to keep fresh.
 */
import { staffName } from '@school/common';
import { In, type DataSource, type Repository } from 'typeorm';
import { AdminUser } from './admin-user.entity';
import type { Staff } from './staff.types';

export const asStaff = (user: Pick<AdminUser, 'id' | 'email'>): Staff => ({
  id: user.id,
  email: user.email,
  name: staffName(user.email),
});

export class StaffDirectory {
  private readonly repo: Repository<AdminUser>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(AdminUser);
  }

  /** Every account, disabled ones included (their assignments stay readable), by id. */
  async all(): Promise<Map<string, Staff & { disabled: boolean }>> {
    const users = await this.repo.find({ select: { id: true, email: true, disabled: true } });
    return new Map(users.map((user) => [user.id, { ...asStaff(user), disabled: user.disabled }]));
  }

  /** The accounts that can be assigned now (admins and recruiters not disabled), by email. */
  async active(): Promise<Staff[]> {
    const users = await this.repo.find({
      select: { id: true, email: true },
      where: { disabled: false, role: In(['admin', 'recruiter']) },
      order: { email: 'ASC' },
    });
    return users.map(asStaff);
  }

  /** The accounts whose email or shown name contains q (any case): `q` finds their assignments. */
  async matching(q: string): Promise<string[]> {
    const text = q.trim().toLowerCase();
    return [...(await this.all()).values()]
      .filter((staff) => staff.email.includes(text) || staff.name?.toLowerCase().includes(text))
      .map((staff) => staff.id);
  }
}
