/**
 * What the dashboard walk (helpers/axe-walk.ts) visits: every screen an admin can open, each with a
 * text that says it has loaded. The records behind them are made through the APIs first.
 */
import { adminSession, ADMIN, pdf, seedApplication, seedTrial } from './seed';

export interface Screen {
  name: string;
  path: string;
  /** Text (or a pattern) on the screen once its data is there. */
  ready: string | RegExp;
}

export interface Records {
  trial: string;
  spamTrial: string;
  contact: string;
  application: string;
  teacher: string;
  user: string;
  template: string;
  blogPost: string;
  course: string;
  testimonial: string;
  risingStar: string;
  counter: string;
  faq: string;
  student: string;
  /** Filled by seedBillingWalk (helpers/billing-seed.ts). */
  family?: string;
}

const firstId = (rows: { id: string }[] | undefined, what: string) => {
  if (!rows?.[0]) throw new Error(`no ${what} to visit`);
  return rows[0].id;
};

/** Records of every kind the screens show: a booked trial with a reply, spam, a message, an application… */
export async function seedWalk(base: string): Promise<Records> {
  const trial = (
    await seedTrial(base, {
      name: 'Meera Shah',
      email: 'meera@example.org',
      gender: 'female',
      category: 'piano',
      phone: '+91 98765 43210',
    })
  ).id;
  const spamTrial = (
    await seedTrial(base, { name: 'Cheap Offers', email: 'offers@example.org', gender: 'male', category: 'tabla' })
  ).id;
  const contactAnswer = await fetch(`${base}/api/v1/submitcontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha Rao', email: 'asha@example.org', message: 'Weekend classes?', fillMs: 8000 }),
  });
  const contact = ((await contactAnswer.json()) as { id: string }).id;
  const application = (
    await seedApplication(
      base,
      { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'Tabla for ten years.' },
      pdf('walk'),
      'cv.pdf',
    )
  ).id;
  const api = await adminSession(base, ADMIN);
  const must = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api(query, variables);
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data!;
  };
  await must('mutation($ids: [ID!]!) { markTrialRequestsSpam(ids: $ids, spam: true) }', { ids: [spamTrial] });
  const teacher = (
    await must(
      'mutation { createTeacher(input: {name: "Anita Desai", email: "anita@school.example", courses: ["piano"], timeZone: "Europe/London"}) { id } }',
    )
  ).createTeacher.id as string;
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '10:00' }));
  await must(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly, exceptions: []) { id } }',
    { id: teacher, weekly },
  );
  const from = new Date();
  const slots = await must(
    'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "piano", from: $from, to: $to) { startsAt } }',
    { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() },
  );
  await must(
    'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at, visitorTimeZone: "Asia/Kolkata") { id } }',
    { id: trial, at: slots.trialSlots[0].startsAt },
  );
  const template = (
    await must(
      'mutation { createReplyTemplate(input: {name: "Welcome", subject: "Your {{course}} trial", body: "Dear {{firstName}},\\nSee you soon."}) { id } }',
    )
  ).createReplyTemplate.id as string;
  await must(
    'mutation($id: ID!) { sendReply(submissionId: $id, subject: "Your trial", body: "See you soon.") { id } }',
    {
      id: trial,
    },
  );
  // the booked request enrolled, with a weekly lesson from tomorrow (its teacher's London noon)
  const student = (await must('mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }', { id: trial }))
    .enrolStudent.id as string;
  const tomorrow = new Date(Date.now() + 86_400_000);
  await must('mutation($input: LessonPlanInput!) { createLessonPlan(input: $input) { id } }', {
    input: {
      studentId: student,
      teacherId: teacher,
      course: 'piano',
      weekday: ((tomorrow.getUTCDay() + 6) % 7) + 1,
      startTime: '12:00',
      minutes: 45,
      firstDate: tomorrow.toISOString().slice(0, 10),
    },
  });
  const content = await must(
    '{ adminUsers { id email } blogPosts { id } courses { id } testimonials { id } risingStars { id } homeCounters { id } faqs { id } }',
  );
  return {
    trial,
    spamTrial,
    contact,
    application,
    teacher,
    template,
    user: (content.adminUsers as { id: string; email: string }[]).find((u) => u.email === ADMIN.email)!.id,
    blogPost: firstId(content.blogPosts, 'blog post'),
    course: firstId(content.courses, 'course'),
    testimonial: firstId(content.testimonials, 'testimonial'),
    risingStar: firstId(content.risingStars, 'video'),
    counter: firstId(content.homeCounters, 'counter'),
    faq: firstId(content.faqs, 'question'),
    student,
  };
}

const filter = (value: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

/** Every screen of an admin's dashboard, in the menu's order, with their record pages and forms. */
export function screens(r: Records): Screen[] {
  return [
    { name: 'home', path: '/admin/', ready: 'Trial funnel, last 30 days' },
    { name: 'trial requests', path: '/admin/trial-requests', ready: 'Meera Shah' },
    { name: 'trial requests, spam', path: `/admin/trial-requests?${filter({ spam: 'true' })}`, ready: 'Cheap Offers' },
    {
      name: 'trial requests, nothing found',
      path: `/admin/trial-requests?${filter({ q: 'zzzz-nobody' })}`,
      ready: /found using the current filters/,
    },
    { name: 'trial request', path: `/admin/trial-requests/${r.trial}/show`, ready: /With Anita Desai/ },
    { name: 'spam trial request', path: `/admin/trial-requests/${r.spamTrial}/show`, ready: 'Not spam' },
    { name: 'trial request triage', path: `/admin/trial-requests/${r.trial}`, ready: 'WhatsApp' },
    { name: 'teachers', path: '/admin/teachers', ready: 'Anita Desai' },
    { name: 'teacher', path: `/admin/teachers/${r.teacher}`, ready: 'Weekly hours' },
    { name: 'new teacher', path: '/admin/teachers/create', ready: 'Add a teacher' },
    { name: 'trial calendar', path: '/admin/trial-calendar', ready: /Times in .* \d+ class/ },
    { name: 'students', path: '/admin/students', ready: /1 of 1 students/ },
    { name: 'families', path: '/admin/families', ready: /1 of 1 families/ },
    { name: 'invoices', path: '/admin/invoices', ready: /INV\/\d{4}-\d{2}\/0001/ },
    { name: 'fees', path: '/admin/billing-settings', ready: /2 fees/ },
    { name: 'family billing', path: `/admin/families/${r.family}/billing`, ready: /Owes ₹1,170\.00/ },
    { name: 'money', path: '/admin/money', ready: /INR: revenue ₹1,500\.00/ },
    { name: 'student', path: `/admin/students/${r.student}`, ready: /Every \w+day, 12:00–12:45/ },
    { name: 'lesson calendar', path: '/admin/lesson-calendar', ready: /Times in .* \d+ lessons?\./ },
    { name: 'contact messages', path: '/admin/contact-messages', ready: 'Asha Rao' },
    { name: 'contact message', path: `/admin/contact-messages/${r.contact}/show`, ready: 'Weekend classes?' },
    { name: 'contact message triage', path: `/admin/contact-messages/${r.contact}`, ready: 'Weekend classes?' },
    { name: 'reply templates', path: '/admin/reply-templates', ready: 'Welcome' },
    { name: 'reply template', path: `/admin/reply-templates/${r.template}`, ready: /Variables: / },
    { name: 'new reply template', path: '/admin/reply-templates/create', ready: /Variables: / },
    { name: 'teacher applications', path: '/admin/teacher-applications', ready: 'Ravi Kumar' },
    {
      name: 'teacher application',
      path: `/admin/teacher-applications/${r.application}/show`,
      ready: 'Download resume',
    },
    {
      name: 'teacher application triage',
      path: `/admin/teacher-applications/${r.application}`,
      ready: 'Download resume',
    },
    { name: 'page views', path: '/admin/page-views', ready: 'Visits per day' },
    { name: 'users', path: '/admin/users', ready: ADMIN.email },
    { name: 'user', path: `/admin/users/${r.user}`, ready: ADMIN.email },
    { name: 'new user', path: '/admin/users/create', ready: 'Add a dashboard user' },
    { name: 'audit log', path: '/admin/audit-log', ready: 'Signed in' },
    { name: 'notifications', path: '/admin/notifications', ready: 'Notifications' },
    { name: 'person', path: '/admin/people/meera%40example.org', ready: 'Timeline' },
    { name: 'blog posts', path: '/admin/blog-posts', ready: 'Blog posts' },
    { name: 'blog post', path: `/admin/blog-posts/${r.blogPost}`, ready: 'Body' },
    { name: 'new blog post', path: '/admin/blog-posts/create', ready: 'Body' },
    { name: 'courses', path: '/admin/courses', ready: 'Courses' },
    { name: 'course', path: `/admin/courses/${r.course}`, ready: 'Summary' },
    { name: 'testimonials', path: '/admin/testimonials', ready: 'Testimonials' },
    { name: 'testimonial', path: `/admin/testimonials/${r.testimonial}`, ready: 'Their words' },
    { name: 'new testimonial', path: '/admin/testimonials/create', ready: 'Their words' },
    { name: 'rising stars', path: '/admin/rising-stars', ready: 'Rising stars' },
    { name: 'rising star', path: `/admin/rising-stars/${r.risingStar}`, ready: 'Rising stars' },
    { name: 'home counters', path: '/admin/home-counters', ready: 'Home counters' },
    { name: 'home counter', path: `/admin/home-counters/${r.counter}`, ready: 'What it counts' },
    { name: 'faqs', path: '/admin/faqs', ready: 'FAQ' },
    { name: 'faq', path: `/admin/faqs/${r.faq}`, ready: 'Answer' },
    { name: 'new faq', path: '/admin/faqs/create', ready: 'Answer' },
    { name: 'school details', path: '/admin/school-details', ready: 'School details' },
  ];
}
