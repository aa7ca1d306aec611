import { AdminUser } from '../modules/admin-user/admin-user.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { Notification } from '../modules/notification/notification.entity';
import { Session } from '../modules/session/session.entity';
import { kinds } from '../modules/kinds/registry';
import { Teacher } from '../modules/booking/teacher.entity';
import { TrialBooking } from '../modules/booking/trial-booking.entity';
import { ReplyTemplate } from '../modules/people/reply-template.entity';
import { BlogPost } from '../modules/content/blog-post.entity';
import { ContentVersion } from '../modules/content/content-version.entity';
import { Course } from '../modules/content/course.entity';
import { Faq } from '../modules/content/faq.entity';
import { HomeCounter } from '../modules/content/home-counter.entity';
import { RisingStar } from '../modules/content/rising-star.entity';
import { SchoolDetails } from '../modules/content/school-details.entity';
import { Testimonial } from '../modules/content/testimonial.entity';
import { ContentImage } from '../modules/content/images/content-image.entity';
import { Family, Lesson, LessonPlan, LessonPolicy, MakeUpLedgerRow, Student } from '../modules/lessons/lesson.entities';
import { SchoolClosure, TeacherLeave } from '../modules/lessons/time-off.entities';
import { FamilySession, FamilySignInLink } from '../modules/lessons/portal.entities';
import {
  BillingAccount,
  BillingSettingsRow,
  CreditNoteRow,
  FeePlan,
  InvoiceLineRow,
  InvoiceRow,
  LedgerEntryRow,
} from '../modules/billing/billing.entities';
import { PayRate } from '../modules/payroll/pay-rate.entity';
import { AppliedSeed } from './applied-seed.entity';

/** Every kind's entity (modules/kinds/registry.ts), then the dashboard's own tables. */
export const entities = [
  ...kinds.map((kind) => kind.entity),
  AdminUser,
  Session,
  AuditEntry,
  Notification,
  Teacher,
  TrialBooking,
  ReplyTemplate,
  BlogPost,
  Course,
  Testimonial,
  RisingStar,
  HomeCounter,
  Faq,
  SchoolDetails,
  ContentVersion,
  ContentImage,
  Family,
  FamilySession,
  FamilySignInLink,
  Student,
  LessonPlan,
  Lesson,
  LessonPolicy,
  MakeUpLedgerRow,
  SchoolClosure,
  TeacherLeave,
  BillingSettingsRow,
  BillingAccount,
  FeePlan,
  InvoiceRow,
  InvoiceLineRow,
  CreditNoteRow,
  LedgerEntryRow,
  PayRate,
  AppliedSeed,
];
