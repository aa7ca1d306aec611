/**
 * What a signed-in account may reach of lessons (docs/requirements.md#teacher-week): an admin every teacher's, a
 * teacher only their own — their lessons, the students they teach, their leave and month. A teacher account is the
 * teacher in Teachers with its email. Every refusal is FORBIDDEN naming what was asked, before anything is read.
 */
import type { DataSource } from 'typeorm';
import { ForbiddenError } from '../../errors';
import { Lesson, LessonPlan, Student } from './lesson.entities';
import { TeacherLeave } from './time-off.entities';
import type { EnrolmentSources, TeacherFacts } from './lesson-rules';

export interface Account {
  role: string;
  email: string;
}

export class TeacherScope {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: EnrolmentSources,
  ) {}

  /** Null for an admin (every teacher); the teacher's id for a teacher account; refused for any other role. */
  async teacherOf(account: Account): Promise<string | null> {
    if (account.role === 'admin') return null;
    if (account.role !== 'teacher') throw new ForbiddenError();
    const id = await this.sources.teacherIdByEmail(account.email);
    if (!id)
      throw new ForbiddenError(
        'Your account is not linked to a teacher: ask the school to check your email in Teachers',
      );
    return id;
  }

  /** The teacher a teacher account is. */
  async signedIn(account: Account): Promise<TeacherFacts> {
    const id = await this.teacherOf(account);
    const teacher = id ? await this.sources.teacher(id) : null;
    if (!teacher) throw new ForbiddenError('Only a teacher account has a week of its own');
    return teacher;
  }

  /** The teacher filter a call may use: a teacher always their own (another teacher's is refused). */
  async teacherFilter(account: Account, asked: string | null | undefined): Promise<string | null> {
    const own = await this.teacherOf(account);
    if (own === null) return asked ?? null;
    if (asked && asked !== own) throw new ForbiddenError("You can see only your own lessons, not another teacher's");
    return own;
  }

  /** Refuses a teacher acting on a lesson that is not theirs. */
  async lesson(account: Account, lessonId: string): Promise<void> {
    const own = await this.teacherOf(account);
    if (own === null) return;
    const lesson = await this.dataSource.getRepository(Lesson).findOne({ where: { id: lessonId } });
    // an unknown lesson goes on to its NOT_FOUND
    if (lesson && lesson.teacherId !== own)
      throw new ForbiddenError("This is another teacher's lesson: you can mark only your own");
  }

  /** Refuses a teacher taking back another teacher's leave. */
  async leave(account: Account, leaveId: string): Promise<void> {
    const own = await this.teacherOf(account);
    if (own === null) return;
    const leave = await this.dataSource.getRepository(TeacherLeave).findOne({ where: { id: leaveId } });
    // an unknown leave goes on to its NOT_FOUND
    if (leave && leave.teacherId !== own) throw new ForbiddenError("This is another teacher's leave");
  }

  /** Refuses a teacher reaching a student they do not teach (now or before). */
  async student(account: Account, studentId: string): Promise<void> {
    const own = await this.teacherOf(account);
    if (own === null) return;
    // an unknown student answers null, as to an admin
    if (!(await this.dataSource.getRepository(Student).existsBy({ id: studentId }))) return;
    if (!(await this.teaches(own, studentId)))
      throw new ForbiddenError("This is another teacher's student: you can see only your own students");
  }

  /** Whether the teacher teaches (or taught) the student: their teacher, or the teacher of one of their plans. */
  async teaches(teacherId: string, studentId: string): Promise<boolean> {
    return (
      (await this.dataSource.getRepository(Student).existsBy({ id: studentId, teacherId })) ||
      (await this.dataSource.getRepository(LessonPlan).existsBy({ studentId, teacherId }))
    );
  }
}
