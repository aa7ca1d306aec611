/** Dashboard accounts: create, change role, disable, reset password. Every rule is checked here. */
import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES, isEmail, type AdminRole, type FieldErrors } from '@school/common';
import type { DataSource, Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { KEPT_RECORDS, refuseBeyond } from '../kept-records';
import { AdminUser } from './admin-user.entity';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';

export interface NewAdminUser {
  email: string;
  password: string;
  role: string;
}
export interface AdminUserChanges {
  role?: string | null;
  disabled?: boolean | null;
  password?: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

function roleProblem(role: string): string | null {
  return (ADMIN_ROLES as readonly string[]).includes(role) ? null : `The role must be one of ${ADMIN_ROLES.join(', ')}`;
}

const NOT_A_TEACHER = 'No teacher in Teachers has this email: add the teacher (or correct their email) first';

function check(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

export class AdminUserService {
  private readonly repo: Repository<AdminUser>;

  constructor(
    dataSource: DataSource,
    private readonly onSessionsInvalid: (userId: string) => Promise<void>,
    /** Whether a teacher in Teachers has this email: a `teacher` account is that teacher (docs/requirements.md#teacher-week). */
    private readonly isTeacherEmail: (email: string) => Promise<boolean> = async () => false,
  ) {
    this.repo = dataSource.getRepository(AdminUser);
  }

  findByEmail(email: string): Promise<AdminUser | null> {
    return this.repo.findOneBy({ email: normaliseEmail(email) });
  }

  findById(id: string): Promise<AdminUser | null> {
    return this.repo.findOneBy({ id });
  }

  list(): Promise<AdminUser[]> {
    return this.repo.find({ order: { email: 'ASC' } });
  }

  countActiveAdmins(): Promise<number> {
    return this.repo.countBy({ role: 'admin', disabled: false });
  }

  async create(input: NewAdminUser): Promise<AdminUser> {
    const email = normaliseEmail(input.email ?? '');
    const errors: FieldErrors = {};
    if (!isEmail(email) || email.length > 254) errors.email = 'Enter a valid email address';
    else if (await this.findByEmail(email)) errors.email = 'A user with this email already exists';
    const problem = passwordProblem(input.password ?? '');
    if (problem) errors.password = problem;
    const badRole = roleProblem(input.role ?? '');
    if (badRole) errors.role = badRole;
    else if (input.role === 'teacher' && !errors.email && !(await this.isTeacherEmail(email)))
      errors.role = NOT_A_TEACHER;
    check(errors);
    refuseBeyond(await this.repo.count(), KEPT_RECORDS.adminUsers, 'dashboard accounts', 'email');
    const user: AdminUser = {
      id: randomUUID(),
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role as AdminRole,
      disabled: false,
      createdAt: new Date(),
      lastLoginAt: null,
      previousVisitAt: null,
    };
    await this.repo.insert(user);
    return user;
  }

  async update(id: string, changes: AdminUserChanges): Promise<AdminUser> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundError('No such user');
    const errors: FieldErrors = {};
    if (changes.role != null && roleProblem(changes.role)) errors.role = roleProblem(changes.role)!;
    else if (changes.role === 'teacher' && !(await this.isTeacherEmail(user.email))) errors.role = NOT_A_TEACHER;
    if (changes.password != null && passwordProblem(changes.password))
      errors.password = passwordProblem(changes.password)!;
    check(errors);
    const next = { ...user };
    if (changes.role != null) next.role = changes.role as AdminRole;
    if (changes.disabled != null) next.disabled = changes.disabled;
    if (changes.password != null) next.passwordHash = await hashPassword(changes.password);
    const wasActiveAdmin = user.role === 'admin' && !user.disabled;
    if (wasActiveAdmin && (next.role !== 'admin' || next.disabled) && (await this.countActiveAdmins()) <= 1) {
      throw new ValidationError('The last active admin cannot be demoted or disabled', {
        [next.disabled ? 'disabled' : 'role']: 'Keep at least one active admin',
      });
    }
    await this.repo.update({ id }, { role: next.role, disabled: next.disabled, passwordHash: next.passwordHash });
    if (next.disabled || changes.password != null) await this.onSessionsInvalid(id);
    return next;
  }

  /** A sign-in at `at`: the one before it becomes the previous visit (docs/requirements.md#dashboard-home). */
  async touchLogin(id: string, at: Date, before: Date | null): Promise<void> {
    await this.repo.update({ id }, { lastLoginAt: at, previousVisitAt: before });
  }
}
