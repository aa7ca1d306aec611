/**
 * The access matrix's data: every admin operation (queries, mutations, exports, resume download) with
 * the roles that may call it. access.test.ts runs each as anonymous / recruiter / editor / admin.
 */
import { get, gql } from '../../helpers/admin';
import { contentOperations } from './access-matrix-content';
import { lessonOperations } from './access-matrix-lessons';
import { billingOperations } from './access-matrix-billing';
import { NO_ID, type Operation, type Role } from './access-matrix-types';

export type { Operation, Role };

/** A word in every seeded record: a refusal must not contain it. */
export const CANARY = 'leakcanary';
export const person = { name: 'Canary Person', email: `${CANARY}@example.org` };

export const LIST = '{ items { id name email } total }';
const ADMIN_ONLY: Role[] = ['admin'];
const STAFF: Role[] = ['admin', 'recruiter'];
const EVERYONE_SIGNED_IN: Role[] = ['admin', 'recruiter', 'editor', 'teacher'];
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

/**
 * Every admin operation and the roles allowed it. `url` is the running server's address and `ids` the
 * seeded records (both filled in by the test's beforeAll: read when an operation runs, not before).
 */
export function accessMatrix(url: () => string, ids: Record<string, string>, picture: () => Buffer): Operation[] {
  let userCounter = 0;
  const q =
    (query: string, variables: () => Record<string, unknown> = () => ({})) =>
    (cookie: string | null) =>
      gql(url(), cookie, query, variables());
  return [
    { name: 'query trialRequests', roles: ADMIN_ONLY, run: q(`{ trialRequests ${LIST} }`) },
    {
      name: 'query trialRequest',
      roles: ADMIN_ONLY,
      run: q('query($id: ID!) { trialRequest(id: $id) { id email } }', () => ({ id: ids.trial })),
    },
    { name: 'query contactMessages', roles: ADMIN_ONLY, run: q(`{ contactMessages ${LIST} }`) },
    {
      name: 'query contactMessage',
      roles: ADMIN_ONLY,
      run: q('query($id: ID!) { contactMessage(id: $id) { id email message } }', () => ({ id: ids.contact })),
    },
    {
      name: 'query teacherApplications',
      roles: STAFF,
      run: q(`{ teacherApplications { items { id email resumeName resumeDownloadPath } total } }`),
    },
    {
      name: 'query teacherApplication',
      roles: STAFF,
      run: q('query($id: ID!) { teacherApplication(id: $id) { id email } }', () => ({ id: ids.application })),
    },
    { name: 'query pageViews', roles: ADMIN_ONLY, run: q('{ pageViews { items { id page } total } }') },
    {
      name: 'query pageViewStats',
      roles: ADMIN_ONLY,
      run: q(
        'query($from: DateTimeISO!, $to: DateTimeISO!) { pageViewStats(from: $from, to: $to) { total topPages { page count } } }',
        () => ({ from: yesterday(), to: new Date(Date.now() + 60_000).toISOString() }),
      ),
    },
    {
      name: 'query dashboardSummary',
      roles: ADMIN_ONLY,
      run: q('{ dashboardSummary { newTrialRequests trialRequestsByCategoryThisWeek { category count } } }'),
    },
    { name: 'query launchChecklist', roles: ADMIN_ONLY, run: q('{ launchChecklist { id done } }') },
    {
      name: 'query dashboardSettings',
      roles: EVERYONE_SIGNED_IN,
      run: q('{ dashboardSettings { schoolTimeZone now } }'),
    },
    {
      name: 'query triageOverview',
      roles: STAFF,
      run: q('{ triageOverview { schoolTimeZone since cards { key resource label count filter } } }'),
    },
    ...(
      [
        ['markTrialRequestsSpam', ADMIN_ONLY, 'trial'],
        ['markContactMessagesSpam', ADMIN_ONLY, 'contact'],
        ['markTeacherApplicationsSpam', STAFF, 'application'],
      ] as const
    ).map(([name, roles, id]): Operation => ({
      name: `mutation ${name}`,
      roles: [...roles],
      run: q(`mutation($ids: [ID!]!) { ${name}(ids: $ids, spam: false) }`, () => ({ ids: [ids[id]] })),
    })),
    { name: 'query adminUsers', roles: ADMIN_ONLY, run: q('{ adminUsers { id email role } }') },
    { name: 'query auditLog', roles: ADMIN_ONLY, run: q('{ auditLog { items { actorEmail action target } total } }') },
    { name: 'query me', roles: EVERYONE_SIGNED_IN, run: q('{ me { email role } }') },
    { name: 'query staff', roles: STAFF, run: q('{ staff { id email name } }') },
    {
      name: 'mutation updateTrialRequest',
      roles: ADMIN_ONLY,
      run: q('mutation($id: ID!) { updateTrialRequest(id: $id, input: {notes: "called"}) { id email } }', () => ({
        id: ids.trial,
      })),
    },
    {
      name: 'mutation updateTrialRequests',
      roles: ADMIN_ONLY,
      run: q('mutation($ids: [ID!]!) { updateTrialRequests(ids: $ids, input: {status: contacted}) }', () => ({
        ids: [ids.trial],
      })),
    },
    {
      name: 'mutation deleteTrialRequests',
      roles: ADMIN_ONLY,
      run: q('mutation { deleteTrialRequests(ids: ["' + NO_ID + '"]) }'),
    },
    {
      name: 'mutation updateContactMessage',
      roles: ADMIN_ONLY,
      run: q('mutation($id: ID!) { updateContactMessage(id: $id, input: {status: replied}) { id email } }', () => ({
        id: ids.contact,
      })),
    },
    {
      name: 'mutation updateContactMessages',
      roles: ADMIN_ONLY,
      run: q('mutation($ids: [ID!]!) { updateContactMessages(ids: $ids, input: {notes: "x"}) }', () => ({
        ids: [ids.contact],
      })),
    },
    {
      name: 'mutation deleteContactMessages',
      roles: ADMIN_ONLY,
      run: q('mutation { deleteContactMessages(ids: ["' + NO_ID + '"]) }'),
    },
    {
      name: 'mutation updateTeacherApplication',
      roles: STAFF,
      run: q(
        'mutation($id: ID!) { updateTeacherApplication(id: $id, input: {status: shortlisted}) { id email } }',
        () => ({ id: ids.application }),
      ),
    },
    {
      name: 'mutation updateTeacherApplications',
      roles: STAFF,
      run: q('mutation($ids: [ID!]!) { updateTeacherApplications(ids: $ids, input: {notes: "good"}) }', () => ({
        ids: [ids.application],
      })),
    },
    {
      name: 'mutation deleteTeacherApplications',
      roles: ADMIN_ONLY,
      run: q('mutation { deleteTeacherApplications(ids: ["' + NO_ID + '"]) }'),
    },
    {
      name: 'mutation deletePageViews',
      roles: ADMIN_ONLY,
      run: q('mutation { deletePageViews(ids: ["' + NO_ID + '"]) }'),
    },
    {
      name: 'mutation createAdminUser',
      roles: ADMIN_ONLY,
      run: q('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id email } }', () => ({
        input: { email: `new${++userCounter}@school.test`, password: 'long enough pass', role: 'recruiter' },
      })),
    },
    { name: 'query notifications', roles: ADMIN_ONLY, run: q('{ notifications { total } }') },
    {
      name: 'mutation retryNotification',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q('mutation { retryNotification(id: "' + NO_ID + '") { id } }'),
    },
    {
      name: 'mutation updateAdminUser',
      roles: ADMIN_ONLY,
      run: q('mutation($id: ID!) { updateAdminUser(id: $id, input: {role: "recruiter"}) { id email } }', () => ({
        id: ids.user,
      })),
    },
    { name: 'query trialFunnel', roles: ADMIN_ONLY, run: q('{ trialFunnel(days: 30) { course requests } }') },
    { name: 'query teachers', roles: ADMIN_ONLY, run: q('{ teachers { id email weekly { weekday } } }') },
    {
      name: 'mutation createTeacher',
      roles: ADMIN_ONLY,
      run: q(
        `mutation { createTeacher(input: {name: "${CANARY} Teacher", email: "t@school.test", courses: ["tabla"], timeZone: "Asia/Kolkata"}) { id email } }`,
      ),
    },
    {
      name: 'mutation updateTeacher',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { updateTeacher(id: "${NO_ID}", input: {active: false}) { id email } }`),
    },
    {
      name: 'mutation setTeacherAvailability',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { setTeacherAvailability(teacherId: "${NO_ID}", weekly: []) { id email } }`),
    },
    {
      name: 'query trialBookings',
      roles: ADMIN_ONLY,
      run: q('query($from: DateTimeISO!, $to: DateTimeISO!) { trialBookings(from: $from, to: $to) { id } }', () => ({
        from: yesterday(),
        to: new Date(Date.now() + 86_400_000).toISOString(),
      })),
    },
    {
      name: 'mutation cancelTrialBooking',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { cancelTrialBooking(id: "${NO_ID}") { id } }`),
    },
    ...lessonOperations(ids, q),
    ...billingOperations(q, url),
    // people and replies (tests/integration/people)
    {
      name: 'query person',
      roles: STAFF,
      run: q(
        'query($email: String!) { person(email: $email) { email submissions { kind id } timeline { type } } }',
        () => ({
          email: person.email,
        }),
      ),
    },
    { name: 'query replyTemplates', roles: STAFF, run: q('{ replyTemplates { id name subject } }') },
    {
      name: 'mutation createReplyTemplate',
      roles: ADMIN_ONLY,
      run: q('mutation($input: ReplyTemplateInput!) { createReplyTemplate(input: $input) { id } }', () => ({
        input: { name: `Thanks ${++userCounter}`, subject: 'Thanks, {{firstName}}', body: 'We got it.' },
      })),
    },
    {
      name: 'mutation updateReplyTemplate',
      roles: ADMIN_ONLY,
      allowedCodes: ['NOT_FOUND'],
      run: q(`mutation { updateReplyTemplate(id: "${NO_ID}", input: {name: "x", subject: "y", body: "z"}) { id } }`),
    },
    {
      name: 'mutation deleteReplyTemplate',
      roles: ADMIN_ONLY,
      run: q(`mutation { deleteReplyTemplate(id: "${NO_ID}") }`),
    },
    {
      name: 'query previewReply',
      roles: STAFF,
      run: q(
        'query($id: ID!) { previewReply(submissionId: $id, subject: "Hi {{firstName}}", body: "Thanks") { subject } }',
        () => ({
          id: ids.application,
        }),
      ),
    },
    {
      name: 'mutation sendReply',
      roles: STAFF,
      run: q('mutation($id: ID!) { sendReply(submissionId: $id, subject: "Hi", body: "Thanks") { id type } }', () => ({
        id: ids.application,
      })),
    },
    ...['trial-requests', 'contact-messages', 'page-views'].map((file): Operation => ({
      name: `GET /admin/export/${file}.csv`,
      roles: ADMIN_ONLY,
      http: true,
      run: (cookie) => get(`${url()}/admin/export/${file}.csv`, cookie),
    })),
    {
      name: 'GET /admin/export/payroll.csv',
      roles: ADMIN_ONLY,
      http: true,
      run: (cookie) => get(`${url()}/admin/export/payroll.csv?month=2027-01`, cookie),
    },
    {
      name: 'GET /admin/export/ageing.csv',
      roles: ADMIN_ONLY,
      http: true,
      run: (cookie) => get(`${url()}/admin/export/ageing.csv`, cookie),
    },
    {
      name: 'GET /admin/export/revenue.csv',
      roles: ADMIN_ONLY,
      http: true,
      run: (cookie) => get(`${url()}/admin/export/revenue.csv?from=2020-01&to=2020-12`, cookie),
    },
    {
      name: 'GET /admin/export/teacher-applications.csv',
      roles: STAFF,
      http: true,
      run: (cookie) => get(`${url()}/admin/export/teacher-applications.csv`, cookie),
    },
    {
      name: 'GET /admin/resumes/:id',
      roles: STAFF,
      http: true,
      run: (cookie) => get(`${url()}/admin/resumes/${ids.application}`, cookie),
    },
    {
      // someone else: erasing the canary would take the data the other operations are checked against
      name: 'mutation erasePerson',
      roles: ADMIN_ONLY,
      run: q('mutation { erasePerson(email: "someone.else@example.org") { submissions resumes mails bookings } }'),
    },
    {
      name: 'GET /admin/people/export',
      roles: ADMIN_ONLY,
      http: true,
      run: (cookie) => get(`${url()}/admin/people/export?email=${person.email}`, cookie),
    },
    {
      name: 'GET /admin/resumes/:id?inline=1',
      roles: STAFF,
      http: true,
      run: (cookie) => get(`${url()}/admin/resumes/${ids.application}?inline=1`, cookie),
    },
    ...contentOperations(url, ids, picture, q),
  ];
}
