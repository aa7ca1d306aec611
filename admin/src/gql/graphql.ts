/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where a teacher application is in the hiring process. Every application starts as `new`; the usual path is new → shortlisted → interviewed → hired or rejected, but any status may be set at any time. */
export type ApplicationStatus =
  /** Offered a place to teach (a closed application). */
  | 'hired'
  /** The applicant has been interviewed. */
  | 'interviewed'
  /** Not reviewed yet. The dashboard home counts these (spam left out). */
  | 'new'
  /** Not taken on (a closed application). */
  | 'rejected'
  /** Picked for a closer look. */
  | 'shortlisted';

/** How a lesson ended, as a teacher or staff mark it. */
export type Attendance =
  /** The student did not come, without notice. */
  | 'ABSENT'
  /** The family said in time that the student would not come. */
  | 'ABSENT_WITH_NOTICE'
  /** The student came. */
  | 'ATTENDED'
  /** The school or the teacher cancelled it: its time is free again. */
  | 'CANCELLED_BY_SCHOOL';

/** Which audit entries to list; every field optional, the ones given must all match. */
export type AuditFilter = {
  /** Entries of this action, e.g. status_change or not_spam. */
  action?: string | null | undefined;
  /** Entries by this account (its email, any case). */
  actorEmail?: string | null | undefined;
  /** Entries at or after this instant. */
  createdFrom?: string | null | undefined;
  /** Entries at or before this instant. */
  createdTo?: string | null | undefined;
  /** Entries about submissions of this kind (a kind name: trial-request, contact-message, teacher-application). */
  kind?: string | null | undefined;
};

/** The school's billing settings, all at once. */
export type BillingSettingsInput = {
  /** The day of the month (1–28, the school's zone) the last month is billed on. */
  billingDay: number;
  /** The currency a family is billed in until staff choose another. */
  defaultCurrency: Currency;
  /** Days from issue an invoice is due. */
  dueDays: number;
  /** The month the financial year starts (4: April, as in India). */
  fyStartMonth: number;
  /** What invoice numbers start with, e.g. INV/ (then the financial year and the number). */
  invoicePrefix: string;
  /** Second-course discount in basis points, on a student's courses but the largest. */
  multiCourseBp: number;
  /** How to pay, printed on every invoice (bank details, UPI id). */
  payInstructions: string;
  /** The school's postal address on its invoices (lines kept); null or left out: none. */
  schoolAddress?: string | null | undefined;
  /** Sibling discount in basis points, on each student's charges but the largest. */
  siblingBp: number;
  /** Tax rate in basis points (1800 = 18%); 0: no tax line. */
  taxBp: number;
  /** The school's tax registration on its invoices, e.g. a GSTIN; null or left out: none. */
  taxId?: string | null | undefined;
  /** The name of the tax on invoices, e.g. GST. */
  taxLabel: string;
};

/** A blog post as an editor writes it. */
export type BlogPostInput = {
  /** The author's name (at most 100 characters). */
  authorName?: string | null | undefined;
  /** The author's role at the school (at most 100 characters). */
  authorRole?: string | null | undefined;
  /** HTML, at most 200 KB; sanitised with the allow-list before it is stored. May be empty. */
  body: string;
  /** The item to change; absent or null to add a new one. */
  id?: string | number | null | undefined;
  /** The image to show with it (an id from uploadContentImage or contentImages), or null for none. */
  imageId?: string | number | null | undefined;
  /** True to show it on the site (and keep this save as a version); false keeps it a draft, hidden. */
  published: boolean;
  /** Required, at most 200 characters. */
  title: string;
  /** A YouTube video id (11 characters), or null for none. */
  youtubeId?: string | null | undefined;
};

/** Days the school is closed, in the school's zone. */
export type ClosureInput = {
  /** First closed day, YYYY-MM-DD. */
  firstDate: string;
  /** Last closed day, YYYY-MM-DD (included; at most 366 days after the first). */
  lastDate: string;
  /** What it is, e.g. Diwali (at most 100 characters). */
  name: string;
};

/** Which contact messages a contactMessages list (or the contact-messages CSV export) shows. Every field is optional; the ones given must all match. */
export type ContactMessageFilter = {
  /** Messages assigned to this staff account (an id from `staff`). */
  assigneeId?: string | number | null | undefined;
  /** Received at or after this instant (inclusive). */
  createdFrom?: string | null | undefined;
  /** Received at or before this instant (inclusive). For a whole day, give its last millisecond. */
  createdTo?: string | null | undefined;
  /** true: messages assigned to the signed-in user only; false or absent: no condition. */
  mine?: boolean | null | undefined;
  /** Text search: a case-insensitive substring of the name, the email, the message, the notes or the assignee's email or name (trimmed; blank means no search). */
  q?: string | null | undefined;
  /** true: suspected spam only; false or absent: everything else (spam is hidden unless asked for). */
  spam?: boolean | null | undefined;
  /** Messages in any of these statuses; absent or empty means every status. */
  status?: Array<ContactStatus> | null | undefined;
  /** Messages whose status last changed strictly before this instant. */
  statusChangedBefore?: string | null | undefined;
  /** true: messages assigned to nobody only; false or absent: no condition. */
  unassigned?: boolean | null | undefined;
};

/** Where a contact message is in the follow-up: new → replied → archived. Every message starts as `new`; any status may be set at any time. */
export type ContactStatus =
  /** Dealt with and put away. */
  | 'archived'
  /** Nobody has answered it yet. The dashboard home counts these (spam left out). */
  | 'new'
  /** Someone from the school has answered it. */
  | 'replied';

/** A kind of content with versions (the school details have none). */
export type ContentKind =
  /** A blog post (BlogPost). */
  | 'blogPost'
  /** A course (Course). */
  | 'course'
  /** A question of the FAQ and its answer (Faq). */
  | 'faq'
  /** A home-page counter (HomeCounter). */
  | 'homeCounter'
  /** A "Rising Stars" video (RisingStar). */
  | 'risingStar'
  /** A teacher's or a student's testimonial (Testimonial). */
  | 'testimonial';

/** A course. There are at most five: adding a sixth is refused. */
export type CourseInput = {
  /** The ages it is for, e.g. "7+" (at most 30 characters); empty or null: not shown. */
  ages?: string | null | undefined;
  /** Its fee in words, e.g. "₹1,500 / month" (at most 60 characters); empty or null: not shown. */
  fee?: string | null | undefined;
  /** "Instruments" or "Singing". */
  group: string;
  /** Bullet points (at most 10, each at most 200 characters). */
  highlights: Array<string>;
  /** The item to change; absent or null to add a new one. */
  id?: string | number | null | undefined;
  /** The image to show with it (an id from uploadContentImage or contentImages), or null for none. */
  imageId?: string | number | null | undefined;
  /** Minutes a lesson lasts, a whole number from 15 to 180; null: not shown. */
  lessonMinutes?: number | null | undefined;
  /** Who it is for, e.g. "Beginner to advanced" (at most 60 characters); empty or null: not shown. */
  level?: string | null | undefined;
  /** Its name (at most 100 characters). */
  name: string;
  /** Its place in its list, 0 first: the others move to make room. Absent: where it is (a new one goes last). */
  position?: number | null | undefined;
  /** True to show it on the site (and keep this save as a version); false keeps it a draft, hidden. */
  published: boolean;
  /** Its address on the site: lower-case words joined by '-', unique. */
  slug: string;
  /** One or two sentences (at most 1000 characters). */
  summary: string;
};

/** A new teacher. BAD_USER_INPUT with fieldErrors for a blank name, a bad email, no known course or an unknown time zone. */
export type CreateTeacherInput = {
  /** Course values: hindustanivocal, bollywoodvocal, piano, guitar, tabla. */
  courses: Array<string>;
  /** Email address (never shown to visitors). */
  email: string;
  /** Video-call room (https), sent to students in booking mails. */
  meetingUrl?: string | null | undefined;
  /** Full name (at most 100 characters). */
  name: string;
  /** IANA time zone name, e.g. Asia/Kolkata. */
  timeZone: string;
};

/** A currency the school bills in (ISO 4217); amounts are integers of its minor unit (1/100). */
export type Currency =
  /** UAE dirham (fils). */
  | 'AED'
  /** Australian dollar (cents). */
  | 'AUD'
  /** Canadian dollar (cents). */
  | 'CAD'
  /** Pound sterling (pence). */
  | 'GBP'
  /** Indian rupee (amounts in paise). */
  | 'INR'
  /** US dollar (cents). */
  | 'USD';

/** A date that differs from the weekly availability. */
export type DatedExceptionInput = {
  /** YYYY-MM-DD in the teacher's zone. */
  date: string;
  /** HH:MM; absent for a whole day off. */
  from?: string | null | undefined;
  /** `off` (without times: the whole day) or `extra`. */
  kind: string;
  /** HH:MM, after from; absent for a whole day off. */
  to?: string | null | undefined;
};

/** A link: its words and its http(s) address. */
export type ExternalLinkInput = {
  /** The address (http or https). */
  href: string;
  /** The words shown (at most 60 characters). */
  label: string;
};

/** What staff correct of a family; absent fields stay as they are. */
export type FamilyInput = {
  /** Who pays (at most 100 characters; empty: not known). */
  payerName?: string | null | undefined;
  /** Phone: international (+…), or national in the country of the family's zone; empty: none. */
  phone?: string | null | undefined;
  /** IANA time zone the family's lessons are shown in. */
  timeZone?: string | null | undefined;
};

/** A question of the FAQ and its answer. */
export type FaqInput = {
  /** The answer, plain text (required, at most 1000 characters). */
  answer: string;
  /** The item to change; absent or null to add a new one. */
  id?: string | number | null | undefined;
  /** Its place in its list, 0 first: the others move to make room. Absent: where it is (a new one goes last). */
  position?: number | null | undefined;
  /** True to show it on the site (and keep this save as a version); false keeps it a draft, hidden. */
  published: boolean;
  /** The question, plain text (required, at most 200 characters). */
  question: string;
};

/** How a fee plan charges. */
export type FeeKind =
  /** A block of lessons paid ahead: each lesson given draws one from the blocks bought, and a month's run sells a new block when what is left would not cover the coming month. */
  | 'BLOCK'
  /** A flat fee for each month the student has a weekly lesson of the course. */
  | 'MONTHLY'
  /** Each lesson given (attended, or missed without notice) is charged, in the month it was given. */
  | 'PER_LESSON';

/** A fee from a date. */
export type FeePlanInput = {
  /** Per lesson, per month or per block, in minor units (whole, more than 0). */
  amount: number;
  /** The course value, e.g. guitar. */
  course: string;
  /** The currency. */
  currency: Currency;
  /** How it charges. */
  kind: FeeKind;
  /** MONTHLY: lessons included in a month (1–31); BLOCK: lessons in a block (1–100). */
  lessonsIncluded?: number | null | undefined;
  /** A teacher whose rate differs from the course's; absent: the course. */
  teacherId?: string | number | null | undefined;
  /** From this date, YYYY-MM-DD (the school's calendar; today or later). */
  validFrom: string;
};

/** The gender chosen on the trial form. The public `createTrialRequest` takes it as a String with these same values. */
export type Gender =
  /** Female. */
  | 'female'
  /** Male. */
  | 'male'
  /** Other (the form's third choice). */
  | 'others';

/** A home-page counter. */
export type HomeCounterInput = {
  /** The item to change; absent or null to add a new one. */
  id?: string | number | null | undefined;
  /** What it counts (at most 60 characters). */
  label: string;
  /** Its place in its list, 0 first: the others move to make room. Absent: where it is (a new one goes last). */
  position?: number | null | undefined;
  /** True to show it on the site (and keep this save as a version); false keeps it a draft, hidden. */
  published: boolean;
  /** Shown after the number, e.g. "+" (at most 5 characters; may be empty). */
  suffix: string;
  /** The number counted up to (0 to 1,000,000,000). */
  value: number;
};

/** A line of a family's ledger: what the family owes goes up with INVOICE and REFUND, down with the rest. */
export type LedgerKind =
  /** A credit granted by staff (goodwill, a make-up not given). */
  | 'CREDIT'
  /** A credit note against an issued invoice. */
  | 'CREDIT_NOTE'
  /** An invoice issued (its total). */
  | 'INVOICE'
  /** Money received, online or recorded by staff. */
  | 'PAYMENT'
  /** Money paid back to the family. */
  | 'REFUND';

/** A change to a weekly lesson from a date on; absent fields stay as they are. */
export type LessonPlanChangeInput = {
  /** The first date (YYYY-MM-DD, the plan's zone) the change applies to; not in the past. */
  fromDate: string;
  /** A new last date, YYYY-MM-DD. */
  lastDate?: string | null | undefined;
  /** Length in minutes. */
  minutes?: number | null | undefined;
  /** Start, HH:MM in the teacher's zone. */
  startTime?: string | null | undefined;
  /** Another teacher (of the course). */
  teacherId?: string | number | null | undefined;
  /** 1 = Monday … 7 = Sunday. */
  weekday?: number | null | undefined;
};

/** A student's weekly lesson: a weekday and a start in the teacher's zone, a length, dates. */
export type LessonPlanInput = {
  /** The course value, e.g. guitar. */
  course: string;
  /** First date, YYYY-MM-DD (teacher's zone); not in the past. */
  firstDate: string;
  /** Last date, YYYY-MM-DD; absent: lessons for a year ahead. */
  lastDate?: string | null | undefined;
  /** Length in minutes: 15 to 240 in steps of 15. */
  minutes: number;
  /** Start, HH:MM (24-hour) in the teacher's zone, on a 5-minute mark. */
  startTime: string;
  /** The student. */
  studentId: string | number;
  /** The teacher (active, teaching the course). */
  teacherId: string | number;
  /** 1 = Monday … 7 = Sunday, in the teacher's zone. */
  weekday: number;
};

/** The school's make-up policy. */
export type LessonPolicyInput = {
  /** Credits by notice per term (0 to 52). */
  creditsPerTerm: number;
  /** Days a credit stays valid (1 to 730). */
  expiryDays: number;
  /** Hours of notice (0 to 336) an absence needs to earn a credit. */
  noticeHours: number;
  /** Hours before a lesson the family's reminder is mailed: 0 (off), 2 or 24; absent: kept. */
  reminderHours?: number | null | undefined;
};

/** How a lesson ended (SCHEDULED until the teacher or staff mark it). */
export type LessonStatus =
  /** The student did not come, without notice. */
  | 'ABSENT'
  /** The family said in time that the student would not come. */
  | 'ABSENT_WITH_NOTICE'
  /** The student came. */
  | 'ATTENDED'
  /** The school or the teacher cancelled it: its time is free again. */
  | 'CANCELLED_BY_SCHOOL'
  /** Still to come, or not marked yet. */
  | 'SCHEDULED';

/** Paging and sorting of a dashboard list. Pages are numbered from 1; `total` in the answer counts every matching row, so the number of pages is ceil(total / perPage). A page past the end answers no items (and the same total). */
export type ListParams = {
  /** Page number, from 1 (default 1). Below 1 is BAD_USER_INPUT. */
  page?: number | null | undefined;
  /** Rows per page, from 1 to 500 (default 25); anything else is BAD_USER_INPUT. */
  perPage?: number | null | undefined;
  /** Field of the listed type to sort by (default createdAt). Each list accepts its own set, named in the list's description; any other name is BAD_USER_INPUT with fieldErrors.sortField listing the allowed ones. */
  sortField?: string | null | undefined;
  /** Sort direction (default DESC: newest first when sorting by createdAt). */
  sortOrder?: SortOrder | null | undefined;
};

/** What became of a make-up credit. */
export type MakeUpCreditState =
  /** Earned and not used yet; valid until its expiry. */
  | 'AVAILABLE'
  /** Not used before it expired. */
  | 'EXPIRED'
  /** A make-up lesson was booked with it. */
  | 'USED'
  /** The missed lesson's attendance was corrected: it no longer earns a credit. */
  | 'VOIDED';

/** Which notifications the notifications list shows. Every field is optional; the ones given must all match exactly. */
export type NotificationFilter = {
  /** email or webhook. */
  channel?: string | null | undefined;
  /** trial-request, contact-message or teacher-application. */
  kind?: string | null | undefined;
  /** Jobs in any of these statuses (queued, sent, failed, skipped); absent or empty means every status. */
  status?: Array<string> | null | undefined;
  /** Jobs announcing this submission only. */
  submissionId?: string | number | null | undefined;
};

/** Which page views a pageViews list (or the page-views CSV export) shows. Every field is optional; the ones given must all match. */
export type PageViewFilter = {
  /** Shown at or after this instant (inclusive). */
  createdFrom?: string | null | undefined;
  /** Shown at or before this instant (inclusive). For a whole day, give its last millisecond. */
  createdTo?: string | null | undefined;
  /** Text search: a case-insensitive substring of the page path (trimmed; blank means no search). */
  q?: string | null | undefined;
};

/** How a pay rate pays a teacher. */
export type PayKind =
  /** The amount for each hour taught, paid by the minute of each lesson's length. */
  | 'PER_HOUR'
  /** The amount for each lesson taught (attended, or missed without notice). */
  | 'PER_LESSON';

/** A pay rate from a date. */
export type PayRateInput = {
  /** Per lesson, or per hour: minor units, 1 to 5,000,000. */
  amount: number;
  /** One course (e.g. guitar); absent: every course. */
  course?: string | null | undefined;
  /** The currency. */
  currency: Currency;
  /** How it pays. */
  kind: PayKind;
  /** The teacher. */
  teacherId: string | number;
  /** From this day, YYYY-MM-DD in the teacher's zone: today or later. */
  validFrom: string;
};

/** A payment received outside the product. */
export type PaymentInputType = {
  /** Minor units (whole, more than 0). */
  amount: number;
  /** The currency: the family's. */
  currency: Currency;
  /** The family. */
  familyId: string | number;
  /** The invoice it pays, when the family said. */
  invoiceId?: string | number | null | undefined;
  /** How it came. */
  method: PaymentMethod;
  /** When it was received, YYYY-MM-DD; not in the future. */
  receivedOn: string;
  /** Its reference (UTR, transaction id); required but for cash and card. */
  reference?: string | null | undefined;
};

/** How a payment came. */
export type PaymentMethod =
  /** A bank transfer (NEFT, IMPS, SWIFT…); its reference is required. */
  | 'BANK_TRANSFER'
  /** A card taken by the school outside the product. */
  | 'CARD'
  /** Cash handed to the school. */
  | 'CASH'
  /** Through the invoice's payment link (recorded from the provider's webhook). */
  | 'ONLINE'
  /** A UPI payment; its reference (UTR) is required. */
  | 'UPI';

/** A reply template as an admin writes it. */
export type ReplyTemplateInput = {
  /** The plain-text body (at most 100 KB); may use the variables. */
  body: string;
  /** Its name, unique among templates (at most 100 characters). */
  name: string;
  /** The subject (at most 200 characters); may use the variables. */
  subject: string;
};

/** A "Rising Stars" video. */
export type RisingStarInput = {
  /** The item to change; absent or null to add a new one. */
  id?: string | number | null | undefined;
  /** Where they live (may be empty). */
  location: string;
  /** The student's name (at most 100 characters). */
  name: string;
  /** Its place in its list, 0 first: the others move to make room. Absent: where it is (a new one goes last). */
  position?: number | null | undefined;
  /** True to show it on the site (and keep this save as a version); false keeps it a draft, hidden. */
  published: boolean;
  /** What they learn (may be empty). */
  subject: string;
  /** The YouTube video id (11 characters). */
  youtubeId: string;
};

/** The school's details, all of them at once. */
export type SchoolDetailsInput = {
  /** The company site's words. */
  companySiteLabel: string;
  /** The company site's address (http or https). */
  companySiteUrl: string;
  /** The footer's copyright year. */
  copyrightYear: number;
  /** The year the school was founded. */
  foundedYear: number;
  /** The school's name (at most 100 characters). */
  name: string;
  /** A number to call, in international form (+ and the country code); stored in E.164. Empty or null: none. */
  phone?: string | null | undefined;
  /** The social links, in order (at most 10). */
  socialLinks: Array<ExternalLinkInput>;
  /** The support address (an email). */
  supportEmail: string;
  /** A WhatsApp number, in international form; stored in E.164. Empty or null: none. */
  whatsapp?: string | null | undefined;
};

/** Direction of a list's sort. Rows that tie on the sort field are ordered by id in the same direction, so pages never overlap. */
export type SortOrder =
  /** Ascending: oldest, smallest or A to Z first. */
  | 'ASC'
  /** Descending: newest, largest or Z to A first (the default). */
  | 'DESC';

/** Which teacher applications a teacherApplications list (or the teacher-applications CSV export) shows. Every field is optional; the ones given must all match. */
export type TeacherApplicationFilter = {
  /** Applications assigned to this staff account (an id from `staff`). */
  assigneeId?: string | number | null | undefined;
  /** Received at or after this instant (inclusive). */
  createdFrom?: string | null | undefined;
  /** Received at or before this instant (inclusive). For a whole day, give its last millisecond. */
  createdTo?: string | null | undefined;
  /** true: applications assigned to the signed-in user only; false or absent: no condition. */
  mine?: boolean | null | undefined;
  /** Text search: a case-insensitive substring of the name, the email, the message, the notes or the assignee's email or name (trimmed; blank means no search). */
  q?: string | null | undefined;
  /** true: suspected spam only; false or absent: everything else (spam is hidden unless asked for). */
  spam?: boolean | null | undefined;
  /** Applications in any of these statuses; absent or empty means every status. */
  status?: Array<ApplicationStatus> | null | undefined;
  /** Applications whose status last changed strictly before this instant. */
  statusChangedBefore?: string | null | undefined;
  /** true: applications assigned to nobody only; false or absent: no condition. */
  unassigned?: boolean | null | undefined;
};

/** A teacher's leave: days in the teacher's zone. */
export type TeacherLeaveInput = {
  /** First day, YYYY-MM-DD. */
  firstDate: string;
  /** Last day, YYYY-MM-DD (included; at most 92 days after the first). */
  lastDate: string;
  /** Why (staff only; at most 200 characters). */
  reason?: string | null | undefined;
  /** The teacher. */
  teacherId: string | number;
};

/** A teacher's or a student's testimonial. */
export type TestimonialInput = {
  /** The item to change; absent or null to add a new one. */
  id?: string | number | null | undefined;
  /** The image to show with it (an id from uploadContentImage or contentImages), or null for none. */
  imageId?: string | number | null | undefined;
  /** "teacher" or "student". */
  kind: string;
  /** Where they live (at most 100 characters; may be empty). */
  location: string;
  /** Their name (at most 100 characters). */
  name: string;
  /** Its place in its list, 0 first: the others move to make room. Absent: where it is (a new one goes last). */
  position?: number | null | undefined;
  /** True to show it on the site (and keep this save as a version); false keeps it a draft, hidden. */
  published: boolean;
  /** Their words, plain text (at most 1000 characters). */
  quote: string;
  /** What they teach or learn (at most 100 characters; may be empty). */
  subject: string;
};

/** Whether a trial class stands. */
export type TrialBookingStatus =
  /** The class stands; its time is taken. */
  | 'booked'
  /** Cancelled by the visitor or the school; its time is free again. */
  | 'cancelled';

/** A course a trial class can be booked for, as stored (never with a trailing space). The public `createTrialRequest` takes the site's select values as a String instead, e.g. "hindustanivocal " with its trailing space. */
export type TrialCategory =
  /** Bollywood Vocal: singing Hindi film songs. */
  | 'bollywoodvocal'
  /** Guitar. */
  | 'guitar'
  /** Hindustani Vocal: North Indian classical singing. */
  | 'hindustanivocal'
  /** Piano. */
  | 'piano'
  /** Tabla: the North Indian pair of hand drums. */
  | 'tabla';

/** Which trial requests a trialRequests list (or the trial-requests CSV export) shows. Every field is optional; the ones given must all match. */
export type TrialRequestFilter = {
  /** Requests assigned to this staff account (an id from `staff`). */
  assigneeId?: string | number | null | undefined;
  /** Requests for this course only. */
  category?: TrialCategory | null | undefined;
  /** Received at or after this instant (inclusive). */
  createdFrom?: string | null | undefined;
  /** Received at or before this instant (inclusive). For a whole day, give its last millisecond. */
  createdTo?: string | null | undefined;
  /** true: requests assigned to the signed-in user only; false or absent: no condition. */
  mine?: boolean | null | undefined;
  /** Text search: a case-insensitive substring of the name, the email, the notes, the legacy handled-by text or the assignee's email or name (trimmed; blank means no search). */
  q?: string | null | undefined;
  /** true: suspected spam only; false or absent: everything else (spam is hidden unless asked for). */
  spam?: boolean | null | undefined;
  /** Requests in any of these statuses; absent or empty means every status. */
  status?: Array<TrialStatus> | null | undefined;
  /** Requests whose status last changed strictly before this instant. */
  statusChangedBefore?: string | null | undefined;
  /** true: requests assigned to nobody only; false or absent: no condition. */
  unassigned?: boolean | null | undefined;
};

/** Where a trial request is in the follow-up. Every request starts as `new`; the usual path is new → contacted → scheduled (cancelled_by_family when the family cancels) → trial_done (or no_show) → enrolled or not_interested, but any status may be set at any time. */
export type TrialStatus =
  /** The family cancelled the class with their private link: the request is back with the school to follow up. */
  | 'cancelled_by_family'
  /** Someone from the school has called or written to the person. */
  | 'contacted'
  /** The person signed up for lessons (a closed request). */
  | 'enrolled'
  /** Just arrived: nobody has followed it up yet. The dashboard home counts these (spam left out). */
  | 'new'
  /** The trial class was booked but the student did not come. */
  | 'no_show'
  /** The person decided not to go on (a closed request). */
  | 'not_interested'
  /** A date for the trial class is agreed. */
  | 'scheduled'
  /** The trial class has taken place. */
  | 'trial_done';

/** The triage fields of a contact message to change. Fields left out stay as they are. */
export type UpdateContactMessageInput = {
  /** The staff account to assign it to (an active account's id from `staff`; otherwise BAD_USER_INPUT with fieldErrors.assigneeId); null: assigned to nobody. Audited as assign; the new assignee is emailed unless they assign themselves. */
  assigneeId?: string | number | null | undefined;
  /** Replaces the notes (trimmed, at most 5000 characters); an empty string or null clears them. */
  notes?: string | null | undefined;
  /** The new status (null: unchanged); a change is written to the audit log as status_change. */
  status?: ContactStatus | null | undefined;
};

/** The triage fields of a teacher application to change. Fields left out stay as they are. */
export type UpdateTeacherApplicationInput = {
  /** The staff account to assign it to (an active account's id from `staff`; otherwise BAD_USER_INPUT with fieldErrors.assigneeId); null: assigned to nobody. Audited as assign; the new assignee is emailed unless they assign themselves. */
  assigneeId?: string | number | null | undefined;
  /** Replaces the notes (trimmed, at most 5000 characters); an empty string or null clears them. */
  notes?: string | null | undefined;
  /** The new status (null: unchanged); a change is written to the audit log as status_change. */
  status?: ApplicationStatus | null | undefined;
};

/** The fields to change on a teacher; absent fields stay as they are. */
export type UpdateTeacherInput = {
  /** false: offered to nobody from now on. */
  active?: boolean | null | undefined;
  /** Course values (at least one). */
  courses?: Array<string> | null | undefined;
  /** Email address. */
  email?: string | null | undefined;
  /** Video-call room (https); empty: none. */
  meetingUrl?: string | null | undefined;
  /** Full name. */
  name?: string | null | undefined;
  /** IANA time zone name. */
  timeZone?: string | null | undefined;
};

/** The triage fields of a trial request to change. Fields left out stay as they are. */
export type UpdateTrialRequestInput = {
  /** The staff account to assign it to (an active account's id from `staff`; otherwise BAD_USER_INPUT with fieldErrors.assigneeId); null: assigned to nobody. Audited as assign; the new assignee is emailed unless they assign themselves. */
  assigneeId?: string | number | null | undefined;
  /** Replaces the legacy free text of who handles the request (kept for old API clients; the dashboard assigns with assigneeId) (trimmed, at most 254 characters); an empty string or null clears it. */
  handledBy?: string | null | undefined;
  /** Replaces the notes (trimmed, at most 5000 characters); an empty string or null clears them. */
  notes?: string | null | undefined;
  /** The new status (null: unchanged); a change is written to the audit log as status_change. */
  status?: TrialStatus | null | undefined;
};

/** A weekly range, wall-clock times in the teacher's zone. */
export type WeeklyRangeInput = {
  /** HH:MM, 24-hour. */
  from: string;
  /** HH:MM, 24-hour; after from (24:00 ends the day). */
  to: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
};

export type AuditEntryFieldsFragment = { id: string, actorEmail: string, action: string, target: string | null, detail: string | null, clientIp: string | null, createdAt: string, summary: string, record: { kind: string, resource: string, id: string, label: string } | null };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  params?: ListParams | null | undefined;
}>;


export type AuditLogQuery = { page: { total: number, items: Array<{ id: string, actorEmail: string, action: string, target: string | null, detail: string | null, clientIp: string | null, createdAt: string, summary: string, record: { kind: string, resource: string, id: string, label: string } | null }> } };

export type BillingAgeingQueryVariables = Exact<{
  asOf?: string | null | undefined;
}>;


export type BillingAgeingQuery = { billingAgeing: { asOf: string, rows: Array<{ familyId: string, familyName: string, currency: Currency, owed: number, oldestDue: string, notDue: number, days1to30: number, days31to60: number, days61to90: number, over90: number }>, credits: Array<{ familyId: string, familyName: string, currency: Currency, credit: number }>, totals: Array<{ currency: Currency, owed: number, families: number, credit: number, creditFamilies: number, notDue: number, days1to30: number, days31to60: number, days61to90: number, over90: number }> } };

export type BillingRevenueQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type BillingRevenueQuery = { billingRevenue: { from: string, to: string, months: Array<{ month: string, currency: Currency, charges: number, discounts: number, credited: number, revenue: number, tax: number, invoiced: number, received: number, refunded: number }>, byCourse: Array<{ currency: Currency, key: string, label: string, amount: number }>, byTeacher: Array<{ currency: Currency, key: string, label: string, amount: number }> } };

export type BillingSettingsFieldsFragment = { defaultCurrency: Currency, taxLabel: string, taxBp: number, siblingBp: number, multiCourseBp: number, billingDay: number, dueDays: number, fyStartMonth: number, invoicePrefix: string, payInstructions: string, schoolAddress: string | null, taxId: string | null };

export type BillingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingSettingsQuery = { billingSettings: { defaultCurrency: Currency, taxLabel: string, taxBp: number, siblingBp: number, multiCourseBp: number, billingDay: number, dueDays: number, fyStartMonth: number, invoicePrefix: string, payInstructions: string, schoolAddress: string | null, taxId: string | null } };

export type SetBillingSettingsMutationVariables = Exact<{
  input: BillingSettingsInput;
}>;


export type SetBillingSettingsMutation = { setBillingSettings: { defaultCurrency: Currency, taxLabel: string, taxBp: number, siblingBp: number, multiCourseBp: number, billingDay: number, dueDays: number, fyStartMonth: number, invoicePrefix: string, payInstructions: string, schoolAddress: string | null, taxId: string | null } };

export type FeePlanFieldsFragment = { id: string, course: string, teacherId: string | null, kind: FeeKind, currency: Currency, amount: number, lessonsIncluded: number | null, validFrom: string, createdAt: string };

export type FeePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type FeePlansQuery = { feePlans: Array<{ id: string, course: string, teacherId: string | null, kind: FeeKind, currency: Currency, amount: number, lessonsIncluded: number | null, validFrom: string, createdAt: string }> };

export type SetFeePlanMutationVariables = Exact<{
  input: FeePlanInput;
}>;


export type SetFeePlanMutation = { setFeePlan: { id: string, course: string, teacherId: string | null, kind: FeeKind, currency: Currency, amount: number, lessonsIncluded: number | null, validFrom: string, createdAt: string } };

export type RemoveFeePlanMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveFeePlanMutation = { removeFeePlan: boolean };

export type InvoiceSummaryFieldsFragment = { id: string, familyId: string, period: string, status: string, number: string | null, billedTo: string, currency: Currency, subtotal: number, discount: number, tax: number, taxBp: number, taxLabel: string, total: number, credited: number, issuedAt: string | null, dueOn: string | null };

export type InvoicesQueryVariables = Exact<{
  period?: string | null | undefined;
  familyId?: string | number | null | undefined;
  status?: string | null | undefined;
}>;


export type InvoicesQuery = { invoices: Array<{ id: string, familyId: string, period: string, status: string, number: string | null, billedTo: string, currency: Currency, subtotal: number, discount: number, tax: number, taxBp: number, taxLabel: string, total: number, credited: number, issuedAt: string | null, dueOn: string | null }> };

export type InvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceQuery = { invoice: { id: string, familyId: string, period: string, status: string, number: string | null, billedTo: string, currency: Currency, subtotal: number, discount: number, tax: number, taxBp: number, taxLabel: string, total: number, credited: number, issuedAt: string | null, dueOn: string | null, lines: Array<{ kind: string, description: string, serviceOn: string, quantity: number, unitAmount: number, amount: number }>, creditNotes: Array<{ id: string, number: string, amount: number, currency: Currency, reason: string, issuedAt: string }> } };

export type RunBillingMutationVariables = Exact<{
  period: string;
}>;


export type RunBillingMutation = { runBilling: { period: string, drafted: number, alreadyDrafted: number, unmarked: number, makeUpCredits: number, unpriced: Array<{ course: string, teacherId: string, currency: string, count: number }> } };

export type IssueInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type IssueInvoiceMutation = { issueInvoice: { id: string, familyId: string, period: string, status: string, number: string | null, billedTo: string, currency: Currency, subtotal: number, discount: number, tax: number, taxBp: number, taxLabel: string, total: number, credited: number, issuedAt: string | null, dueOn: string | null } };

export type IssueInvoicesMutationVariables = Exact<{
  period: string;
}>;


export type IssueInvoicesMutation = { issueInvoices: number };

export type DiscardInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DiscardInvoiceMutation = { discardInvoice: boolean };

export type CreditInvoiceMutationVariables = Exact<{
  invoiceId: string | number;
  amount: number;
  reason: string;
}>;


export type CreditInvoiceMutation = { creditInvoice: { id: string, number: string } };

export type FamilyLedgerFieldsFragment = { familyId: string, currency: Currency, balance: number, lines: Array<{ id: string, kind: LedgerKind, occurredOn: string, description: string, amount: number, balance: number, invoiceId: string | null, invoiceNumber: string | null, method: PaymentMethod | null, reference: string | null }> };

export type FamilyLedgerQueryVariables = Exact<{
  familyId: string | number;
}>;


export type FamilyLedgerQuery = { familyLedger: { familyId: string, currency: Currency, balance: number, lines: Array<{ id: string, kind: LedgerKind, occurredOn: string, description: string, amount: number, balance: number, invoiceId: string | null, invoiceNumber: string | null, method: PaymentMethod | null, reference: string | null }> } };

export type SetFamilyCurrencyMutationVariables = Exact<{
  familyId: string | number;
  currency: Currency;
}>;


export type SetFamilyCurrencyMutation = { setFamilyCurrency: Currency };

export type RecordPaymentMutationVariables = Exact<{
  input: PaymentInputType;
}>;


export type RecordPaymentMutation = { recordPayment: { familyId: string, currency: Currency, balance: number, lines: Array<{ id: string, kind: LedgerKind, occurredOn: string, description: string, amount: number, balance: number, invoiceId: string | null, invoiceNumber: string | null, method: PaymentMethod | null, reference: string | null }> } };

export type GrantCreditMutationVariables = Exact<{
  familyId: string | number;
  amount: number;
  reason: string;
}>;


export type GrantCreditMutation = { grantCredit: { familyId: string, currency: Currency, balance: number, lines: Array<{ id: string, kind: LedgerKind, occurredOn: string, description: string, amount: number, balance: number, invoiceId: string | null, invoiceNumber: string | null, method: PaymentMethod | null, reference: string | null }> } };

export type RecordRefundMutationVariables = Exact<{
  familyId: string | number;
  amount: number;
  reason: string;
}>;


export type RecordRefundMutation = { recordRefund: { familyId: string, currency: Currency, balance: number, lines: Array<{ id: string, kind: LedgerKind, occurredOn: string, description: string, amount: number, balance: number, invoiceId: string | null, invoiceNumber: string | null, method: PaymentMethod | null, reference: string | null }> } };

export type PaymentExceptionFieldsFragment = { id: string, provider: string, eventId: string, invoiceId: string | null, amount: number | null, currency: string | null, problem: string, createdAt: string };

export type BillingExceptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingExceptionsQuery = { billingExceptions: Array<{ id: string, provider: string, eventId: string, invoiceId: string | null, amount: number | null, currency: string | null, problem: string, createdAt: string }> };

export type MarkPaymentExceptionDealtMutationVariables = Exact<{
  id: string | number;
  note: string;
}>;


export type MarkPaymentExceptionDealtMutation = { markPaymentExceptionDealt: { id: string } };

export type TeacherFieldsFragment = { id: string, name: string, email: string, courses: Array<TrialCategory>, timeZone: string, meetingUrl: string | null, active: boolean, createdAt: string, weekly: Array<{ weekday: number, from: string, to: string }>, exceptions: Array<{ date: string, kind: string, from: string | null, to: string | null }> };

export type TeachersQueryVariables = Exact<{ [key: string]: never; }>;


export type TeachersQuery = { teachers: Array<{ id: string, name: string, email: string, courses: Array<TrialCategory>, timeZone: string, meetingUrl: string | null, active: boolean, createdAt: string, weekly: Array<{ weekday: number, from: string, to: string }>, exceptions: Array<{ date: string, kind: string, from: string | null, to: string | null }> }> };

export type CreateTeacherMutationVariables = Exact<{
  input: CreateTeacherInput;
}>;


export type CreateTeacherMutation = { record: { id: string, name: string, email: string, courses: Array<TrialCategory>, timeZone: string, meetingUrl: string | null, active: boolean, createdAt: string, weekly: Array<{ weekday: number, from: string, to: string }>, exceptions: Array<{ date: string, kind: string, from: string | null, to: string | null }> } };

export type UpdateTeacherMutationVariables = Exact<{
  id: string | number;
  input: UpdateTeacherInput;
}>;


export type UpdateTeacherMutation = { record: { id: string, name: string, email: string, courses: Array<TrialCategory>, timeZone: string, meetingUrl: string | null, active: boolean, createdAt: string, weekly: Array<{ weekday: number, from: string, to: string }>, exceptions: Array<{ date: string, kind: string, from: string | null, to: string | null }> } };

export type SetTeacherAvailabilityMutationVariables = Exact<{
  teacherId: string | number;
  weekly: Array<WeeklyRangeInput> | WeeklyRangeInput;
  exceptions?: Array<DatedExceptionInput> | DatedExceptionInput | null | undefined;
}>;


export type SetTeacherAvailabilityMutation = { record: { id: string, name: string, email: string, courses: Array<TrialCategory>, timeZone: string, meetingUrl: string | null, active: boolean, createdAt: string, weekly: Array<{ weekday: number, from: string, to: string }>, exceptions: Array<{ date: string, kind: string, from: string | null, to: string | null }> } };

export type TrialBookingFieldsFragment = { id: string, trialRequestId: string, startsAt: string, endsAt: string, status: TrialBookingStatus, cancelledAt: string | null, createdAt: string, bookedBy: string, visitorTimeZone: string | null, teacherId: string, teacherFirstName: string, teacher: { id: string, name: string, timeZone: string } | null };

export type TrialRequestBookingsQueryVariables = Exact<{
  id: string | number;
}>;


export type TrialRequestBookingsQuery = { record: { id: string, bookings: Array<{ id: string, trialRequestId: string, startsAt: string, endsAt: string, status: TrialBookingStatus, cancelledAt: string | null, createdAt: string, bookedBy: string, visitorTimeZone: string | null, teacherId: string, teacherFirstName: string, teacher: { id: string, name: string, timeZone: string } | null }> } | null };

export type TrialSlotsQueryVariables = Exact<{
  course: string;
  from: string;
  to: string;
}>;


export type TrialSlotsQuery = { trialSlots: Array<{ startsAt: string, teacherId: string, teacherFirstName: string }> };

export type BookTrialMutationVariables = Exact<{
  trialRequestId: string | number;
  startsAt: string;
  teacherId?: string | number | null | undefined;
  visitorTimeZone?: string | null | undefined;
}>;


export type BookTrialMutation = { booking: { id: string, trialRequestId: string, startsAt: string, endsAt: string, status: TrialBookingStatus, cancelledAt: string | null, createdAt: string, bookedBy: string, visitorTimeZone: string | null, teacherId: string, teacherFirstName: string, teacher: { id: string, name: string, timeZone: string } | null } };

export type CancelTrialBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelTrialBookingMutation = { booking: { id: string, trialRequestId: string, startsAt: string, endsAt: string, status: TrialBookingStatus, cancelledAt: string | null, createdAt: string, bookedBy: string, visitorTimeZone: string | null, teacherId: string, teacherFirstName: string, teacher: { id: string, name: string, timeZone: string } | null } };

export type TrialBookingsQueryVariables = Exact<{
  from: string;
  to: string;
  teacherId?: string | number | null | undefined;
}>;


export type TrialBookingsQuery = { trialBookings: Array<{ id: string, trialRequestId: string, startsAt: string, endsAt: string, status: TrialBookingStatus, cancelledAt: string | null, createdAt: string, bookedBy: string, visitorTimeZone: string | null, teacherId: string, teacherFirstName: string, trialRequest: { id: string, name: string } | null, teacher: { id: string, name: string, timeZone: string } | null }> };

export type TrialFunnelQueryVariables = Exact<{
  days: number;
}>;


export type TrialFunnelQuery = { trialFunnel: Array<{ course: string | null, requests: number, booked: number, bookedRate: number | null, attended: number, attendedRate: number | null, enrolled: number, enrolledRate: number | null, enrolledLongAgo: number, stillEnrolled: number, stillEnrolledRate: number | null, medianHoursToBooking: number | null }> };

export type ContactMessageFieldsFragment = { id: string, name: string, email: string, message: string, status: ContactStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null };

export type ContactMessageRecordFieldsFragment = { personEmail: string, otherEnquiries: number, phone: string | null, id: string, name: string, email: string, message: string, status: ContactStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null };

export type ContactMessagesQueryVariables = Exact<{
  filter?: ContactMessageFilter | null | undefined;
  params?: ListParams | null | undefined;
}>;


export type ContactMessagesQuery = { page: { total: number, items: Array<{ id: string, name: string, email: string, message: string, status: ContactStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null }> } };

export type UpdateContactMessageMutationVariables = Exact<{
  id: string | number;
  input: UpdateContactMessageInput;
}>;


export type UpdateContactMessageMutation = { record: { personEmail: string, otherEnquiries: number, phone: string | null, id: string, name: string, email: string, message: string, status: ContactStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null } };

export type UpdateContactMessagesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  input: UpdateContactMessageInput;
}>;


export type UpdateContactMessagesMutation = { ids: Array<string> };

export type DeleteContactMessagesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteContactMessagesMutation = { ids: Array<string> };

export type MarkContactMessagesSpamMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  spam: boolean;
}>;


export type MarkContactMessagesSpamMutation = { ids: Array<string> };

export type ContactMessageHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactMessageHistoryQuery = { record: { id: string, history: Array<{ at: string, actorEmail: string, action: string, sentence: string }> } | null };

export type ContentImageFieldsFragment = { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> };

export type BlogPostFieldsFragment = { id: string, title: string, body: string, youtubeId: string | null, authorName: string, authorRole: string, published: boolean, publishedAt: string | null, createdAt: string, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null };

export type CourseFieldsFragment = { id: string, slug: string, name: string, group: string, summary: string, highlights: Array<string>, level: string | null, ages: string | null, lessonMinutes: number | null, fee: string | null, position: number, published: boolean, publishedAt: string | null, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null };

export type TestimonialFieldsFragment = { id: string, kind: string, name: string, location: string, subject: string, quote: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null };

export type RisingStarFieldsFragment = { id: string, name: string, location: string, subject: string, youtubeId: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string };

export type HomeCounterFieldsFragment = { id: string, value: number, suffix: string, label: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string };

export type SchoolDetailsFieldsFragment = { name: string, supportEmail: string, companySiteLabel: string, companySiteUrl: string, foundedYear: number, copyrightYear: number, phone: string | null, whatsapp: string | null, updatedAt: string, socialLinks: Array<{ label: string, href: string }> };

export type FaqFieldsFragment = { id: string, question: string, answer: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string };

export type ContentVersionFieldsFragment = { id: string, kind: ContentKind, itemId: string, savedAt: string, savedBy: string, snapshot: string };

export type BlogPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogPostsQuery = { rows: Array<{ id: string, title: string, body: string, youtubeId: string | null, authorName: string, authorRole: string, published: boolean, publishedAt: string | null, createdAt: string, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null }> };

export type SaveBlogPostMutationVariables = Exact<{
  input: BlogPostInput;
}>;


export type SaveBlogPostMutation = { record: { id: string, title: string, body: string, youtubeId: string | null, authorName: string, authorRole: string, published: boolean, publishedAt: string | null, createdAt: string, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null } };

export type DeleteBlogPostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBlogPostMutation = { id: string };

export type CoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursesQuery = { rows: Array<{ id: string, slug: string, name: string, group: string, summary: string, highlights: Array<string>, level: string | null, ages: string | null, lessonMinutes: number | null, fee: string | null, position: number, published: boolean, publishedAt: string | null, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null }> };

export type SaveCourseMutationVariables = Exact<{
  input: CourseInput;
}>;


export type SaveCourseMutation = { record: { id: string, slug: string, name: string, group: string, summary: string, highlights: Array<string>, level: string | null, ages: string | null, lessonMinutes: number | null, fee: string | null, position: number, published: boolean, publishedAt: string | null, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null } };

export type DeleteCourseMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCourseMutation = { id: string };

export type TestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestimonialsQuery = { rows: Array<{ id: string, kind: string, name: string, location: string, subject: string, quote: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null }> };

export type SaveTestimonialMutationVariables = Exact<{
  input: TestimonialInput;
}>;


export type SaveTestimonialMutation = { record: { id: string, kind: string, name: string, location: string, subject: string, quote: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string, image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } | null } };

export type DeleteTestimonialMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTestimonialMutation = { id: string };

export type RisingStarsQueryVariables = Exact<{ [key: string]: never; }>;


export type RisingStarsQuery = { rows: Array<{ id: string, name: string, location: string, subject: string, youtubeId: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string }> };

export type SaveRisingStarMutationVariables = Exact<{
  input: RisingStarInput;
}>;


export type SaveRisingStarMutation = { record: { id: string, name: string, location: string, subject: string, youtubeId: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string } };

export type DeleteRisingStarMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRisingStarMutation = { id: string };

export type HomeCountersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCountersQuery = { rows: Array<{ id: string, value: number, suffix: string, label: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string }> };

export type SaveHomeCounterMutationVariables = Exact<{
  input: HomeCounterInput;
}>;


export type SaveHomeCounterMutation = { record: { id: string, value: number, suffix: string, label: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string } };

export type DeleteHomeCounterMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHomeCounterMutation = { id: string };

export type FaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsQuery = { rows: Array<{ id: string, question: string, answer: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string }> };

export type SaveFaqMutationVariables = Exact<{
  input: FaqInput;
}>;


export type SaveFaqMutation = { record: { id: string, question: string, answer: string, position: number, published: boolean, publishedAt: string | null, updatedAt: string } };

export type DeleteFaqMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFaqMutation = { id: string };

export type SchoolDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolDetailsQuery = { record: { name: string, supportEmail: string, companySiteLabel: string, companySiteUrl: string, foundedYear: number, copyrightYear: number, phone: string | null, whatsapp: string | null, updatedAt: string, socialLinks: Array<{ label: string, href: string }> } };

export type SaveSchoolDetailsMutationVariables = Exact<{
  input: SchoolDetailsInput;
}>;


export type SaveSchoolDetailsMutation = { record: { name: string, supportEmail: string, companySiteLabel: string, companySiteUrl: string, foundedYear: number, copyrightYear: number, phone: string | null, whatsapp: string | null, updatedAt: string, socialLinks: Array<{ label: string, href: string }> } };

export type ContentVersionsQueryVariables = Exact<{
  kind: ContentKind;
  id: string | number;
}>;


export type ContentVersionsQuery = { versions: Array<{ id: string, kind: ContentKind, itemId: string, savedAt: string, savedBy: string, snapshot: string }> };

export type RollbackContentMutationVariables = Exact<{
  kind: ContentKind;
  id: string | number;
  versionId: string | number;
}>;


export type RollbackContentMutation = { version: { id: string, kind: ContentKind, itemId: string, savedAt: string, savedBy: string, snapshot: string } };

export type ContentPreviewFieldsFragment = { path: string, html: string };

export type PreviewBlogPostQueryVariables = Exact<{
  input: BlogPostInput;
}>;


export type PreviewBlogPostQuery = { preview: { path: string, html: string } };

export type PreviewCourseQueryVariables = Exact<{
  input: CourseInput;
}>;


export type PreviewCourseQuery = { preview: { path: string, html: string } };

export type PreviewTestimonialQueryVariables = Exact<{
  input: TestimonialInput;
}>;


export type PreviewTestimonialQuery = { preview: { path: string, html: string } };

export type PreviewRisingStarQueryVariables = Exact<{
  input: RisingStarInput;
}>;


export type PreviewRisingStarQuery = { preview: { path: string, html: string } };

export type PreviewHomeCounterQueryVariables = Exact<{
  input: HomeCounterInput;
}>;


export type PreviewHomeCounterQuery = { preview: { path: string, html: string } };

export type PreviewFaqQueryVariables = Exact<{
  input: FaqInput;
}>;


export type PreviewFaqQuery = { preview: { path: string, html: string } };

export type PreviewSchoolDetailsQueryVariables = Exact<{
  input: SchoolDetailsInput;
}>;


export type PreviewSchoolDetailsQuery = { preview: { path: string, html: string } };

export type ContentImagesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ContentImagesQuery = { rows: Array<{ id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> }> };

export type UploadContentImageMutationVariables = Exact<{
  file: File;
  alt: string;
}>;


export type UploadContentImageMutation = { image: { id: string, alt: string, width: number, height: number, src: string, createdAt: string, sources: Array<{ format: string, width: number, url: string }> } };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { dashboardSummary: { newTrialRequests: number, newContactMessages: number, newTeacherApplications: number, trialRequestsByCategoryThisWeek: Array<{ category: TrialCategory, count: number }>, visitsLast30Days: Array<{ day: string, count: number }> } };

export type LaunchChecklistQueryVariables = Exact<{ [key: string]: never; }>;


export type LaunchChecklistQuery = { launchChecklist: Array<{ id: string, title: string, done: boolean, detail: string, link: string | null }> };

export type StudentFieldsFragment = { id: string, name: string, course: string, ageBand: string | null, level: string | null, status: string, leftOn: string | null, teacherId: string | null, trialRequestId: string | null, familyId: string, createdAt: string, family: { id: string, email: string, phone: string | null, payerName: string | null, timeZone: string } | null };

export type LessonPlanFieldsFragment = { id: string, studentId: string, teacherId: string, course: string, weekday: number, startTime: string, minutes: number, timeZone: string, firstDate: string, lastDate: string | null };

export type LessonFieldsFragment = { id: string, startsAt: string, endsAt: string, status: LessonStatus, note: string | null, course: string, teacherId: string, studentId: string, planId: string | null, makeupFor: string | null };

export type StudentsQueryVariables = Exact<{
  teacherId?: string | number | null | undefined;
  trialRequestId?: string | number | null | undefined;
}>;


export type StudentsQuery = { students: Array<{ id: string, name: string, course: string, ageBand: string | null, level: string | null, status: string, leftOn: string | null, teacherId: string | null, trialRequestId: string | null, familyId: string, createdAt: string, family: { id: string, email: string, phone: string | null, payerName: string | null, timeZone: string } | null }> };

export type StudentQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentQuery = { student: { id: string, name: string, course: string, ageBand: string | null, level: string | null, status: string, leftOn: string | null, teacherId: string | null, trialRequestId: string | null, familyId: string, createdAt: string, plans: Array<{ id: string, studentId: string, teacherId: string, course: string, weekday: number, startTime: string, minutes: number, timeZone: string, firstDate: string, lastDate: string | null }>, family: { id: string, email: string, phone: string | null, payerName: string | null, timeZone: string } | null } | null };

export type EnrolStudentMutationVariables = Exact<{
  trialRequestId: string | number;
}>;


export type EnrolStudentMutation = { enrolStudent: { id: string, name: string, course: string, ageBand: string | null, level: string | null, status: string, leftOn: string | null, teacherId: string | null, trialRequestId: string | null, familyId: string, createdAt: string, family: { id: string, email: string, phone: string | null, payerName: string | null, timeZone: string } | null } };

export type CreateLessonPlanMutationVariables = Exact<{
  input: LessonPlanInput;
}>;


export type CreateLessonPlanMutation = { createLessonPlan: { id: string, studentId: string, teacherId: string, course: string, weekday: number, startTime: string, minutes: number, timeZone: string, firstDate: string, lastDate: string | null } };

export type LessonsQueryVariables = Exact<{
  from: string;
  to: string;
  teacherId?: string | number | null | undefined;
  studentId?: string | number | null | undefined;
}>;


export type LessonsQuery = { lessons: Array<{ id: string, startsAt: string, endsAt: string, status: LessonStatus, note: string | null, course: string, teacherId: string, studentId: string, planId: string | null, makeupFor: string | null }> };

export type MarkAttendanceMutationVariables = Exact<{
  lessonId: string | number;
  status: Attendance;
  note?: string | null | undefined;
}>;


export type MarkAttendanceMutation = { markAttendance: { id: string, startsAt: string, endsAt: string, status: LessonStatus, note: string | null, course: string, teacherId: string, studentId: string, planId: string | null, makeupFor: string | null } };

export type MoveLessonMutationVariables = Exact<{
  lessonId: string | number;
  startsAt: string;
  teacherId?: string | number | null | undefined;
}>;


export type MoveLessonMutation = { moveLesson: { id: string, startsAt: string, endsAt: string, status: LessonStatus, note: string | null, course: string, teacherId: string, studentId: string, planId: string | null, makeupFor: string | null } };

export type MakeUpCreditsQueryVariables = Exact<{
  studentId: string | number;
}>;


export type MakeUpCreditsQuery = { makeUpCredits: Array<{ id: string, state: MakeUpCreditState, reason: string | null, lessonId: string | null, usedBy: string | null, earnedAt: string, expiresAt: string }> };

export type MakeUpSlotsQueryVariables = Exact<{
  creditId: string | number;
  anyTeacher: boolean;
}>;


export type MakeUpSlotsQuery = { makeUpSlots: Array<{ startsAt: string, teacherId: string }> };

export type BookMakeUpMutationVariables = Exact<{
  creditId: string | number;
  startsAt: string;
  teacherId?: string | number | null | undefined;
}>;


export type BookMakeUpMutation = { bookMakeUp: { id: string, startsAt: string, endsAt: string, status: LessonStatus, note: string | null, course: string, teacherId: string, studentId: string, planId: string | null, makeupFor: string | null } };

export type ChangeLessonPlanMutationVariables = Exact<{
  planId: string | number;
  input: LessonPlanChangeInput;
}>;


export type ChangeLessonPlanMutation = { changeLessonPlan: { id: string, studentId: string, teacherId: string, course: string, weekday: number, startTime: string, minutes: number, timeZone: string, firstDate: string, lastDate: string | null } };

export type EndLessonPlanMutationVariables = Exact<{
  planId: string | number;
  lastDate: string;
}>;


export type EndLessonPlanMutation = { endLessonPlan: { id: string, studentId: string, teacherId: string, course: string, weekday: number, startTime: string, minutes: number, timeZone: string, firstDate: string, lastDate: string | null } };

export type SchoolClosuresQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolClosuresQuery = { schoolClosures: Array<{ id: string, name: string, firstDate: string, lastDate: string }> };

export type AddSchoolClosureMutationVariables = Exact<{
  input: ClosureInput;
}>;


export type AddSchoolClosureMutation = { addSchoolClosure: { id: string, name: string, firstDate: string, lastDate: string } };

export type RemoveSchoolClosureMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSchoolClosureMutation = { removeSchoolClosure: number };

export type TeacherLeaveQueryVariables = Exact<{
  teacherId: string | number;
}>;


export type TeacherLeaveQuery = { teacherLeave: Array<{ id: string, teacherId: string, firstDate: string, lastDate: string, reason: string | null }> };

export type AddTeacherLeaveMutationVariables = Exact<{
  input: TeacherLeaveInput;
}>;


export type AddTeacherLeaveMutation = { addTeacherLeave: { id: string, firstDate: string, lastDate: string } };

export type RemoveTeacherLeaveMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveTeacherLeaveMutation = { removeTeacherLeave: boolean };

export type TeacherMonthFieldsFragment = { teacherId: string, teacherName: string, month: string, timeZone: string, attended: number, noShows: number, absentWithNotice: number, cancelled: number, makeUps: number, unmarked: number, upcoming: number, taught: number, minutesTaught: number };

export type MyTeacherQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTeacherQuery = { myTeacher: { id: string, name: string, timeZone: string } };

export type TeacherStudentsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherStudentsQuery = { students: Array<{ id: string, name: string, course: string, timeZone: string }> };

export type TeacherMonthQueryVariables = Exact<{
  month: string;
  teacherId?: string | number | null | undefined;
}>;


export type TeacherMonthQuery = { teacherMonth: { teacherId: string, teacherName: string, month: string, timeZone: string, attended: number, noShows: number, absentWithNotice: number, cancelled: number, makeUps: number, unmarked: number, upcoming: number, taught: number, minutesTaught: number } };

export type TeacherMonthsQueryVariables = Exact<{
  month: string;
}>;


export type TeacherMonthsQuery = { teacherMonths: Array<{ teacherId: string, teacherName: string, month: string, timeZone: string, attended: number, noShows: number, absentWithNotice: number, cancelled: number, makeUps: number, unmarked: number, upcoming: number, taught: number, minutesTaught: number }> };

export type LessonPolicyFieldsFragment = { noticeHours: number, creditsPerTerm: number, expiryDays: number, reminderHours: number, updatedAt: string };

export type LessonPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonPolicyQuery = { lessonPolicy: { noticeHours: number, creditsPerTerm: number, expiryDays: number, reminderHours: number, updatedAt: string } };

export type SetLessonPolicyMutationVariables = Exact<{
  input: LessonPolicyInput;
}>;


export type SetLessonPolicyMutation = { setLessonPolicy: { noticeHours: number, creditsPerTerm: number, expiryDays: number, reminderHours: number, updatedAt: string } };

export type FamilyFieldsFragment = { id: string, payerName: string | null, email: string, phone: string | null, timeZone: string, createdAt: string };

export type FamiliesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type FamiliesQuery = { families: Array<{ id: string, payerName: string | null, email: string, phone: string | null, timeZone: string, createdAt: string }> };

export type UpdateFamilyMutationVariables = Exact<{
  id: string | number;
  input: FamilyInput;
}>;


export type UpdateFamilyMutation = { updateFamily: { id: string, payerName: string | null, email: string, phone: string | null, timeZone: string, createdAt: string } };

export type EndEnrolmentMutationVariables = Exact<{
  studentId: string | number;
  lastDate: string;
}>;


export type EndEnrolmentMutation = { endEnrolment: { id: string, status: string, leftOn: string | null } };

export type RejoinStudentMutationVariables = Exact<{
  studentId: string | number;
}>;


export type RejoinStudentMutation = { rejoinStudent: { id: string, status: string, leftOn: string | null } };

export type NotificationFieldsFragment = { id: string, kind: string, channel: string, submissionId: string, recipient: string, status: string, attempts: number, nextAttemptAt: string, lastError: string | null, deliveryKey: string, createdAt: string, sentAt: string | null };

export type NotificationsQueryVariables = Exact<{
  filter?: NotificationFilter | null | undefined;
  params?: ListParams | null | undefined;
}>;


export type NotificationsQuery = { page: { total: number, items: Array<{ id: string, kind: string, channel: string, submissionId: string, recipient: string, status: string, attempts: number, nextAttemptAt: string, lastError: string | null, deliveryKey: string, createdAt: string, sentAt: string | null }> } };

export type RetryNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryNotificationMutation = { retryNotification: { id: string, status: string } };

export type PageViewFieldsFragment = { id: string, page: string, createdAt: string };

export type PageViewsQueryVariables = Exact<{
  filter?: PageViewFilter | null | undefined;
  params?: ListParams | null | undefined;
}>;


export type PageViewsQuery = { page: { total: number, items: Array<{ id: string, page: string, createdAt: string }> } };

export type DeletePageViewsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeletePageViewsMutation = { ids: Array<string> };

export type PageViewStatsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type PageViewStatsQuery = { pageViewStats: { total: number, perDay: Array<{ day: string, count: number }>, topPages: Array<{ page: string, count: number }> } };

export type PayRateFieldsFragment = { id: string, teacherId: string, course: string | null, kind: PayKind, currency: Currency, amount: number, validFrom: string };

export type TeacherPayFieldsFragment = { teacherId: string, noRate: boolean, final: boolean, unmarked: number, unrated: number, amounts: Array<{ currency: Currency, amount: number }>, lines: Array<{ lessons: number, minutes: number, amount: number, rate: { id: string, teacherId: string, course: string | null, kind: PayKind, currency: Currency, amount: number, validFrom: string } }> };

export type PayrollMonthQueryVariables = Exact<{
  month: string;
}>;


export type PayrollMonthQuery = { payrollMonth: Array<{ teacherId: string, noRate: boolean, final: boolean, unmarked: number, unrated: number, amounts: Array<{ currency: Currency, amount: number }>, lines: Array<{ lessons: number, minutes: number, amount: number, rate: { id: string, teacherId: string, course: string | null, kind: PayKind, currency: Currency, amount: number, validFrom: string } }> }> };

export type PayRatesQueryVariables = Exact<{
  teacherId?: string | number | null | undefined;
}>;


export type PayRatesQuery = { payRates: Array<{ id: string, teacherId: string, course: string | null, kind: PayKind, currency: Currency, amount: number, validFrom: string }> };

export type SetPayRateMutationVariables = Exact<{
  input: PayRateInput;
}>;


export type SetPayRateMutation = { setPayRate: { id: string, teacherId: string, course: string | null, kind: PayKind, currency: Currency, amount: number, validFrom: string } };

export type RemovePayRateMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePayRateMutation = { removePayRate: boolean };

export type TimelineEntryFieldsFragment = { id: string, at: string, type: string, kind: string | null, submissionId: string | null, summary: string, actorEmail: string | null, subject: string | null, body: string | null, deliveryStatus: string | null };

export type PersonQueryVariables = Exact<{
  email: string;
}>;


export type PersonQuery = { person: { email: string, names: Array<string>, firstSeenAt: string, lastSeenAt: string, submissions: Array<{ kind: string, id: string, name: string, status: string, spam: boolean, createdAt: string, summary: string }>, timeline: Array<{ id: string, at: string, type: string, kind: string | null, submissionId: string | null, summary: string, actorEmail: string | null, subject: string | null, body: string | null, deliveryStatus: string | null }> } | null };

export type ErasePersonMutationVariables = Exact<{
  email: string;
}>;


export type ErasePersonMutation = { report: { submissions: number, resumes: number, mails: number, bookings: number } };

export type ReplyTemplateFieldsFragment = { id: string, name: string, subject: string, body: string, createdAt: string, updatedAt: string };

export type ReplyTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReplyTemplatesQuery = { replyTemplates: Array<{ id: string, name: string, subject: string, body: string, createdAt: string, updatedAt: string }> };

export type CreateReplyTemplateMutationVariables = Exact<{
  input: ReplyTemplateInput;
}>;


export type CreateReplyTemplateMutation = { record: { id: string, name: string, subject: string, body: string, createdAt: string, updatedAt: string } };

export type UpdateReplyTemplateMutationVariables = Exact<{
  id: string | number;
  input: ReplyTemplateInput;
}>;


export type UpdateReplyTemplateMutation = { record: { id: string, name: string, subject: string, body: string, createdAt: string, updatedAt: string } };

export type DeleteReplyTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReplyTemplateMutation = { deleted: boolean };

export type PreviewReplyQueryVariables = Exact<{
  submissionId: string | number;
  subject: string;
  body: string;
}>;


export type PreviewReplyQuery = { preview: { subject: string, body: string } };

export type SendReplyMutationVariables = Exact<{
  submissionId: string | number;
  subject: string;
  body: string;
}>;


export type SendReplyMutation = { entry: { id: string, at: string, type: string, kind: string | null, submissionId: string | null, summary: string, actorEmail: string | null, subject: string | null, body: string | null, deliveryStatus: string | null } };

export type TeacherApplicationFieldsFragment = { id: string, name: string, email: string, message: string, status: ApplicationStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, resumeName: string | null, resumeSize: number | null, resumeUrl: string | null, resumeDownloadPath: string | null, assignee: { id: string, email: string, name: string | null } | null };

export type TeacherApplicationRecordFieldsFragment = { personEmail: string, otherEnquiries: number, id: string, name: string, email: string, message: string, status: ApplicationStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, resumeName: string | null, resumeSize: number | null, resumeUrl: string | null, resumeDownloadPath: string | null, assignee: { id: string, email: string, name: string | null } | null };

export type TeacherApplicationsQueryVariables = Exact<{
  filter?: TeacherApplicationFilter | null | undefined;
  params?: ListParams | null | undefined;
}>;


export type TeacherApplicationsQuery = { page: { total: number, items: Array<{ id: string, name: string, email: string, message: string, status: ApplicationStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, resumeName: string | null, resumeSize: number | null, resumeUrl: string | null, resumeDownloadPath: string | null, assignee: { id: string, email: string, name: string | null } | null }> } };

export type UpdateTeacherApplicationMutationVariables = Exact<{
  id: string | number;
  input: UpdateTeacherApplicationInput;
}>;


export type UpdateTeacherApplicationMutation = { record: { personEmail: string, otherEnquiries: number, id: string, name: string, email: string, message: string, status: ApplicationStatus, notes: string | null, spam: boolean, createdAt: string, statusChangedAt: string, resumeName: string | null, resumeSize: number | null, resumeUrl: string | null, resumeDownloadPath: string | null, assignee: { id: string, email: string, name: string | null } | null } };

export type UpdateTeacherApplicationsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  input: UpdateTeacherApplicationInput;
}>;


export type UpdateTeacherApplicationsMutation = { ids: Array<string> };

export type DeleteTeacherApplicationsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteTeacherApplicationsMutation = { ids: Array<string> };

export type MarkTeacherApplicationsSpamMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  spam: boolean;
}>;


export type MarkTeacherApplicationsSpamMutation = { ids: Array<string> };

export type TeacherApplicationHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type TeacherApplicationHistoryQuery = { record: { id: string, history: Array<{ at: string, actorEmail: string, action: string, sentence: string }> } | null };

export type DashboardSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSettingsQuery = { dashboardSettings: { schoolTimeZone: string, now: string } };

export type StaffQueryVariables = Exact<{
  kind?: string | null | undefined;
}>;


export type StaffQuery = { staff: Array<{ id: string, email: string, name: string | null }> };

export type TriageOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type TriageOverviewQuery = { triageOverview: { schoolTimeZone: string, since: string | null, cards: Array<{ key: string, resource: string, label: string, count: number, filter: string }> } };

export type HistoryEntryFieldsFragment = { at: string, actorEmail: string, action: string, sentence: string };

export type TrialRequestFieldsFragment = { id: string, name: string, email: string, gender: Gender, category: TrialCategory, status: TrialStatus, notes: string | null, handledBy: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null };

export type TrialRequestRecordFieldsFragment = { personEmail: string, otherEnquiries: number, phone: string | null, id: string, name: string, email: string, gender: Gender, category: TrialCategory, status: TrialStatus, notes: string | null, handledBy: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null };

export type TrialRequestsQueryVariables = Exact<{
  filter?: TrialRequestFilter | null | undefined;
  params?: ListParams | null | undefined;
}>;


export type TrialRequestsQuery = { page: { total: number, items: Array<{ id: string, name: string, email: string, gender: Gender, category: TrialCategory, status: TrialStatus, notes: string | null, handledBy: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null }> } };

export type UpdateTrialRequestMutationVariables = Exact<{
  id: string | number;
  input: UpdateTrialRequestInput;
}>;


export type UpdateTrialRequestMutation = { record: { personEmail: string, otherEnquiries: number, phone: string | null, id: string, name: string, email: string, gender: Gender, category: TrialCategory, status: TrialStatus, notes: string | null, handledBy: string | null, spam: boolean, createdAt: string, statusChangedAt: string, assignee: { id: string, email: string, name: string | null } | null } };

export type UpdateTrialRequestsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  input: UpdateTrialRequestInput;
}>;


export type UpdateTrialRequestsMutation = { ids: Array<string> };

export type DeleteTrialRequestsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteTrialRequestsMutation = { ids: Array<string> };

export type MarkTrialRequestsSpamMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  spam: boolean;
}>;


export type MarkTrialRequestsSpamMutation = { ids: Array<string> };

export type TrialRequestHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type TrialRequestHistoryQuery = { record: { id: string, history: Array<{ at: string, actorEmail: string, action: string, sentence: string }> } | null };

export type AdminUserFieldsFragment = { id: string, email: string, role: string, disabled: boolean, createdAt: string, lastLoginAt: string | null };

export type AdminUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsersQuery = { adminUsers: Array<{ id: string, email: string, role: string, disabled: boolean, createdAt: string, lastLoginAt: string | null }> };

export type CreateAdminUserMutationVariables = Exact<{
  email: string;
  password: string;
  role: string;
}>;


export type CreateAdminUserMutation = { createAdminUser: { id: string, email: string, role: string, disabled: boolean, createdAt: string, lastLoginAt: string | null } };

export type UpdateAdminUserMutationVariables = Exact<{
  id: string | number;
  role?: string | null | undefined;
  disabled?: boolean | null | undefined;
  password?: string | null | undefined;
}>;


export type UpdateAdminUserMutation = { updateAdminUser: { id: string, email: string, role: string, disabled: boolean, createdAt: string, lastLoginAt: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AuditEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditEntryFields on AuditEntry {
  id
  actorEmail
  action
  target
  detail
  clientIp
  createdAt
  summary
  record {
    kind
    resource
    id
    label
  }
}
    `, {"fragmentName":"AuditEntryFields"}) as unknown as TypedDocumentString<AuditEntryFieldsFragment, unknown>;
export const BillingSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment BillingSettingsFields on BillingSettings {
  defaultCurrency
  taxLabel
  taxBp
  siblingBp
  multiCourseBp
  billingDay
  dueDays
  fyStartMonth
  invoicePrefix
  payInstructions
  schoolAddress
  taxId
}
    `, {"fragmentName":"BillingSettingsFields"}) as unknown as TypedDocumentString<BillingSettingsFieldsFragment, unknown>;
export const FeePlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeePlanFields on FeePlan {
  id
  course
  teacherId
  kind
  currency
  amount
  lessonsIncluded
  validFrom
  createdAt
}
    `, {"fragmentName":"FeePlanFields"}) as unknown as TypedDocumentString<FeePlanFieldsFragment, unknown>;
export const InvoiceSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceSummaryFields on Invoice {
  id
  familyId
  period
  status
  number
  billedTo
  currency
  subtotal
  discount
  tax
  taxBp
  taxLabel
  total
  credited
  issuedAt
  dueOn
}
    `, {"fragmentName":"InvoiceSummaryFields"}) as unknown as TypedDocumentString<InvoiceSummaryFieldsFragment, unknown>;
export const FamilyLedgerFieldsFragmentDoc = new TypedDocumentString(`
    fragment FamilyLedgerFields on FamilyLedgerType {
  familyId
  currency
  balance
  lines {
    id
    kind
    occurredOn
    description
    amount
    balance
    invoiceId
    invoiceNumber
    method
    reference
  }
}
    `, {"fragmentName":"FamilyLedgerFields"}) as unknown as TypedDocumentString<FamilyLedgerFieldsFragment, unknown>;
export const PaymentExceptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentExceptionFields on BillingException {
  id
  provider
  eventId
  invoiceId
  amount
  currency
  problem
  createdAt
}
    `, {"fragmentName":"PaymentExceptionFields"}) as unknown as TypedDocumentString<PaymentExceptionFieldsFragment, unknown>;
export const TeacherFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeacherFields on Teacher {
  id
  name
  email
  courses
  timeZone
  meetingUrl
  active
  createdAt
  weekly {
    weekday
    from
    to
  }
  exceptions {
    date
    kind
    from
    to
  }
}
    `, {"fragmentName":"TeacherFields"}) as unknown as TypedDocumentString<TeacherFieldsFragment, unknown>;
export const TrialBookingFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrialBookingFields on TrialBooking {
  id
  trialRequestId
  startsAt
  endsAt
  status
  cancelledAt
  createdAt
  bookedBy
  visitorTimeZone
  teacherId
  teacherFirstName
  teacher {
    id
    name
    timeZone
  }
}
    `, {"fragmentName":"TrialBookingFields"}) as unknown as TypedDocumentString<TrialBookingFieldsFragment, unknown>;
export const ContactMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContactMessageFields on ContactMessage {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}
    `, {"fragmentName":"ContactMessageFields"}) as unknown as TypedDocumentString<ContactMessageFieldsFragment, unknown>;
export const ContactMessageRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContactMessageRecordFields on ContactMessage {
  ...ContactMessageFields
  personEmail
  otherEnquiries
  phone
}
    fragment ContactMessageFields on ContactMessage {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}`, {"fragmentName":"ContactMessageRecordFields"}) as unknown as TypedDocumentString<ContactMessageRecordFieldsFragment, unknown>;
export const ContentImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
    `, {"fragmentName":"ContentImageFields"}) as unknown as TypedDocumentString<ContentImageFieldsFragment, unknown>;
export const BlogPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment BlogPostFields on BlogPost {
  id
  image {
    ...ContentImageFields
  }
  title
  body
  youtubeId
  authorName
  authorRole
  published
  publishedAt
  createdAt
  updatedAt
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}`, {"fragmentName":"BlogPostFields"}) as unknown as TypedDocumentString<BlogPostFieldsFragment, unknown>;
export const CourseFieldsFragmentDoc = new TypedDocumentString(`
    fragment CourseFields on Course {
  id
  image {
    ...ContentImageFields
  }
  slug
  name
  group
  summary
  highlights
  level
  ages
  lessonMinutes
  fee
  position
  published
  publishedAt
  updatedAt
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}`, {"fragmentName":"CourseFields"}) as unknown as TypedDocumentString<CourseFieldsFragment, unknown>;
export const TestimonialFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestimonialFields on Testimonial {
  id
  image {
    ...ContentImageFields
  }
  kind
  name
  location
  subject
  quote
  position
  published
  publishedAt
  updatedAt
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}`, {"fragmentName":"TestimonialFields"}) as unknown as TypedDocumentString<TestimonialFieldsFragment, unknown>;
export const RisingStarFieldsFragmentDoc = new TypedDocumentString(`
    fragment RisingStarFields on RisingStar {
  id
  name
  location
  subject
  youtubeId
  position
  published
  publishedAt
  updatedAt
}
    `, {"fragmentName":"RisingStarFields"}) as unknown as TypedDocumentString<RisingStarFieldsFragment, unknown>;
export const HomeCounterFieldsFragmentDoc = new TypedDocumentString(`
    fragment HomeCounterFields on HomeCounter {
  id
  value
  suffix
  label
  position
  published
  publishedAt
  updatedAt
}
    `, {"fragmentName":"HomeCounterFields"}) as unknown as TypedDocumentString<HomeCounterFieldsFragment, unknown>;
export const SchoolDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SchoolDetailsFields on SchoolDetails {
  name
  supportEmail
  socialLinks {
    label
    href
  }
  companySiteLabel
  companySiteUrl
  foundedYear
  copyrightYear
  phone
  whatsapp
  updatedAt
}
    `, {"fragmentName":"SchoolDetailsFields"}) as unknown as TypedDocumentString<SchoolDetailsFieldsFragment, unknown>;
export const FaqFieldsFragmentDoc = new TypedDocumentString(`
    fragment FaqFields on Faq {
  id
  question
  answer
  position
  published
  publishedAt
  updatedAt
}
    `, {"fragmentName":"FaqFields"}) as unknown as TypedDocumentString<FaqFieldsFragment, unknown>;
export const ContentVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentVersionFields on ContentVersion {
  id
  kind
  itemId
  savedAt
  savedBy
  snapshot
}
    `, {"fragmentName":"ContentVersionFields"}) as unknown as TypedDocumentString<ContentVersionFieldsFragment, unknown>;
export const ContentPreviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}
    `, {"fragmentName":"ContentPreviewFields"}) as unknown as TypedDocumentString<ContentPreviewFieldsFragment, unknown>;
export const StudentFieldsFragmentDoc = new TypedDocumentString(`
    fragment StudentFields on Student {
  id
  name
  course
  ageBand
  level
  status
  leftOn
  teacherId
  trialRequestId
  familyId
  createdAt
  family {
    id
    email
    phone
    payerName
    timeZone
  }
}
    `, {"fragmentName":"StudentFields"}) as unknown as TypedDocumentString<StudentFieldsFragment, unknown>;
export const LessonPlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment LessonPlanFields on LessonPlan {
  id
  studentId
  teacherId
  course
  weekday
  startTime
  minutes
  timeZone
  firstDate
  lastDate
}
    `, {"fragmentName":"LessonPlanFields"}) as unknown as TypedDocumentString<LessonPlanFieldsFragment, unknown>;
export const LessonFieldsFragmentDoc = new TypedDocumentString(`
    fragment LessonFields on Lesson {
  id
  startsAt
  endsAt
  status
  note
  course
  teacherId
  studentId
  planId
  makeupFor
}
    `, {"fragmentName":"LessonFields"}) as unknown as TypedDocumentString<LessonFieldsFragment, unknown>;
export const TeacherMonthFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeacherMonthFields on TeacherMonthReport {
  teacherId
  teacherName
  month
  timeZone
  attended
  noShows
  absentWithNotice
  cancelled
  makeUps
  unmarked
  upcoming
  taught
  minutesTaught
}
    `, {"fragmentName":"TeacherMonthFields"}) as unknown as TypedDocumentString<TeacherMonthFieldsFragment, unknown>;
export const LessonPolicyFieldsFragmentDoc = new TypedDocumentString(`
    fragment LessonPolicyFields on LessonPolicy {
  noticeHours
  creditsPerTerm
  expiryDays
  reminderHours
  updatedAt
}
    `, {"fragmentName":"LessonPolicyFields"}) as unknown as TypedDocumentString<LessonPolicyFieldsFragment, unknown>;
export const FamilyFieldsFragmentDoc = new TypedDocumentString(`
    fragment FamilyFields on Family {
  id
  payerName
  email
  phone
  timeZone
  createdAt
}
    `, {"fragmentName":"FamilyFields"}) as unknown as TypedDocumentString<FamilyFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment NotificationFields on Notification {
  id
  kind
  channel
  submissionId
  recipient
  status
  attempts
  nextAttemptAt
  lastError
  deliveryKey
  createdAt
  sentAt
}
    `, {"fragmentName":"NotificationFields"}) as unknown as TypedDocumentString<NotificationFieldsFragment, unknown>;
export const PageViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageViewFields on PageView {
  id
  page
  createdAt
}
    `, {"fragmentName":"PageViewFields"}) as unknown as TypedDocumentString<PageViewFieldsFragment, unknown>;
export const PayRateFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayRateFields on PayRate {
  id
  teacherId
  course
  kind
  currency
  amount
  validFrom
}
    `, {"fragmentName":"PayRateFields"}) as unknown as TypedDocumentString<PayRateFieldsFragment, unknown>;
export const TeacherPayFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeacherPayFields on TeacherPay {
  teacherId
  noRate
  final
  unmarked
  unrated
  amounts {
    currency
    amount
  }
  lines {
    lessons
    minutes
    amount
    rate {
      ...PayRateFields
    }
  }
}
    fragment PayRateFields on PayRate {
  id
  teacherId
  course
  kind
  currency
  amount
  validFrom
}`, {"fragmentName":"TeacherPayFields"}) as unknown as TypedDocumentString<TeacherPayFieldsFragment, unknown>;
export const TimelineEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment TimelineEntryFields on TimelineEntry {
  id
  at
  type
  kind
  submissionId
  summary
  actorEmail
  subject
  body
  deliveryStatus
}
    `, {"fragmentName":"TimelineEntryFields"}) as unknown as TypedDocumentString<TimelineEntryFieldsFragment, unknown>;
export const ReplyTemplateFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReplyTemplateFields on ReplyTemplate {
  id
  name
  subject
  body
  createdAt
  updatedAt
}
    `, {"fragmentName":"ReplyTemplateFields"}) as unknown as TypedDocumentString<ReplyTemplateFieldsFragment, unknown>;
export const TeacherApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeacherApplicationFields on TeacherApplication {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
  resumeName
  resumeSize
  resumeUrl
  resumeDownloadPath
}
    `, {"fragmentName":"TeacherApplicationFields"}) as unknown as TypedDocumentString<TeacherApplicationFieldsFragment, unknown>;
export const TeacherApplicationRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeacherApplicationRecordFields on TeacherApplication {
  ...TeacherApplicationFields
  personEmail
  otherEnquiries
}
    fragment TeacherApplicationFields on TeacherApplication {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
  resumeName
  resumeSize
  resumeUrl
  resumeDownloadPath
}`, {"fragmentName":"TeacherApplicationRecordFields"}) as unknown as TypedDocumentString<TeacherApplicationRecordFieldsFragment, unknown>;
export const HistoryEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment HistoryEntryFields on HistoryEntry {
  at
  actorEmail
  action
  sentence
}
    `, {"fragmentName":"HistoryEntryFields"}) as unknown as TypedDocumentString<HistoryEntryFieldsFragment, unknown>;
export const TrialRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrialRequestFields on TrialRequest {
  id
  name
  email
  gender
  category
  status
  notes
  handledBy
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}
    `, {"fragmentName":"TrialRequestFields"}) as unknown as TypedDocumentString<TrialRequestFieldsFragment, unknown>;
export const TrialRequestRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrialRequestRecordFields on TrialRequest {
  ...TrialRequestFields
  personEmail
  otherEnquiries
  phone
}
    fragment TrialRequestFields on TrialRequest {
  id
  name
  email
  gender
  category
  status
  notes
  handledBy
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}`, {"fragmentName":"TrialRequestRecordFields"}) as unknown as TypedDocumentString<TrialRequestRecordFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminUserFields on AdminUser {
  id
  email
  role
  disabled
  createdAt
  lastLoginAt
}
    `, {"fragmentName":"AdminUserFields"}) as unknown as TypedDocumentString<AdminUserFieldsFragment, unknown>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditFilter, $params: ListParams) {
  page: auditLog(filter: $filter, params: $params) {
    items {
      ...AuditEntryFields
    }
    total
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  actorEmail
  action
  target
  detail
  clientIp
  createdAt
  summary
  record {
    kind
    resource
    id
    label
  }
}`) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const BillingAgeingDocument = new TypedDocumentString(`
    query BillingAgeing($asOf: String) {
  billingAgeing(asOf: $asOf) {
    asOf
    rows {
      familyId
      familyName
      currency
      owed
      oldestDue
      notDue
      days1to30
      days31to60
      days61to90
      over90
    }
    credits {
      familyId
      familyName
      currency
      credit
    }
    totals {
      currency
      owed
      families
      credit
      creditFamilies
      notDue
      days1to30
      days31to60
      days61to90
      over90
    }
  }
}
    `) as unknown as TypedDocumentString<BillingAgeingQuery, BillingAgeingQueryVariables>;
export const BillingRevenueDocument = new TypedDocumentString(`
    query BillingRevenue($from: String!, $to: String!) {
  billingRevenue(from: $from, to: $to) {
    from
    to
    months {
      month
      currency
      charges
      discounts
      credited
      revenue
      tax
      invoiced
      received
      refunded
    }
    byCourse {
      currency
      key
      label
      amount
    }
    byTeacher {
      currency
      key
      label
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<BillingRevenueQuery, BillingRevenueQueryVariables>;
export const BillingSettingsDocument = new TypedDocumentString(`
    query BillingSettings {
  billingSettings {
    ...BillingSettingsFields
  }
}
    fragment BillingSettingsFields on BillingSettings {
  defaultCurrency
  taxLabel
  taxBp
  siblingBp
  multiCourseBp
  billingDay
  dueDays
  fyStartMonth
  invoicePrefix
  payInstructions
  schoolAddress
  taxId
}`) as unknown as TypedDocumentString<BillingSettingsQuery, BillingSettingsQueryVariables>;
export const SetBillingSettingsDocument = new TypedDocumentString(`
    mutation SetBillingSettings($input: BillingSettingsInput!) {
  setBillingSettings(input: $input) {
    ...BillingSettingsFields
  }
}
    fragment BillingSettingsFields on BillingSettings {
  defaultCurrency
  taxLabel
  taxBp
  siblingBp
  multiCourseBp
  billingDay
  dueDays
  fyStartMonth
  invoicePrefix
  payInstructions
  schoolAddress
  taxId
}`) as unknown as TypedDocumentString<SetBillingSettingsMutation, SetBillingSettingsMutationVariables>;
export const FeePlansDocument = new TypedDocumentString(`
    query FeePlans {
  feePlans {
    ...FeePlanFields
  }
}
    fragment FeePlanFields on FeePlan {
  id
  course
  teacherId
  kind
  currency
  amount
  lessonsIncluded
  validFrom
  createdAt
}`) as unknown as TypedDocumentString<FeePlansQuery, FeePlansQueryVariables>;
export const SetFeePlanDocument = new TypedDocumentString(`
    mutation SetFeePlan($input: FeePlanInput!) {
  setFeePlan(input: $input) {
    ...FeePlanFields
  }
}
    fragment FeePlanFields on FeePlan {
  id
  course
  teacherId
  kind
  currency
  amount
  lessonsIncluded
  validFrom
  createdAt
}`) as unknown as TypedDocumentString<SetFeePlanMutation, SetFeePlanMutationVariables>;
export const RemoveFeePlanDocument = new TypedDocumentString(`
    mutation RemoveFeePlan($id: ID!) {
  removeFeePlan(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveFeePlanMutation, RemoveFeePlanMutationVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query Invoices($period: String, $familyId: ID, $status: String) {
  invoices(period: $period, familyId: $familyId, status: $status) {
    ...InvoiceSummaryFields
  }
}
    fragment InvoiceSummaryFields on Invoice {
  id
  familyId
  period
  status
  number
  billedTo
  currency
  subtotal
  discount
  tax
  taxBp
  taxLabel
  total
  credited
  issuedAt
  dueOn
}`) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($id: ID!) {
  invoice(id: $id) {
    ...InvoiceSummaryFields
    lines {
      kind
      description
      serviceOn
      quantity
      unitAmount
      amount
    }
    creditNotes {
      id
      number
      amount
      currency
      reason
      issuedAt
    }
  }
}
    fragment InvoiceSummaryFields on Invoice {
  id
  familyId
  period
  status
  number
  billedTo
  currency
  subtotal
  discount
  tax
  taxBp
  taxLabel
  total
  credited
  issuedAt
  dueOn
}`) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const RunBillingDocument = new TypedDocumentString(`
    mutation RunBilling($period: String!) {
  runBilling(period: $period) {
    period
    drafted
    alreadyDrafted
    unmarked
    makeUpCredits
    unpriced {
      course
      teacherId
      currency
      count
    }
  }
}
    `) as unknown as TypedDocumentString<RunBillingMutation, RunBillingMutationVariables>;
export const IssueInvoiceDocument = new TypedDocumentString(`
    mutation IssueInvoice($id: ID!) {
  issueInvoice(id: $id) {
    ...InvoiceSummaryFields
  }
}
    fragment InvoiceSummaryFields on Invoice {
  id
  familyId
  period
  status
  number
  billedTo
  currency
  subtotal
  discount
  tax
  taxBp
  taxLabel
  total
  credited
  issuedAt
  dueOn
}`) as unknown as TypedDocumentString<IssueInvoiceMutation, IssueInvoiceMutationVariables>;
export const IssueInvoicesDocument = new TypedDocumentString(`
    mutation IssueInvoices($period: String!) {
  issueInvoices(period: $period)
}
    `) as unknown as TypedDocumentString<IssueInvoicesMutation, IssueInvoicesMutationVariables>;
export const DiscardInvoiceDocument = new TypedDocumentString(`
    mutation DiscardInvoice($id: ID!) {
  discardInvoice(id: $id)
}
    `) as unknown as TypedDocumentString<DiscardInvoiceMutation, DiscardInvoiceMutationVariables>;
export const CreditInvoiceDocument = new TypedDocumentString(`
    mutation CreditInvoice($invoiceId: ID!, $amount: Int!, $reason: String!) {
  creditInvoice(invoiceId: $invoiceId, amount: $amount, reason: $reason) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<CreditInvoiceMutation, CreditInvoiceMutationVariables>;
export const FamilyLedgerDocument = new TypedDocumentString(`
    query FamilyLedger($familyId: ID!) {
  familyLedger(familyId: $familyId) {
    ...FamilyLedgerFields
  }
}
    fragment FamilyLedgerFields on FamilyLedgerType {
  familyId
  currency
  balance
  lines {
    id
    kind
    occurredOn
    description
    amount
    balance
    invoiceId
    invoiceNumber
    method
    reference
  }
}`) as unknown as TypedDocumentString<FamilyLedgerQuery, FamilyLedgerQueryVariables>;
export const SetFamilyCurrencyDocument = new TypedDocumentString(`
    mutation SetFamilyCurrency($familyId: ID!, $currency: Currency!) {
  setFamilyCurrency(familyId: $familyId, currency: $currency)
}
    `) as unknown as TypedDocumentString<SetFamilyCurrencyMutation, SetFamilyCurrencyMutationVariables>;
export const RecordPaymentDocument = new TypedDocumentString(`
    mutation RecordPayment($input: PaymentInputType!) {
  recordPayment(input: $input) {
    ...FamilyLedgerFields
  }
}
    fragment FamilyLedgerFields on FamilyLedgerType {
  familyId
  currency
  balance
  lines {
    id
    kind
    occurredOn
    description
    amount
    balance
    invoiceId
    invoiceNumber
    method
    reference
  }
}`) as unknown as TypedDocumentString<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const GrantCreditDocument = new TypedDocumentString(`
    mutation GrantCredit($familyId: ID!, $amount: Int!, $reason: String!) {
  grantCredit(familyId: $familyId, amount: $amount, reason: $reason) {
    ...FamilyLedgerFields
  }
}
    fragment FamilyLedgerFields on FamilyLedgerType {
  familyId
  currency
  balance
  lines {
    id
    kind
    occurredOn
    description
    amount
    balance
    invoiceId
    invoiceNumber
    method
    reference
  }
}`) as unknown as TypedDocumentString<GrantCreditMutation, GrantCreditMutationVariables>;
export const RecordRefundDocument = new TypedDocumentString(`
    mutation RecordRefund($familyId: ID!, $amount: Int!, $reason: String!) {
  recordRefund(familyId: $familyId, amount: $amount, reason: $reason) {
    ...FamilyLedgerFields
  }
}
    fragment FamilyLedgerFields on FamilyLedgerType {
  familyId
  currency
  balance
  lines {
    id
    kind
    occurredOn
    description
    amount
    balance
    invoiceId
    invoiceNumber
    method
    reference
  }
}`) as unknown as TypedDocumentString<RecordRefundMutation, RecordRefundMutationVariables>;
export const BillingExceptionsDocument = new TypedDocumentString(`
    query BillingExceptions {
  billingExceptions {
    ...PaymentExceptionFields
  }
}
    fragment PaymentExceptionFields on BillingException {
  id
  provider
  eventId
  invoiceId
  amount
  currency
  problem
  createdAt
}`) as unknown as TypedDocumentString<BillingExceptionsQuery, BillingExceptionsQueryVariables>;
export const MarkPaymentExceptionDealtDocument = new TypedDocumentString(`
    mutation MarkPaymentExceptionDealt($id: ID!, $note: String!) {
  markPaymentExceptionDealt(id: $id, note: $note) {
    id
  }
}
    `) as unknown as TypedDocumentString<MarkPaymentExceptionDealtMutation, MarkPaymentExceptionDealtMutationVariables>;
export const TeachersDocument = new TypedDocumentString(`
    query Teachers {
  teachers {
    ...TeacherFields
  }
}
    fragment TeacherFields on Teacher {
  id
  name
  email
  courses
  timeZone
  meetingUrl
  active
  createdAt
  weekly {
    weekday
    from
    to
  }
  exceptions {
    date
    kind
    from
    to
  }
}`) as unknown as TypedDocumentString<TeachersQuery, TeachersQueryVariables>;
export const CreateTeacherDocument = new TypedDocumentString(`
    mutation CreateTeacher($input: CreateTeacherInput!) {
  record: createTeacher(input: $input) {
    ...TeacherFields
  }
}
    fragment TeacherFields on Teacher {
  id
  name
  email
  courses
  timeZone
  meetingUrl
  active
  createdAt
  weekly {
    weekday
    from
    to
  }
  exceptions {
    date
    kind
    from
    to
  }
}`) as unknown as TypedDocumentString<CreateTeacherMutation, CreateTeacherMutationVariables>;
export const UpdateTeacherDocument = new TypedDocumentString(`
    mutation UpdateTeacher($id: ID!, $input: UpdateTeacherInput!) {
  record: updateTeacher(id: $id, input: $input) {
    ...TeacherFields
  }
}
    fragment TeacherFields on Teacher {
  id
  name
  email
  courses
  timeZone
  meetingUrl
  active
  createdAt
  weekly {
    weekday
    from
    to
  }
  exceptions {
    date
    kind
    from
    to
  }
}`) as unknown as TypedDocumentString<UpdateTeacherMutation, UpdateTeacherMutationVariables>;
export const SetTeacherAvailabilityDocument = new TypedDocumentString(`
    mutation SetTeacherAvailability($teacherId: ID!, $weekly: [WeeklyRangeInput!]!, $exceptions: [DatedExceptionInput!]) {
  record: setTeacherAvailability(
    teacherId: $teacherId
    weekly: $weekly
    exceptions: $exceptions
  ) {
    ...TeacherFields
  }
}
    fragment TeacherFields on Teacher {
  id
  name
  email
  courses
  timeZone
  meetingUrl
  active
  createdAt
  weekly {
    weekday
    from
    to
  }
  exceptions {
    date
    kind
    from
    to
  }
}`) as unknown as TypedDocumentString<SetTeacherAvailabilityMutation, SetTeacherAvailabilityMutationVariables>;
export const TrialRequestBookingsDocument = new TypedDocumentString(`
    query TrialRequestBookings($id: ID!) {
  record: trialRequest(id: $id) {
    id
    bookings {
      ...TrialBookingFields
    }
  }
}
    fragment TrialBookingFields on TrialBooking {
  id
  trialRequestId
  startsAt
  endsAt
  status
  cancelledAt
  createdAt
  bookedBy
  visitorTimeZone
  teacherId
  teacherFirstName
  teacher {
    id
    name
    timeZone
  }
}`) as unknown as TypedDocumentString<TrialRequestBookingsQuery, TrialRequestBookingsQueryVariables>;
export const TrialSlotsDocument = new TypedDocumentString(`
    query TrialSlots($course: String!, $from: DateTimeISO!, $to: DateTimeISO!) {
  trialSlots(course: $course, from: $from, to: $to, eachTeacher: true) {
    startsAt
    teacherId
    teacherFirstName
  }
}
    `) as unknown as TypedDocumentString<TrialSlotsQuery, TrialSlotsQueryVariables>;
export const BookTrialDocument = new TypedDocumentString(`
    mutation BookTrial($trialRequestId: ID!, $startsAt: DateTimeISO!, $teacherId: ID, $visitorTimeZone: String) {
  booking: bookTrial(
    trialRequestId: $trialRequestId
    startsAt: $startsAt
    teacherId: $teacherId
    visitorTimeZone: $visitorTimeZone
  ) {
    ...TrialBookingFields
  }
}
    fragment TrialBookingFields on TrialBooking {
  id
  trialRequestId
  startsAt
  endsAt
  status
  cancelledAt
  createdAt
  bookedBy
  visitorTimeZone
  teacherId
  teacherFirstName
  teacher {
    id
    name
    timeZone
  }
}`) as unknown as TypedDocumentString<BookTrialMutation, BookTrialMutationVariables>;
export const CancelTrialBookingDocument = new TypedDocumentString(`
    mutation CancelTrialBooking($id: ID!) {
  booking: cancelTrialBooking(id: $id) {
    ...TrialBookingFields
  }
}
    fragment TrialBookingFields on TrialBooking {
  id
  trialRequestId
  startsAt
  endsAt
  status
  cancelledAt
  createdAt
  bookedBy
  visitorTimeZone
  teacherId
  teacherFirstName
  teacher {
    id
    name
    timeZone
  }
}`) as unknown as TypedDocumentString<CancelTrialBookingMutation, CancelTrialBookingMutationVariables>;
export const TrialBookingsDocument = new TypedDocumentString(`
    query TrialBookings($from: DateTimeISO!, $to: DateTimeISO!, $teacherId: ID) {
  trialBookings(from: $from, to: $to, teacherId: $teacherId) {
    ...TrialBookingFields
    trialRequest {
      id
      name
    }
  }
}
    fragment TrialBookingFields on TrialBooking {
  id
  trialRequestId
  startsAt
  endsAt
  status
  cancelledAt
  createdAt
  bookedBy
  visitorTimeZone
  teacherId
  teacherFirstName
  teacher {
    id
    name
    timeZone
  }
}`) as unknown as TypedDocumentString<TrialBookingsQuery, TrialBookingsQueryVariables>;
export const TrialFunnelDocument = new TypedDocumentString(`
    query TrialFunnel($days: Int!) {
  trialFunnel(days: $days) {
    course
    requests
    booked
    bookedRate
    attended
    attendedRate
    enrolled
    enrolledRate
    enrolledLongAgo
    stillEnrolled
    stillEnrolledRate
    medianHoursToBooking
  }
}
    `) as unknown as TypedDocumentString<TrialFunnelQuery, TrialFunnelQueryVariables>;
export const ContactMessagesDocument = new TypedDocumentString(`
    query ContactMessages($filter: ContactMessageFilter, $params: ListParams) {
  page: contactMessages(filter: $filter, params: $params) {
    items {
      ...ContactMessageFields
    }
    total
  }
}
    fragment ContactMessageFields on ContactMessage {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}`) as unknown as TypedDocumentString<ContactMessagesQuery, ContactMessagesQueryVariables>;
export const UpdateContactMessageDocument = new TypedDocumentString(`
    mutation UpdateContactMessage($id: ID!, $input: UpdateContactMessageInput!) {
  record: updateContactMessage(id: $id, input: $input) {
    ...ContactMessageRecordFields
  }
}
    fragment ContactMessageFields on ContactMessage {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}
fragment ContactMessageRecordFields on ContactMessage {
  ...ContactMessageFields
  personEmail
  otherEnquiries
  phone
}`) as unknown as TypedDocumentString<UpdateContactMessageMutation, UpdateContactMessageMutationVariables>;
export const UpdateContactMessagesDocument = new TypedDocumentString(`
    mutation UpdateContactMessages($ids: [ID!]!, $input: UpdateContactMessageInput!) {
  ids: updateContactMessages(ids: $ids, input: $input)
}
    `) as unknown as TypedDocumentString<UpdateContactMessagesMutation, UpdateContactMessagesMutationVariables>;
export const DeleteContactMessagesDocument = new TypedDocumentString(`
    mutation DeleteContactMessages($ids: [ID!]!) {
  ids: deleteContactMessages(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeleteContactMessagesMutation, DeleteContactMessagesMutationVariables>;
export const MarkContactMessagesSpamDocument = new TypedDocumentString(`
    mutation MarkContactMessagesSpam($ids: [ID!]!, $spam: Boolean!) {
  ids: markContactMessagesSpam(ids: $ids, spam: $spam)
}
    `) as unknown as TypedDocumentString<MarkContactMessagesSpamMutation, MarkContactMessagesSpamMutationVariables>;
export const ContactMessageHistoryDocument = new TypedDocumentString(`
    query ContactMessageHistory($id: ID!) {
  record: contactMessage(id: $id) {
    id
    history {
      ...HistoryEntryFields
    }
  }
}
    fragment HistoryEntryFields on HistoryEntry {
  at
  actorEmail
  action
  sentence
}`) as unknown as TypedDocumentString<ContactMessageHistoryQuery, ContactMessageHistoryQueryVariables>;
export const BlogPostsDocument = new TypedDocumentString(`
    query BlogPosts {
  rows: blogPosts {
    ...BlogPostFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
fragment BlogPostFields on BlogPost {
  id
  image {
    ...ContentImageFields
  }
  title
  body
  youtubeId
  authorName
  authorRole
  published
  publishedAt
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<BlogPostsQuery, BlogPostsQueryVariables>;
export const SaveBlogPostDocument = new TypedDocumentString(`
    mutation SaveBlogPost($input: BlogPostInput!) {
  record: saveBlogPost(input: $input) {
    ...BlogPostFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
fragment BlogPostFields on BlogPost {
  id
  image {
    ...ContentImageFields
  }
  title
  body
  youtubeId
  authorName
  authorRole
  published
  publishedAt
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<SaveBlogPostMutation, SaveBlogPostMutationVariables>;
export const DeleteBlogPostDocument = new TypedDocumentString(`
    mutation DeleteBlogPost($id: ID!) {
  id: deleteBlogPost(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteBlogPostMutation, DeleteBlogPostMutationVariables>;
export const CoursesDocument = new TypedDocumentString(`
    query Courses {
  rows: courses {
    ...CourseFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
fragment CourseFields on Course {
  id
  image {
    ...ContentImageFields
  }
  slug
  name
  group
  summary
  highlights
  level
  ages
  lessonMinutes
  fee
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<CoursesQuery, CoursesQueryVariables>;
export const SaveCourseDocument = new TypedDocumentString(`
    mutation SaveCourse($input: CourseInput!) {
  record: saveCourse(input: $input) {
    ...CourseFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
fragment CourseFields on Course {
  id
  image {
    ...ContentImageFields
  }
  slug
  name
  group
  summary
  highlights
  level
  ages
  lessonMinutes
  fee
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<SaveCourseMutation, SaveCourseMutationVariables>;
export const DeleteCourseDocument = new TypedDocumentString(`
    mutation DeleteCourse($id: ID!) {
  id: deleteCourse(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const TestimonialsDocument = new TypedDocumentString(`
    query Testimonials {
  rows: testimonials {
    ...TestimonialFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
fragment TestimonialFields on Testimonial {
  id
  image {
    ...ContentImageFields
  }
  kind
  name
  location
  subject
  quote
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<TestimonialsQuery, TestimonialsQueryVariables>;
export const SaveTestimonialDocument = new TypedDocumentString(`
    mutation SaveTestimonial($input: TestimonialInput!) {
  record: saveTestimonial(input: $input) {
    ...TestimonialFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}
fragment TestimonialFields on Testimonial {
  id
  image {
    ...ContentImageFields
  }
  kind
  name
  location
  subject
  quote
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<SaveTestimonialMutation, SaveTestimonialMutationVariables>;
export const DeleteTestimonialDocument = new TypedDocumentString(`
    mutation DeleteTestimonial($id: ID!) {
  id: deleteTestimonial(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTestimonialMutation, DeleteTestimonialMutationVariables>;
export const RisingStarsDocument = new TypedDocumentString(`
    query RisingStars {
  rows: risingStars {
    ...RisingStarFields
  }
}
    fragment RisingStarFields on RisingStar {
  id
  name
  location
  subject
  youtubeId
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<RisingStarsQuery, RisingStarsQueryVariables>;
export const SaveRisingStarDocument = new TypedDocumentString(`
    mutation SaveRisingStar($input: RisingStarInput!) {
  record: saveRisingStar(input: $input) {
    ...RisingStarFields
  }
}
    fragment RisingStarFields on RisingStar {
  id
  name
  location
  subject
  youtubeId
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<SaveRisingStarMutation, SaveRisingStarMutationVariables>;
export const DeleteRisingStarDocument = new TypedDocumentString(`
    mutation DeleteRisingStar($id: ID!) {
  id: deleteRisingStar(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteRisingStarMutation, DeleteRisingStarMutationVariables>;
export const HomeCountersDocument = new TypedDocumentString(`
    query HomeCounters {
  rows: homeCounters {
    ...HomeCounterFields
  }
}
    fragment HomeCounterFields on HomeCounter {
  id
  value
  suffix
  label
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<HomeCountersQuery, HomeCountersQueryVariables>;
export const SaveHomeCounterDocument = new TypedDocumentString(`
    mutation SaveHomeCounter($input: HomeCounterInput!) {
  record: saveHomeCounter(input: $input) {
    ...HomeCounterFields
  }
}
    fragment HomeCounterFields on HomeCounter {
  id
  value
  suffix
  label
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<SaveHomeCounterMutation, SaveHomeCounterMutationVariables>;
export const DeleteHomeCounterDocument = new TypedDocumentString(`
    mutation DeleteHomeCounter($id: ID!) {
  id: deleteHomeCounter(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteHomeCounterMutation, DeleteHomeCounterMutationVariables>;
export const FaqsDocument = new TypedDocumentString(`
    query Faqs {
  rows: faqs {
    ...FaqFields
  }
}
    fragment FaqFields on Faq {
  id
  question
  answer
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<FaqsQuery, FaqsQueryVariables>;
export const SaveFaqDocument = new TypedDocumentString(`
    mutation SaveFaq($input: FaqInput!) {
  record: saveFaq(input: $input) {
    ...FaqFields
  }
}
    fragment FaqFields on Faq {
  id
  question
  answer
  position
  published
  publishedAt
  updatedAt
}`) as unknown as TypedDocumentString<SaveFaqMutation, SaveFaqMutationVariables>;
export const DeleteFaqDocument = new TypedDocumentString(`
    mutation DeleteFaq($id: ID!) {
  id: deleteFaq(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFaqMutation, DeleteFaqMutationVariables>;
export const SchoolDetailsDocument = new TypedDocumentString(`
    query SchoolDetails {
  record: schoolDetails {
    ...SchoolDetailsFields
  }
}
    fragment SchoolDetailsFields on SchoolDetails {
  name
  supportEmail
  socialLinks {
    label
    href
  }
  companySiteLabel
  companySiteUrl
  foundedYear
  copyrightYear
  phone
  whatsapp
  updatedAt
}`) as unknown as TypedDocumentString<SchoolDetailsQuery, SchoolDetailsQueryVariables>;
export const SaveSchoolDetailsDocument = new TypedDocumentString(`
    mutation SaveSchoolDetails($input: SchoolDetailsInput!) {
  record: saveSchoolDetails(input: $input) {
    ...SchoolDetailsFields
  }
}
    fragment SchoolDetailsFields on SchoolDetails {
  name
  supportEmail
  socialLinks {
    label
    href
  }
  companySiteLabel
  companySiteUrl
  foundedYear
  copyrightYear
  phone
  whatsapp
  updatedAt
}`) as unknown as TypedDocumentString<SaveSchoolDetailsMutation, SaveSchoolDetailsMutationVariables>;
export const ContentVersionsDocument = new TypedDocumentString(`
    query ContentVersions($kind: ContentKind!, $id: ID!) {
  versions: contentVersions(kind: $kind, id: $id) {
    ...ContentVersionFields
  }
}
    fragment ContentVersionFields on ContentVersion {
  id
  kind
  itemId
  savedAt
  savedBy
  snapshot
}`) as unknown as TypedDocumentString<ContentVersionsQuery, ContentVersionsQueryVariables>;
export const RollbackContentDocument = new TypedDocumentString(`
    mutation RollbackContent($kind: ContentKind!, $id: ID!, $versionId: ID!) {
  version: rollbackContent(kind: $kind, id: $id, versionId: $versionId) {
    ...ContentVersionFields
  }
}
    fragment ContentVersionFields on ContentVersion {
  id
  kind
  itemId
  savedAt
  savedBy
  snapshot
}`) as unknown as TypedDocumentString<RollbackContentMutation, RollbackContentMutationVariables>;
export const PreviewBlogPostDocument = new TypedDocumentString(`
    query PreviewBlogPost($input: BlogPostInput!) {
  preview: previewBlogPost(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewBlogPostQuery, PreviewBlogPostQueryVariables>;
export const PreviewCourseDocument = new TypedDocumentString(`
    query PreviewCourse($input: CourseInput!) {
  preview: previewCourse(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewCourseQuery, PreviewCourseQueryVariables>;
export const PreviewTestimonialDocument = new TypedDocumentString(`
    query PreviewTestimonial($input: TestimonialInput!) {
  preview: previewTestimonial(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewTestimonialQuery, PreviewTestimonialQueryVariables>;
export const PreviewRisingStarDocument = new TypedDocumentString(`
    query PreviewRisingStar($input: RisingStarInput!) {
  preview: previewRisingStar(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewRisingStarQuery, PreviewRisingStarQueryVariables>;
export const PreviewHomeCounterDocument = new TypedDocumentString(`
    query PreviewHomeCounter($input: HomeCounterInput!) {
  preview: previewHomeCounter(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewHomeCounterQuery, PreviewHomeCounterQueryVariables>;
export const PreviewFaqDocument = new TypedDocumentString(`
    query PreviewFaq($input: FaqInput!) {
  preview: previewFaq(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewFaqQuery, PreviewFaqQueryVariables>;
export const PreviewSchoolDetailsDocument = new TypedDocumentString(`
    query PreviewSchoolDetails($input: SchoolDetailsInput!) {
  preview: previewSchoolDetails(input: $input) {
    ...ContentPreviewFields
  }
}
    fragment ContentPreviewFields on ContentPreview {
  path
  html
}`) as unknown as TypedDocumentString<PreviewSchoolDetailsQuery, PreviewSchoolDetailsQueryVariables>;
export const ContentImagesDocument = new TypedDocumentString(`
    query ContentImages($limit: Int) {
  rows: contentImages(limit: $limit) {
    ...ContentImageFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}`) as unknown as TypedDocumentString<ContentImagesQuery, ContentImagesQueryVariables>;
export const UploadContentImageDocument = new TypedDocumentString(`
    mutation UploadContentImage($file: Upload!, $alt: String!) {
  image: uploadContentImage(file: $file, alt: $alt) {
    ...ContentImageFields
  }
}
    fragment ContentImageFields on ContentImage {
  id
  alt
  width
  height
  src
  sources {
    format
    width
    url
  }
  createdAt
}`) as unknown as TypedDocumentString<UploadContentImageMutation, UploadContentImageMutationVariables>;
export const DashboardSummaryDocument = new TypedDocumentString(`
    query DashboardSummary {
  dashboardSummary {
    newTrialRequests
    newContactMessages
    newTeacherApplications
    trialRequestsByCategoryThisWeek {
      category
      count
    }
    visitsLast30Days {
      day
      count
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const LaunchChecklistDocument = new TypedDocumentString(`
    query LaunchChecklist {
  launchChecklist {
    id
    title
    done
    detail
    link
  }
}
    `) as unknown as TypedDocumentString<LaunchChecklistQuery, LaunchChecklistQueryVariables>;
export const StudentsDocument = new TypedDocumentString(`
    query Students($teacherId: ID, $trialRequestId: ID) {
  students(teacherId: $teacherId, trialRequestId: $trialRequestId) {
    ...StudentFields
  }
}
    fragment StudentFields on Student {
  id
  name
  course
  ageBand
  level
  status
  leftOn
  teacherId
  trialRequestId
  familyId
  createdAt
  family {
    id
    email
    phone
    payerName
    timeZone
  }
}`) as unknown as TypedDocumentString<StudentsQuery, StudentsQueryVariables>;
export const StudentDocument = new TypedDocumentString(`
    query Student($id: ID!) {
  student(id: $id) {
    ...StudentFields
    plans {
      ...LessonPlanFields
    }
  }
}
    fragment StudentFields on Student {
  id
  name
  course
  ageBand
  level
  status
  leftOn
  teacherId
  trialRequestId
  familyId
  createdAt
  family {
    id
    email
    phone
    payerName
    timeZone
  }
}
fragment LessonPlanFields on LessonPlan {
  id
  studentId
  teacherId
  course
  weekday
  startTime
  minutes
  timeZone
  firstDate
  lastDate
}`) as unknown as TypedDocumentString<StudentQuery, StudentQueryVariables>;
export const EnrolStudentDocument = new TypedDocumentString(`
    mutation EnrolStudent($trialRequestId: ID!) {
  enrolStudent(trialRequestId: $trialRequestId) {
    ...StudentFields
  }
}
    fragment StudentFields on Student {
  id
  name
  course
  ageBand
  level
  status
  leftOn
  teacherId
  trialRequestId
  familyId
  createdAt
  family {
    id
    email
    phone
    payerName
    timeZone
  }
}`) as unknown as TypedDocumentString<EnrolStudentMutation, EnrolStudentMutationVariables>;
export const CreateLessonPlanDocument = new TypedDocumentString(`
    mutation CreateLessonPlan($input: LessonPlanInput!) {
  createLessonPlan(input: $input) {
    ...LessonPlanFields
  }
}
    fragment LessonPlanFields on LessonPlan {
  id
  studentId
  teacherId
  course
  weekday
  startTime
  minutes
  timeZone
  firstDate
  lastDate
}`) as unknown as TypedDocumentString<CreateLessonPlanMutation, CreateLessonPlanMutationVariables>;
export const LessonsDocument = new TypedDocumentString(`
    query Lessons($from: DateTimeISO!, $to: DateTimeISO!, $teacherId: ID, $studentId: ID) {
  lessons(from: $from, to: $to, teacherId: $teacherId, studentId: $studentId) {
    ...LessonFields
  }
}
    fragment LessonFields on Lesson {
  id
  startsAt
  endsAt
  status
  note
  course
  teacherId
  studentId
  planId
  makeupFor
}`) as unknown as TypedDocumentString<LessonsQuery, LessonsQueryVariables>;
export const MarkAttendanceDocument = new TypedDocumentString(`
    mutation MarkAttendance($lessonId: ID!, $status: Attendance!, $note: String) {
  markAttendance(lessonId: $lessonId, status: $status, note: $note) {
    ...LessonFields
  }
}
    fragment LessonFields on Lesson {
  id
  startsAt
  endsAt
  status
  note
  course
  teacherId
  studentId
  planId
  makeupFor
}`) as unknown as TypedDocumentString<MarkAttendanceMutation, MarkAttendanceMutationVariables>;
export const MoveLessonDocument = new TypedDocumentString(`
    mutation MoveLesson($lessonId: ID!, $startsAt: DateTimeISO!, $teacherId: ID) {
  moveLesson(lessonId: $lessonId, startsAt: $startsAt, teacherId: $teacherId) {
    ...LessonFields
  }
}
    fragment LessonFields on Lesson {
  id
  startsAt
  endsAt
  status
  note
  course
  teacherId
  studentId
  planId
  makeupFor
}`) as unknown as TypedDocumentString<MoveLessonMutation, MoveLessonMutationVariables>;
export const MakeUpCreditsDocument = new TypedDocumentString(`
    query MakeUpCredits($studentId: ID!) {
  makeUpCredits(studentId: $studentId) {
    id
    state
    reason
    lessonId
    usedBy
    earnedAt
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<MakeUpCreditsQuery, MakeUpCreditsQueryVariables>;
export const MakeUpSlotsDocument = new TypedDocumentString(`
    query MakeUpSlots($creditId: ID!, $anyTeacher: Boolean!) {
  makeUpSlots(creditId: $creditId, anyTeacher: $anyTeacher) {
    startsAt
    teacherId
  }
}
    `) as unknown as TypedDocumentString<MakeUpSlotsQuery, MakeUpSlotsQueryVariables>;
export const BookMakeUpDocument = new TypedDocumentString(`
    mutation BookMakeUp($creditId: ID!, $startsAt: DateTimeISO!, $teacherId: ID) {
  bookMakeUp(creditId: $creditId, startsAt: $startsAt, teacherId: $teacherId) {
    ...LessonFields
  }
}
    fragment LessonFields on Lesson {
  id
  startsAt
  endsAt
  status
  note
  course
  teacherId
  studentId
  planId
  makeupFor
}`) as unknown as TypedDocumentString<BookMakeUpMutation, BookMakeUpMutationVariables>;
export const ChangeLessonPlanDocument = new TypedDocumentString(`
    mutation ChangeLessonPlan($planId: ID!, $input: LessonPlanChangeInput!) {
  changeLessonPlan(planId: $planId, input: $input) {
    ...LessonPlanFields
  }
}
    fragment LessonPlanFields on LessonPlan {
  id
  studentId
  teacherId
  course
  weekday
  startTime
  minutes
  timeZone
  firstDate
  lastDate
}`) as unknown as TypedDocumentString<ChangeLessonPlanMutation, ChangeLessonPlanMutationVariables>;
export const EndLessonPlanDocument = new TypedDocumentString(`
    mutation EndLessonPlan($planId: ID!, $lastDate: String!) {
  endLessonPlan(planId: $planId, lastDate: $lastDate) {
    ...LessonPlanFields
  }
}
    fragment LessonPlanFields on LessonPlan {
  id
  studentId
  teacherId
  course
  weekday
  startTime
  minutes
  timeZone
  firstDate
  lastDate
}`) as unknown as TypedDocumentString<EndLessonPlanMutation, EndLessonPlanMutationVariables>;
export const SchoolClosuresDocument = new TypedDocumentString(`
    query SchoolClosures {
  schoolClosures {
    id
    name
    firstDate
    lastDate
  }
}
    `) as unknown as TypedDocumentString<SchoolClosuresQuery, SchoolClosuresQueryVariables>;
export const AddSchoolClosureDocument = new TypedDocumentString(`
    mutation AddSchoolClosure($input: ClosureInput!) {
  addSchoolClosure(input: $input) {
    id
    name
    firstDate
    lastDate
  }
}
    `) as unknown as TypedDocumentString<AddSchoolClosureMutation, AddSchoolClosureMutationVariables>;
export const RemoveSchoolClosureDocument = new TypedDocumentString(`
    mutation RemoveSchoolClosure($id: ID!) {
  removeSchoolClosure(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveSchoolClosureMutation, RemoveSchoolClosureMutationVariables>;
export const TeacherLeaveDocument = new TypedDocumentString(`
    query TeacherLeave($teacherId: ID!) {
  teacherLeave(teacherId: $teacherId) {
    id
    teacherId
    firstDate
    lastDate
    reason
  }
}
    `) as unknown as TypedDocumentString<TeacherLeaveQuery, TeacherLeaveQueryVariables>;
export const AddTeacherLeaveDocument = new TypedDocumentString(`
    mutation AddTeacherLeave($input: TeacherLeaveInput!) {
  addTeacherLeave(input: $input) {
    id
    firstDate
    lastDate
  }
}
    `) as unknown as TypedDocumentString<AddTeacherLeaveMutation, AddTeacherLeaveMutationVariables>;
export const RemoveTeacherLeaveDocument = new TypedDocumentString(`
    mutation RemoveTeacherLeave($id: ID!) {
  removeTeacherLeave(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveTeacherLeaveMutation, RemoveTeacherLeaveMutationVariables>;
export const MyTeacherDocument = new TypedDocumentString(`
    query MyTeacher {
  myTeacher {
    id
    name
    timeZone
  }
}
    `) as unknown as TypedDocumentString<MyTeacherQuery, MyTeacherQueryVariables>;
export const TeacherStudentsDocument = new TypedDocumentString(`
    query TeacherStudents {
  students {
    id
    name
    course
    timeZone
  }
}
    `) as unknown as TypedDocumentString<TeacherStudentsQuery, TeacherStudentsQueryVariables>;
export const TeacherMonthDocument = new TypedDocumentString(`
    query TeacherMonth($month: String!, $teacherId: ID) {
  teacherMonth(month: $month, teacherId: $teacherId) {
    ...TeacherMonthFields
  }
}
    fragment TeacherMonthFields on TeacherMonthReport {
  teacherId
  teacherName
  month
  timeZone
  attended
  noShows
  absentWithNotice
  cancelled
  makeUps
  unmarked
  upcoming
  taught
  minutesTaught
}`) as unknown as TypedDocumentString<TeacherMonthQuery, TeacherMonthQueryVariables>;
export const TeacherMonthsDocument = new TypedDocumentString(`
    query TeacherMonths($month: String!) {
  teacherMonths(month: $month) {
    ...TeacherMonthFields
  }
}
    fragment TeacherMonthFields on TeacherMonthReport {
  teacherId
  teacherName
  month
  timeZone
  attended
  noShows
  absentWithNotice
  cancelled
  makeUps
  unmarked
  upcoming
  taught
  minutesTaught
}`) as unknown as TypedDocumentString<TeacherMonthsQuery, TeacherMonthsQueryVariables>;
export const LessonPolicyDocument = new TypedDocumentString(`
    query LessonPolicy {
  lessonPolicy {
    ...LessonPolicyFields
  }
}
    fragment LessonPolicyFields on LessonPolicy {
  noticeHours
  creditsPerTerm
  expiryDays
  reminderHours
  updatedAt
}`) as unknown as TypedDocumentString<LessonPolicyQuery, LessonPolicyQueryVariables>;
export const SetLessonPolicyDocument = new TypedDocumentString(`
    mutation SetLessonPolicy($input: LessonPolicyInput!) {
  setLessonPolicy(input: $input) {
    ...LessonPolicyFields
  }
}
    fragment LessonPolicyFields on LessonPolicy {
  noticeHours
  creditsPerTerm
  expiryDays
  reminderHours
  updatedAt
}`) as unknown as TypedDocumentString<SetLessonPolicyMutation, SetLessonPolicyMutationVariables>;
export const FamiliesDocument = new TypedDocumentString(`
    query Families($search: String) {
  families(search: $search) {
    ...FamilyFields
  }
}
    fragment FamilyFields on Family {
  id
  payerName
  email
  phone
  timeZone
  createdAt
}`) as unknown as TypedDocumentString<FamiliesQuery, FamiliesQueryVariables>;
export const UpdateFamilyDocument = new TypedDocumentString(`
    mutation UpdateFamily($id: ID!, $input: FamilyInput!) {
  updateFamily(id: $id, input: $input) {
    ...FamilyFields
  }
}
    fragment FamilyFields on Family {
  id
  payerName
  email
  phone
  timeZone
  createdAt
}`) as unknown as TypedDocumentString<UpdateFamilyMutation, UpdateFamilyMutationVariables>;
export const EndEnrolmentDocument = new TypedDocumentString(`
    mutation EndEnrolment($studentId: ID!, $lastDate: String!) {
  endEnrolment(studentId: $studentId, lastDate: $lastDate) {
    id
    status
    leftOn
  }
}
    `) as unknown as TypedDocumentString<EndEnrolmentMutation, EndEnrolmentMutationVariables>;
export const RejoinStudentDocument = new TypedDocumentString(`
    mutation RejoinStudent($studentId: ID!) {
  rejoinStudent(studentId: $studentId) {
    id
    status
    leftOn
  }
}
    `) as unknown as TypedDocumentString<RejoinStudentMutation, RejoinStudentMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($filter: NotificationFilter, $params: ListParams) {
  page: notifications(filter: $filter, params: $params) {
    items {
      ...NotificationFields
    }
    total
  }
}
    fragment NotificationFields on Notification {
  id
  kind
  channel
  submissionId
  recipient
  status
  attempts
  nextAttemptAt
  lastError
  deliveryKey
  createdAt
  sentAt
}`) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const RetryNotificationDocument = new TypedDocumentString(`
    mutation RetryNotification($id: ID!) {
  retryNotification(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RetryNotificationMutation, RetryNotificationMutationVariables>;
export const PageViewsDocument = new TypedDocumentString(`
    query PageViews($filter: PageViewFilter, $params: ListParams) {
  page: pageViews(filter: $filter, params: $params) {
    items {
      ...PageViewFields
    }
    total
  }
}
    fragment PageViewFields on PageView {
  id
  page
  createdAt
}`) as unknown as TypedDocumentString<PageViewsQuery, PageViewsQueryVariables>;
export const DeletePageViewsDocument = new TypedDocumentString(`
    mutation DeletePageViews($ids: [ID!]!) {
  ids: deletePageViews(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeletePageViewsMutation, DeletePageViewsMutationVariables>;
export const PageViewStatsDocument = new TypedDocumentString(`
    query PageViewStats($from: DateTimeISO!, $to: DateTimeISO!) {
  pageViewStats(from: $from, to: $to) {
    total
    perDay {
      day
      count
    }
    topPages {
      page
      count
    }
  }
}
    `) as unknown as TypedDocumentString<PageViewStatsQuery, PageViewStatsQueryVariables>;
export const PayrollMonthDocument = new TypedDocumentString(`
    query PayrollMonth($month: String!) {
  payrollMonth(month: $month) {
    ...TeacherPayFields
  }
}
    fragment PayRateFields on PayRate {
  id
  teacherId
  course
  kind
  currency
  amount
  validFrom
}
fragment TeacherPayFields on TeacherPay {
  teacherId
  noRate
  final
  unmarked
  unrated
  amounts {
    currency
    amount
  }
  lines {
    lessons
    minutes
    amount
    rate {
      ...PayRateFields
    }
  }
}`) as unknown as TypedDocumentString<PayrollMonthQuery, PayrollMonthQueryVariables>;
export const PayRatesDocument = new TypedDocumentString(`
    query PayRates($teacherId: ID) {
  payRates(teacherId: $teacherId) {
    ...PayRateFields
  }
}
    fragment PayRateFields on PayRate {
  id
  teacherId
  course
  kind
  currency
  amount
  validFrom
}`) as unknown as TypedDocumentString<PayRatesQuery, PayRatesQueryVariables>;
export const SetPayRateDocument = new TypedDocumentString(`
    mutation SetPayRate($input: PayRateInput!) {
  setPayRate(input: $input) {
    ...PayRateFields
  }
}
    fragment PayRateFields on PayRate {
  id
  teacherId
  course
  kind
  currency
  amount
  validFrom
}`) as unknown as TypedDocumentString<SetPayRateMutation, SetPayRateMutationVariables>;
export const RemovePayRateDocument = new TypedDocumentString(`
    mutation RemovePayRate($id: ID!) {
  removePayRate(id: $id)
}
    `) as unknown as TypedDocumentString<RemovePayRateMutation, RemovePayRateMutationVariables>;
export const PersonDocument = new TypedDocumentString(`
    query Person($email: String!) {
  person(email: $email) {
    email
    names
    firstSeenAt
    lastSeenAt
    submissions {
      kind
      id
      name
      status
      spam
      createdAt
      summary
    }
    timeline {
      ...TimelineEntryFields
    }
  }
}
    fragment TimelineEntryFields on TimelineEntry {
  id
  at
  type
  kind
  submissionId
  summary
  actorEmail
  subject
  body
  deliveryStatus
}`) as unknown as TypedDocumentString<PersonQuery, PersonQueryVariables>;
export const ErasePersonDocument = new TypedDocumentString(`
    mutation ErasePerson($email: String!) {
  report: erasePerson(email: $email) {
    submissions
    resumes
    mails
    bookings
  }
}
    `) as unknown as TypedDocumentString<ErasePersonMutation, ErasePersonMutationVariables>;
export const ReplyTemplatesDocument = new TypedDocumentString(`
    query ReplyTemplates {
  replyTemplates {
    ...ReplyTemplateFields
  }
}
    fragment ReplyTemplateFields on ReplyTemplate {
  id
  name
  subject
  body
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ReplyTemplatesQuery, ReplyTemplatesQueryVariables>;
export const CreateReplyTemplateDocument = new TypedDocumentString(`
    mutation CreateReplyTemplate($input: ReplyTemplateInput!) {
  record: createReplyTemplate(input: $input) {
    ...ReplyTemplateFields
  }
}
    fragment ReplyTemplateFields on ReplyTemplate {
  id
  name
  subject
  body
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateReplyTemplateMutation, CreateReplyTemplateMutationVariables>;
export const UpdateReplyTemplateDocument = new TypedDocumentString(`
    mutation UpdateReplyTemplate($id: ID!, $input: ReplyTemplateInput!) {
  record: updateReplyTemplate(id: $id, input: $input) {
    ...ReplyTemplateFields
  }
}
    fragment ReplyTemplateFields on ReplyTemplate {
  id
  name
  subject
  body
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateReplyTemplateMutation, UpdateReplyTemplateMutationVariables>;
export const DeleteReplyTemplateDocument = new TypedDocumentString(`
    mutation DeleteReplyTemplate($id: ID!) {
  deleted: deleteReplyTemplate(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteReplyTemplateMutation, DeleteReplyTemplateMutationVariables>;
export const PreviewReplyDocument = new TypedDocumentString(`
    query PreviewReply($submissionId: ID!, $subject: String!, $body: String!) {
  preview: previewReply(
    submissionId: $submissionId
    subject: $subject
    body: $body
  ) {
    subject
    body
  }
}
    `) as unknown as TypedDocumentString<PreviewReplyQuery, PreviewReplyQueryVariables>;
export const SendReplyDocument = new TypedDocumentString(`
    mutation SendReply($submissionId: ID!, $subject: String!, $body: String!) {
  entry: sendReply(submissionId: $submissionId, subject: $subject, body: $body) {
    ...TimelineEntryFields
  }
}
    fragment TimelineEntryFields on TimelineEntry {
  id
  at
  type
  kind
  submissionId
  summary
  actorEmail
  subject
  body
  deliveryStatus
}`) as unknown as TypedDocumentString<SendReplyMutation, SendReplyMutationVariables>;
export const TeacherApplicationsDocument = new TypedDocumentString(`
    query TeacherApplications($filter: TeacherApplicationFilter, $params: ListParams) {
  page: teacherApplications(filter: $filter, params: $params) {
    items {
      ...TeacherApplicationFields
    }
    total
  }
}
    fragment TeacherApplicationFields on TeacherApplication {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
  resumeName
  resumeSize
  resumeUrl
  resumeDownloadPath
}`) as unknown as TypedDocumentString<TeacherApplicationsQuery, TeacherApplicationsQueryVariables>;
export const UpdateTeacherApplicationDocument = new TypedDocumentString(`
    mutation UpdateTeacherApplication($id: ID!, $input: UpdateTeacherApplicationInput!) {
  record: updateTeacherApplication(id: $id, input: $input) {
    ...TeacherApplicationRecordFields
  }
}
    fragment TeacherApplicationFields on TeacherApplication {
  id
  name
  email
  message
  status
  notes
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
  resumeName
  resumeSize
  resumeUrl
  resumeDownloadPath
}
fragment TeacherApplicationRecordFields on TeacherApplication {
  ...TeacherApplicationFields
  personEmail
  otherEnquiries
}`) as unknown as TypedDocumentString<UpdateTeacherApplicationMutation, UpdateTeacherApplicationMutationVariables>;
export const UpdateTeacherApplicationsDocument = new TypedDocumentString(`
    mutation UpdateTeacherApplications($ids: [ID!]!, $input: UpdateTeacherApplicationInput!) {
  ids: updateTeacherApplications(ids: $ids, input: $input)
}
    `) as unknown as TypedDocumentString<UpdateTeacherApplicationsMutation, UpdateTeacherApplicationsMutationVariables>;
export const DeleteTeacherApplicationsDocument = new TypedDocumentString(`
    mutation DeleteTeacherApplications($ids: [ID!]!) {
  ids: deleteTeacherApplications(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeleteTeacherApplicationsMutation, DeleteTeacherApplicationsMutationVariables>;
export const MarkTeacherApplicationsSpamDocument = new TypedDocumentString(`
    mutation MarkTeacherApplicationsSpam($ids: [ID!]!, $spam: Boolean!) {
  ids: markTeacherApplicationsSpam(ids: $ids, spam: $spam)
}
    `) as unknown as TypedDocumentString<MarkTeacherApplicationsSpamMutation, MarkTeacherApplicationsSpamMutationVariables>;
export const TeacherApplicationHistoryDocument = new TypedDocumentString(`
    query TeacherApplicationHistory($id: ID!) {
  record: teacherApplication(id: $id) {
    id
    history {
      ...HistoryEntryFields
    }
  }
}
    fragment HistoryEntryFields on HistoryEntry {
  at
  actorEmail
  action
  sentence
}`) as unknown as TypedDocumentString<TeacherApplicationHistoryQuery, TeacherApplicationHistoryQueryVariables>;
export const DashboardSettingsDocument = new TypedDocumentString(`
    query DashboardSettings {
  dashboardSettings {
    schoolTimeZone
    now
  }
}
    `) as unknown as TypedDocumentString<DashboardSettingsQuery, DashboardSettingsQueryVariables>;
export const StaffDocument = new TypedDocumentString(`
    query Staff($kind: String) {
  staff(kind: $kind) {
    id
    email
    name
  }
}
    `) as unknown as TypedDocumentString<StaffQuery, StaffQueryVariables>;
export const TriageOverviewDocument = new TypedDocumentString(`
    query TriageOverview {
  triageOverview {
    schoolTimeZone
    since
    cards {
      key
      resource
      label
      count
      filter
    }
  }
}
    `) as unknown as TypedDocumentString<TriageOverviewQuery, TriageOverviewQueryVariables>;
export const TrialRequestsDocument = new TypedDocumentString(`
    query TrialRequests($filter: TrialRequestFilter, $params: ListParams) {
  page: trialRequests(filter: $filter, params: $params) {
    items {
      ...TrialRequestFields
    }
    total
  }
}
    fragment TrialRequestFields on TrialRequest {
  id
  name
  email
  gender
  category
  status
  notes
  handledBy
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}`) as unknown as TypedDocumentString<TrialRequestsQuery, TrialRequestsQueryVariables>;
export const UpdateTrialRequestDocument = new TypedDocumentString(`
    mutation UpdateTrialRequest($id: ID!, $input: UpdateTrialRequestInput!) {
  record: updateTrialRequest(id: $id, input: $input) {
    ...TrialRequestRecordFields
  }
}
    fragment TrialRequestFields on TrialRequest {
  id
  name
  email
  gender
  category
  status
  notes
  handledBy
  spam
  createdAt
  statusChangedAt
  assignee {
    id
    email
    name
  }
}
fragment TrialRequestRecordFields on TrialRequest {
  ...TrialRequestFields
  personEmail
  otherEnquiries
  phone
}`) as unknown as TypedDocumentString<UpdateTrialRequestMutation, UpdateTrialRequestMutationVariables>;
export const UpdateTrialRequestsDocument = new TypedDocumentString(`
    mutation UpdateTrialRequests($ids: [ID!]!, $input: UpdateTrialRequestInput!) {
  ids: updateTrialRequests(ids: $ids, input: $input)
}
    `) as unknown as TypedDocumentString<UpdateTrialRequestsMutation, UpdateTrialRequestsMutationVariables>;
export const DeleteTrialRequestsDocument = new TypedDocumentString(`
    mutation DeleteTrialRequests($ids: [ID!]!) {
  ids: deleteTrialRequests(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeleteTrialRequestsMutation, DeleteTrialRequestsMutationVariables>;
export const MarkTrialRequestsSpamDocument = new TypedDocumentString(`
    mutation MarkTrialRequestsSpam($ids: [ID!]!, $spam: Boolean!) {
  ids: markTrialRequestsSpam(ids: $ids, spam: $spam)
}
    `) as unknown as TypedDocumentString<MarkTrialRequestsSpamMutation, MarkTrialRequestsSpamMutationVariables>;
export const TrialRequestHistoryDocument = new TypedDocumentString(`
    query TrialRequestHistory($id: ID!) {
  record: trialRequest(id: $id) {
    id
    history {
      ...HistoryEntryFields
    }
  }
}
    fragment HistoryEntryFields on HistoryEntry {
  at
  actorEmail
  action
  sentence
}`) as unknown as TypedDocumentString<TrialRequestHistoryQuery, TrialRequestHistoryQueryVariables>;
export const AdminUsersDocument = new TypedDocumentString(`
    query AdminUsers {
  adminUsers {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  email
  role
  disabled
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateAdminUserDocument = new TypedDocumentString(`
    mutation CreateAdminUser($email: String!, $password: String!, $role: String!) {
  createAdminUser(input: {email: $email, password: $password, role: $role}) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  email
  role
  disabled
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<CreateAdminUserMutation, CreateAdminUserMutationVariables>;
export const UpdateAdminUserDocument = new TypedDocumentString(`
    mutation UpdateAdminUser($id: ID!, $role: String, $disabled: Boolean, $password: String) {
  updateAdminUser(
    id: $id
    input: {role: $role, disabled: $disabled, password: $password}
  ) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  email
  role
  disabled
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<UpdateAdminUserMutation, UpdateAdminUserMutationVariables>;