/**
 * What a notification says about a submission: a subject, labelled fields and a dashboard link.
 * Shared by the email and the webhook, so both show the same facts. Never the resume itself.
 */
import { CATEGORY_LABELS, type TrialCategory } from '@school/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { ContactMessage } from '../contact-message/contact-message.entity';
import type { SubmissionKind } from '../submission';
import { TeacherApplication } from '../teacher-application/teacher-application.entity';
import { TrialRequest } from '../trial-request/trial-request.entity';

export const SUBMISSION_ENTITIES: Record<SubmissionKind, EntityTarget<ObjectLiteral>> = {
  'trial-request': TrialRequest,
  'contact-message': ContactMessage,
  'teacher-application': TeacherApplication,
};

export interface SubmissionSummary {
  kind: SubmissionKind;
  id: string;
  subject: string;
  /** Label → value, in reading order. */
  fields: [string, string][];
  /** Plain data for the webhook payload. */
  data: Record<string, string | boolean | null>;
  link: string;
}

const TITLES: Record<SubmissionKind, string> = {
  'trial-request': 'New trial request',
  'contact-message': 'New contact message',
  'teacher-application': 'New teacher application',
};

function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as TrialCategory] ?? category;
}

function details(kind: SubmissionKind, row: ObjectLiteral): { fields: [string, string][]; data: Record<string, string | boolean | null>; suffix: string } {
  const person: [string, string][] = [['Name', row.name], ['Email', row.email]];
  if (kind === 'trial-request') {
    return {
      fields: [...person, ['Gender', row.gender], ['Course', categoryLabel(row.category)]],
      data: { gender: row.gender, category: row.category }, suffix: ` (${categoryLabel(row.category)})`,
    };
  }
  if (kind === 'contact-message') return { fields: [...person, ['Message', row.message]], data: { message: row.message }, suffix: '' };
  const hasResume = Boolean(row.resumeKey || row.resumeUrl);
  return {
    fields: [...person, ['Message', row.message], ['Resume', hasResume ? 'attached: open the application in the dashboard' : 'none']],
    data: { message: row.message, hasResume }, suffix: '',
  };
}

export function summarize(kind: SubmissionKind, row: ObjectLiteral, publicUrl: string): SubmissionSummary {
  const { fields, data, suffix } = details(kind, row);
  const createdAt = new Date(row.createdAt).toISOString();
  return {
    kind, id: row.id,
    subject: `${TITLES[kind]}: ${row.name}${suffix}`.replace(/[\r\n]+/g, ' '),
    fields: [...fields, ['Received', createdAt]],
    data: { id: row.id, name: row.name, email: row.email, ...data, createdAt },
    link: `${publicUrl}/admin/#/${kind}s/${encodeURIComponent(row.id)}/show`,
  };
}
