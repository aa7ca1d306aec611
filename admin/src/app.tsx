import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { TrialCalendar } from './booking/trial-calendar';
import { LessonCalendar } from './lessons/lesson-calendar';
import { StudentPage } from './lessons/student-page';
import { StudentsPage } from './lessons/students-page';
import { FamiliesPage } from './lessons/families-page';
import { BillingSettingsPage } from './billing/billing-settings-page';
import { FamilyBillingPage } from './billing/family-billing-page';
import { InvoicesPage } from './billing/invoices-page';
import { MoneyPage } from './billing/money-page';
import { TeacherWeek } from './lessons/teacher-week';
import { PersonPage } from './people/person-page';
import { Dashboard } from './dashboard/dashboard';
import { LoginPage } from './login-page';
import { authProvider as sessionAuth } from './providers/auth-provider';
import { i18nProvider } from './providers/i18n-provider';
import { dataProvider as graphqlData } from './providers/data-provider';
import { auditLog } from './resources/audit-log';
import { blogPosts } from './resources/blog-posts';
import { courses } from './resources/courses';
import { faqs } from './resources/faqs';
import { homeCounters } from './resources/home-counters';
import { risingStars } from './resources/rising-stars';
import { schoolDetails } from './resources/school-details';
import { testimonials } from './resources/testimonials';
import { contactMessages } from './resources/contact-messages';
import { notifications } from './resources/notifications';
import { pageViews } from './resources/page-views';
import { replyTemplates } from './resources/reply-templates';
import { teachers } from './resources/teachers';
import { teacherApplications } from './resources/teacher-applications';
import { trialRequests } from './resources/trial-requests';
import { users } from './resources/users';
import { darkTheme, theme } from './theme';
import { CatchAll } from './access-denied';
import { SchoolNotification } from './components/school-notification';
import { SchoolLayout } from './layout';

/** The site's content (docs/requirements.md#dashboard-content), for admins and editors: an editor's whole dashboard. */
const content = [
  <Resource key="blog-posts" name="blog-posts" {...blogPosts} />,
  <Resource key="courses" name="courses" {...courses} />,
  <Resource key="testimonials" name="testimonials" {...testimonials} />,
  <Resource key="rising-stars" name="rising-stars" {...risingStars} />,
  <Resource key="home-counters" name="home-counters" {...homeCounters} />,
  <Resource key="faqs" name="faqs" {...faqs} />,
  <Resource key="school-details" name="school-details" {...schoolDetails} />,
];

/**
 * One <Resource> per entity; a recruiter gets only teacher applications (the server enforces it too).
 * The trial calendar is a page of its own, for admins; a person's page (docs/requirements.md#people) is one for
 * both roles (the server answers each what their role may see).
 */
const people = (
  <CustomRoutes key="people">
    <Route path="/people/:email" element={<PersonPage />} />
  </CustomRoutes>
);

export function App({
  dataProvider = graphqlData,
  authProvider = sessionAuth,
}: {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}) {
  return (
    <Admin
      title="Music school"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      theme={theme}
      darkTheme={darkTheme}
      layout={SchoolLayout}
      catchAll={CatchAll}
      notification={SchoolNotification}
      requireAuth
      disableTelemetry
    >
      {(role) =>
        role === 'admin'
          ? [
              <Resource key="trial-requests" name="trial-requests" {...trialRequests} />,
              <Resource key="teachers" name="teachers" {...teachers} />,
              <CustomRoutes key="trial-calendar">
                <Route path="/trial-calendar" element={<TrialCalendar />} />
                <Route path="/students" element={<StudentsPage />} />
                <Route path="/students/:id" element={<StudentPage />} />
                <Route path="/families" element={<FamiliesPage />} />
                <Route path="/families/:id/billing" element={<FamilyBillingPage />} />
                <Route path="/invoices" element={<InvoicesPage />} />
                <Route path="/billing-settings" element={<BillingSettingsPage />} />
                <Route path="/money" element={<MoneyPage />} />
                <Route path="/lesson-calendar" element={<LessonCalendar />} />
              </CustomRoutes>,
              <Resource key="contact-messages" name="contact-messages" {...contactMessages} />,
              <Resource key="reply-templates" name="reply-templates" {...replyTemplates} />,
              <Resource key="teacher-applications" name="teacher-applications" {...teacherApplications} />,
              <Resource key="page-views" name="page-views" {...pageViews} />,
              <Resource key="users" name="users" {...users} />,
              <Resource key="audit-log" name="audit-log" {...auditLog} />,
              <Resource key="notifications" name="notifications" {...notifications} />,
              people,
              ...content,
            ]
          : role === 'recruiter'
            ? [<Resource key="teacher-applications" name="teacher-applications" {...teacherApplications} />, people]
            : role === 'editor'
              ? content
              : role === 'teacher'
                ? [
                    <CustomRoutes key="teacher-week">
                      <Route path="/my-week" element={<TeacherWeek />} />
                    </CustomRoutes>,
                  ]
                : []
      }
    </Admin>
  );
}
