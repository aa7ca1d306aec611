/**
 * The dashboard accounts submissions can be assigned to (docs/requirements.md#assignment). There are
 * a handful, so each question reads them all: one small query, no cache to keep fresh.
 */
import { staffName, type AdminRole } from '@school/common';
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
  async all(): Promise<Map<string, Staff & { disabled: boolean; role: AdminRole }>> {
    const users = await this.repo.find({ select: { id: true, email: true, disabled: true, role: true } });
    return new Map(users.map((user) => [user.id, { ...asStaff(user), disabled: user.disabled, role: user.role }]));
  }

  /**
   * The accounts that can be assigned now, by email: those not disabled whose role may open the kind
   * (`roles`, docs/requirements.md#assignment); without roles, every admin and recruiter.
   */
  async active(roles: readonly AdminRole[] = ['admin', 'recruiter']): Promise<Staff[]> {
    const users = await this.repo.find({
      select: { id: true, email: true },
      where: { disabled: false, role: In([...roles].filter((role) => role !== 'editor')) },
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
