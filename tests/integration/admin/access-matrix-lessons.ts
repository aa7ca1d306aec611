/**
 * The access matrix's enrolment and weekly lessons operations (tests/integration/lessons): admins, and a teacher for
 * their own week (their lessons, students, leave and month: the teacher's own id, seeded as ids.teacher).
 */
import type { Answer } from '../../helpers/http';
import { NO_ID, type Operation, type Role } from './access-matrix-types';

const ADMIN_ONLY: Role[] = ['admin'];
const TEACHING: Role[] = ['admin', 'teacher'];

type Query = (query: string, variables?: () => Record<string, unknown>) => (cookie: string | null) => Promise<Answer>;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

export function lessonOperations(ids: Record<string, string>, q: Query): Operation[] {
  return [
    // enrolment and weekly lessons (tests/integration/lessons)
    {
      name: 'mutation enrolStudent',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { enrolStudent(trialRequestId: "${NO_ID}") { id } }`),
    },
    { name: 'query students', roles: TEACHING, run: q('{ students { id name timeZone } }') },
    { name: 'query families', roles: ADMIN_ONLY, run: q('{ families(search: "a") { id email } }') },
    {
      name: 'mutation updateFamily',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { updateFamily(id: "${NO_ID}", input: { payerName: "A" }) { id } }`),
    },
    {
      name: 'mutation endEnrolment',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { endEnrolment(studentId: "${NO_ID}", lastDate: "2099-01-01") { id } }`),
    },
    {
      name: 'mutation rejoinStudent',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { rejoinStudent(studentId: "${NO_ID}") { id } }`),
    },
    { name: 'query student', roles: TEACHING, run: q(`{ student(id: "${NO_ID}") { id } }`) },
    {
      name: 'mutation createLessonPlan',
      roles: ADMIN_ONLY,
      allowedCodes: ['BAD_USER_INPUT'],
      run: q(
        `mutation { createLessonPlan(input: { studentId: "${NO_ID}", teacherId: "${NO_ID}", course: "guitar", weekday: 1, startTime: "10:00", minutes: 30, firstDate: "2099-01-05" }) { id } }`,
      ),
    },
    {
      name: 'query lessons',
      roles: TEACHING,
      run: q('query($from: DateTimeISO!, $to: DateTimeISO!) { lessons(from: $from, to: $to) { id startsAt } }', () => ({
        from: yesterday(),
        to: new Date(Date.now() + 86_400_000).toISOString(),
      })),
    },
    {
      name: 'mutation markAttendance',
      roles: TEACHING,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { markAttendance(lessonId: "${NO_ID}", status: ABSENT) { id } }`),
    },
    {
      name: 'mutation moveLesson',
      roles: TEACHING,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { moveLesson(lessonId: "${NO_ID}", startsAt: "2099-01-05T10:00:00Z") { id } }`),
    },
    {
      name: 'mutation changeLessonPlan',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { changeLessonPlan(planId: "${NO_ID}", input: { fromDate: "2099-01-05" }) { id } }`),
    },
    {
      name: 'mutation endLessonPlan',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { endLessonPlan(planId: "${NO_ID}", lastDate: "2099-01-05") { id } }`),
    },
    {
      name: 'query teacherLeave',
      roles: TEACHING,
      run: q('query($id: ID!) { teacherLeave(teacherId: $id) { id } }', () => ({ id: ids.teacher })),
    },
    {
      name: 'mutation addTeacherLeave',
      roles: TEACHING,
      allowedCodes: ['BAD_USER_INPUT'],
      // a last date before the first: refused once through the gate, nothing written
      run: q(
        'mutation($id: ID!) { addTeacherLeave(input: { teacherId: $id, firstDate: "2099-01-06", lastDate: "2099-01-05" }) { id } }',
        () => ({ id: ids.teacher }),
      ),
    },
    { name: 'query myTeacher', roles: ['teacher'], run: q('{ myTeacher { id name timeZone } }') },
    {
      name: 'query teacherMonth',
      roles: TEACHING,
      run: q('query($id: ID!) { teacherMonth(month: "2027-01", teacherId: $id) { taught minutesTaught } }', () => ({
        id: ids.teacher,
      })),
    },
    { name: 'query teacherMonths', roles: ADMIN_ONLY, run: q('{ teacherMonths(month: "2027-01") { teacherId } }') },
    {
      name: 'mutation removeTeacherLeave',
      roles: TEACHING,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { removeTeacherLeave(id: "${NO_ID}") }`),
    },
    { name: 'query schoolClosures', roles: ADMIN_ONLY, run: q('{ schoolClosures { id } }') },
    {
      name: 'mutation addSchoolClosure',
      roles: ADMIN_ONLY,
      allowedCodes: ['BAD_USER_INPUT'],
      run: q(
        'mutation { addSchoolClosure(input: { name: "", firstDate: "2099-01-05", lastDate: "2099-01-05" }) { id } }',
      ),
    },
    {
      name: 'mutation removeSchoolClosure',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { removeSchoolClosure(id: "${NO_ID}") }`),
    },
    { name: 'query lessonPolicy', roles: ADMIN_ONLY, run: q('{ lessonPolicy { noticeHours } }') },
    {
      name: 'mutation setLessonPolicy',
      roles: ADMIN_ONLY,
      allowedCodes: ['BAD_USER_INPUT'],
      run: q(
        'mutation { setLessonPolicy(input: { noticeHours: -1, creditsPerTerm: 2, expiryDays: 60 }) { noticeHours } }',
      ),
    },
    {
      name: 'query makeUpSlots',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`{ makeUpSlots(creditId: "${NO_ID}") { startsAt } }`),
    },
    { name: 'query makeUpCredits', roles: ADMIN_ONLY, run: q(`{ makeUpCredits(studentId: "${NO_ID}") { id } }`) },
    {
      name: 'mutation bookMakeUp',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { bookMakeUp(creditId: "${NO_ID}", startsAt: "2099-01-05T10:00:00Z") { id } }`),
    },
  ];
}
