/**
 * The family portal (docs/requirements.md#family-portal): a family signs in with a single-use link mailed to its
 * address (asked for by email, rate-limited, 30 minutes), then sees its students' lessons in its own zone with
 * attendance and notes, its make-up credits, gives notice of an absence (which earns a credit when the policy says
 * so), books a make-up into its teacher's free times, and subscribes to an `.ics` feed it can revoke. Everything a
 * family does goes through the same rules as staff (lesson-book.ts, make-ups.ts); a family reaches only its own.
 */
import { isEmail, personKey } from '@school/common';
import { DateTime } from 'luxon';
import { In, LessThan, MoreThan, type DataSource, type Repository } from 'typeorm';
import { atomically, NothingChanged } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor } from '../audit/audit.service';
import type { EventOutbox } from '../outbox';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { Family, Lesson, MakeUpLedgerRow, Student } from './lesson.entities';
import type { LessonsService } from './lessons.service';
import { FamilySession, FamilySignInLink } from './portal.entities';
import { PortalKeys } from './portal-keys';

export const PORTAL = {
  linkMinutes: 30,
  sessionDays: 30,
  /** Links asked for per address and per network in the window. */
  perEmail: 3,
  perNetwork: 20,
  windowMs: 15 * 60_000,
  /** The lessons shown: this far back and ahead (within the lessons window's 92 days). */
  pastDays: 35,
  aheadDays: 56,
} as const;
export const PORTAL_LIMITED = 'Too many sign-in links asked for. Please wait a few minutes and try again.';

/** A sign-in link that was used, has expired or was never ours. */
export class LinkNotValid extends Error {}

export interface PortalStudent {
  student: Student;
  lessons: Lesson[];
  credits: Awaited<ReturnType<LessonsService['makeUps']['credits']>>;
}

export class FamilyPortal {
  private readonly families: Repository<Family>;
  private readonly links: Repository<FamilySignInLink>;
  private readonly sessions: Repository<FamilySession>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly lessons: LessonsService,
    readonly keys: PortalKeys,
    private readonly limiter: RateLimiter,
    private readonly outbox: EventOutbox,
  ) {
    this.families = dataSource.getRepository(Family);
    this.links = dataSource.getRepository(FamilySignInLink);
    this.sessions = dataSource.getRepository(FamilySession);
  }

  /** Mails a sign-in link when a family has this email; answers the same either way (no one learns who is ours). */
  async requestLink(email: string, clientIp: string, now = new Date()): Promise<void> {
    const key = personKey(email);
    if (!isEmail(key) || key.length > 254)
      throw new ValidationError('Enter a valid email address', { email: 'Enter a valid email address' });
    await this.limiter.hit('family-link-network', clientIp, PORTAL.perNetwork, PORTAL.windowMs, PORTAL_LIMITED);
    await this.limiter.hit('family-link-email', key, PORTAL.perEmail, PORTAL.windowMs, PORTAL_LIMITED);
    const family = await this.families.findOneBy({ email: key });
    if (!family) return;
    const id = newId();
    await atomically(this.dataSource, [
      {
        sql: 'INSERT INTO family_sign_in_links (id, family_id, expires_at, used_at, created_at) VALUES (?, ?, ?, NULL, ?)',
        params: [id, family.id, new Date(now.getTime() + PORTAL.linkMinutes * 60_000), now],
      },
      this.outbox.statement({
        kind: 'family',
        submissionId: family.id,
        to: family.email,
        topic: 'family',
        key: `family.sign-in.${id}`,
        payload: { linkId: id },
      }),
    ]);
    this.outbox.queued();
  }

  /** Uses a sign-in link once: answers a new session's cookie value. LinkNotValid when used, expired or not ours. */
  async signIn(token: string, now = new Date()): Promise<{ token: string; maxAgeSeconds: number }> {
    const linkId = this.keys.signInLink(token);
    const link = linkId ? await this.links.findOneBy({ id: linkId }) : null;
    if (!link || link.usedAt || link.expiresAt.getTime() <= now.getTime()) throw new LinkNotValid();
    const session = this.keys.newSession();
    try {
      await atomically(this.dataSource, [
        {
          sql: 'UPDATE family_sign_in_links SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?',
          params: [now, link.id, now],
          mustChange: true,
        },
        {
          sql: 'INSERT INTO family_sessions (id, family_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
          params: [session.id, link.familyId, new Date(now.getTime() + PORTAL.sessionDays * 86_400_000), now],
        },
      ]);
    } catch (error) {
      // the same link clicked twice at once: one of them signs in
      if (error instanceof NothingChanged) throw new LinkNotValid();
      throw error;
    }
    return { token: session.token, maxAgeSeconds: PORTAL.sessionDays * 86_400 };
  }

  /** The family a session cookie is signed in as, or null. */
  async familyOf(sessionToken: string | null, now = new Date()): Promise<Family | null> {
    if (!sessionToken || sessionToken.length > 100) return null;
    const session = await this.sessions.findOneBy({
      id: PortalKeys.sessionId(sessionToken),
      expiresAt: MoreThan(now),
    });
    return session ? this.families.findOneBy({ id: session.familyId }) : null;
  }

  async signOut(sessionToken: string): Promise<void> {
    await this.sessions.delete({ id: PortalKeys.sessionId(sessionToken) });
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }

  /** The family's students, each with its lessons around now and its make-up credits. */
  async view(family: Family, now = new Date()): Promise<PortalStudent[]> {
    const students = (await this.lessons.listStudents({ familyId: family.id })).reverse();
    const from = new Date(now.getTime() - PORTAL.pastDays * 86_400_000);
    const to = new Date(now.getTime() + PORTAL.aheadDays * 86_400_000);
    return Promise.all(
      students.map(async (student) => ({
        student,
        lessons: await this.lessons.book.lessons(from, to, { studentId: student.id }),
        credits: await this.lessons.makeUps.credits(student.id, now),
      })),
    );
  }

  /** The teachers' names by id (the family sees first names). */
  async teacherNames(ids: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of new Set(ids)) {
      const teacher = await this.lessons.sources.teacher(id);
      if (teacher) names.set(id, teacher.name.trim().split(/\s+/)[0] ?? teacher.name);
    }
    return names;
  }

  /** A notice of absence for a lesson still to come; answers whether it earned a make-up credit. */
  async notice(family: Family, lessonId: string, clientIp: string, now = new Date()): Promise<boolean> {
    const lesson = await this.ownLesson(family, lessonId);
    if (lesson.startsAt.getTime() <= now.getTime())
      throw new ValidationError('This lesson has started already: tell your teacher instead', {
        lessonId: 'This lesson has started already',
      });
    if (lesson.status !== 'SCHEDULED')
      throw new ValidationError('This lesson is marked already', { lessonId: 'This lesson is marked already' });
    await this.lessons.book.markAttendance(lesson.id, 'ABSENT_WITH_NOTICE', null, this.actor(family, clientIp), now);
    const credits = await this.lessons.makeUps.credits(lesson.studentId, now);
    return credits.some((credit) => credit.lessonId === lesson.id && credit.state === 'AVAILABLE');
  }

  /** Free times for a make-up of one of the family's credits (its teacher's). */
  async makeUpSlots(family: Family, creditId: string, now = new Date()) {
    await this.ownCredit(family, creditId);
    return this.lessons.makeUpSlots.forCredit(creditId, {}, now);
  }

  async bookMakeUp(family: Family, creditId: string, startsAt: Date, teacherId: string | null, clientIp: string) {
    await this.ownCredit(family, creditId);
    return this.lessons.makeUps.book(creditId, startsAt, teacherId, this.actor(family, clientIp));
  }

  /** The zone the family reads its lessons in (its page, its mails, its feed); audited like staff's correction. */
  async setZone(family: Family, timeZone: string, clientIp: string): Promise<void> {
    await this.lessons.families.update(family.id, { timeZone }, this.actor(family, clientIp));
  }

  /** A new calendar feed address; the old one stops working. */
  async resetCalendar(family: Family): Promise<void> {
    await this.families.increment({ id: family.id }, 'calendarVersion', 1);
  }

  /** The family whose current feed address this is, or null. */
  async calendarFamily(token: string): Promise<Family | null> {
    const claimed = this.keys.calendarClaim(token);
    const family = claimed ? await this.families.findOneBy({ id: claimed }) : null;
    return family && this.keys.calendarIsCurrent(token, family.id, family.calendarVersion) ? family : null;
  }

  /** The family's lessons for its feed: two weeks back, eleven weeks ahead. */
  async feedLessons(family: Family, now = new Date()): Promise<Lesson[]> {
    const students = await this.lessons.listStudents({ familyId: family.id });
    if (students.length === 0) return [];
    const from = DateTime.fromJSDate(now).minus({ days: 14 }).toJSDate();
    const to = DateTime.fromJSDate(now).plus({ days: 77 }).toJSDate();
    return this.dataSource.getRepository(Lesson).find({
      where: { studentId: In(students.map((s) => s.id)), startsAt: MoreThan(from), endsAt: LessThan(to) },
      order: { startsAt: 'ASC' },
      take: 2000,
    });
  }

  private actor(family: Family, clientIp: string): Actor {
    return { actorId: null, actorEmail: family.email, clientIp };
  }

  private async ownLesson(family: Family, lessonId: string): Promise<Lesson> {
    const lesson = await this.dataSource.getRepository(Lesson).findOneBy({ id: lessonId });
    const student = lesson ? await this.dataSource.getRepository(Student).findOneBy({ id: lesson.studentId }) : null;
    if (!lesson || student?.familyId !== family.id) throw new NotFoundError('No such lesson of yours');
    return lesson;
  }

  private async ownCredit(family: Family, creditId: string): Promise<void> {
    const credit = await this.dataSource.getRepository(MakeUpLedgerRow).findOneBy({ id: creditId, delta: 1 });
    const student = credit ? await this.dataSource.getRepository(Student).findOneBy({ id: credit.studentId }) : null;
    if (!credit || student?.familyId !== family.id) throw new NotFoundError('No such make-up credit of yours');
  }
}
