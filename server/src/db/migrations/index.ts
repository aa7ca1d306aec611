import { CreateSubmissionTables1763800000000 } from './1763800000000-create-submission-tables';
import { CreateRateLimitCounters1763800000001 } from './1763800000001-create-rate-limit-counters';
import { CreateAdminTables1763900000000 } from './1763900000000-create-admin-tables';
import { CreateNotifications1763950000008 } from './1763950000008-create-notifications';
import { IndexListsForKeysetPaging1763970000000 } from './1763970000000-index-lists-for-keyset-paging';
import { DropLoginFailures1764000000000 } from './1764000000000-drop-login-failures';
import { AddWorkflowClock1764100000000 } from './1764100000000-add-workflow-clock';
import { IndexListsBySpam1764100000001 } from './1764100000001-index-lists-by-spam';
import { IndexStatusOrder1764100000002 } from './1764100000002-index-status-order';
import { AssignSubmissions1764200000000 } from './1764200000000-assign-submissions';
import { IndexSubmissionSearch1764200000001 } from './1764200000001-index-submission-search';
import { CreateTeachersAndBookings1764300000000 } from './1764300000000-create-teachers-and-bookings';
import { DropSupersededListIndexes1764400000000 } from './1764400000000-drop-superseded-list-indexes';

import { BookingMailAndNoShow1764500000000 } from './1764500000000-booking-mail-and-no-show';
import { People1764600000000 } from './1764600000000-people';
import { DataRights1764610000000 } from './1764610000000-data-rights';
import { CreateContent1764700000000 } from './1764700000000-create-content';
import { ContentImages1764800000000 } from './1764800000000-content-images';
import { SiteState1764810000000 } from './1764810000000-site-state';
import { AddSubmissionPhone1764820000000 } from './1764820000000-add-submission-phone';
import { FaqAndCourseFacts1764830000000 } from './1764830000000-faq-and-course-facts';
import { LaunchContent1765500000000 } from './1765500000000-launch-content';
import { BookingAbuseLimits1765300000000 } from './1765300000000-booking-abuse-limits';
import { FamilyCancelStatus1765400000000 } from './1765400000000-family-cancel-status';
import { IdempotencyKeys1765600000000 } from './1765600000000-idempotency-keys';
import { Enrolment1765700000000 } from './1765700000000-enrolment';
import { MakeUps1765800000000 } from './1765800000000-make-ups';
import { SchoolClosures1765900000000 } from './1765900000000-school-closures';
import { TeacherLeave1766000000000 } from './1766000000000-teacher-leave';
import { FamilyPortal1766100000000 } from './1766100000000-family-portal';
import { LessonReminders1766200000000 } from './1766200000000-lesson-reminders';
import { LessonLetters1766300000000 } from './1766300000000-lesson-letters';
import { StudentsLeaving1766400000000 } from './1766400000000-students-leaving';
import { Billing1766500000000 } from './1766500000000-billing';
import { OnlinePayments1766600000000 } from './1766600000000-online-payments';
import { BillingSchedule1766700000000 } from './1766700000000-billing-schedule';
import { PayRates1766800000000 } from './1766800000000-pay-rates';
import { InvoiceSchoolAddress1766830000000 } from './1766830000000-invoice-school-address';
import { FeeBlocks1766990000000 } from './1766990000000-fee-blocks';
import { BillingExceptionsDealt1766991000000 } from './1766991000000-billing-exceptions-dealt';
import { BillingReportIndexes1766992000000 } from './1766992000000-billing-report-indexes';
import { Seeds1767000000000 } from './1767000000000-seeds';

/** Every migration, oldest first. An explicit list: the build never depends on a file glob. */

export const migrations = [
  CreateSubmissionTables1763800000000,
  CreateRateLimitCounters1763800000001,
  CreateAdminTables1763900000000,
  CreateNotifications1763950000008,
  IndexListsForKeysetPaging1763970000000,
  DropLoginFailures1764000000000,
  AddWorkflowClock1764100000000,
  IndexListsBySpam1764100000001,
  IndexStatusOrder1764100000002,
  AssignSubmissions1764200000000,
  IndexSubmissionSearch1764200000001,
  CreateTeachersAndBookings1764300000000,
  DropSupersededListIndexes1764400000000,
  BookingMailAndNoShow1764500000000,
  People1764600000000,
  DataRights1764610000000,
  CreateContent1764700000000,
  ContentImages1764800000000,
  SiteState1764810000000,
  AddSubmissionPhone1764820000000,
  FaqAndCourseFacts1764830000000,
  LaunchContent1765500000000,
  BookingAbuseLimits1765300000000,
  FamilyCancelStatus1765400000000,
  IdempotencyKeys1765600000000,
  Enrolment1765700000000,
  MakeUps1765800000000,
  SchoolClosures1765900000000,
  TeacherLeave1766000000000,
  FamilyPortal1766100000000,
  LessonReminders1766200000000,
  LessonLetters1766300000000,
  StudentsLeaving1766400000000,
  Billing1766500000000,
  OnlinePayments1766600000000,
  BillingSchedule1766700000000,
  PayRates1766800000000,
  InvoiceSchoolAddress1766830000000,
  FeeBlocks1766990000000,
  BillingExceptionsDealt1766991000000,
  BillingReportIndexes1766992000000,
  Seeds1767000000000,
];
