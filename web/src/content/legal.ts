import { LEGAL_PAGES_UPDATED, longDate } from '@school/common';
import type { TextSection } from './types';

/** A real date: when the pages were last reviewed (the dashboard's "Before you launch" list flags it when stale). */
export const LEGAL_UPDATED = `Last updated: ${longDate(LEGAL_PAGES_UPDATED)}`;

export const termsSections: TextSection[] = [
  {
    heading: 'Accounts',
    paragraphs: [
      `To take classes with {school} you give us accurate contact details for yourself, or, for a learner under 18, for a parent or guardian who is responsible for the account.`,
      'You keep your class links and any login details private. Tell us straight away if you think someone else is using them.',
    ],
  },
  {
    heading: 'Use of Services',
    paragraphs: [
      'Classes and materials are for your personal learning. Do not record, share or resell lessons without the written consent of your teacher and the school.',
      'Treat teachers and staff with respect. We may suspend access for abusive behaviour or misuse of the platform.',
    ],
  },
  {
    heading: 'Enrolment and Payment',
    paragraphs: [
      'A free trial class carries no obligation. After the trial, enrolment is confirmed when the first payment for your chosen plan is received.',
      "Fees and timings are agreed before enrolment and are payable in advance for each billing period. Classes cancelled with less than 24 hours' notice count as taken.",
    ],
  },
  {
    heading: 'Refunds',
    paragraphs: [
      'Refunds are made according to our refund policy: unused classes in a paid period are refunded on request within 14 days of payment, and classes the school cancels are always rescheduled or refunded.',
      `Send refund requests to {supportEmail}. Approved refunds reach the original payment method within 10 working days.`,
    ],
  },
];

export const privacySections: TextSection[] = [
  {
    heading: 'Information We Collect',
    paragraphs: [
      'When you contact us, book a trial or apply to teach, we collect what you enter in the form: your name, email address, your message, and for trial bookings your gender and chosen course. Teacher applicants also send a resume.',
      'We record which pages of this website are visited, without cookies and without identifying you.',
    ],
  },
  {
    heading: 'How We Use It',
    paragraphs: [
      'We use your details only to answer your enquiry, arrange your trial and classes, review teaching applications, and improve our website.',
    ],
  },
  {
    heading: 'Sharing',
    paragraphs: [
      'We do not sell your information. We share it only with the teacher assigned to you and with service providers who host our systems, under confidentiality obligations, or when the law requires it.',
    ],
  },
  {
    heading: 'Your Choices',
    paragraphs: [
      `You can ask to see, correct or delete the information we hold about you at any time by writing to {supportEmail}. You can also ask us to stop contacting you, and we will.`,
    ],
  },
];
