/**
 * Human labels of the workflow values, written once: the dashboard shows them, the server's CSV export
 * and history sentences print them (docs/requirements.md#labels).
 */
import {
  ADMIN_ROLES,
  APPLICATION_STATUSES,
  CATEGORY_LABELS,
  CONTACT_STATUSES,
  TRIAL_CATEGORIES,
  TRIAL_STATUSES,
} from './enums';

export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  cancelled_by_family: 'Cancelled by the family',
  trial_done: 'Trial done',
  no_show: 'No-show',
  enrolled: 'Enrolled',
  not_interested: 'Not interested',
  replied: 'Replied',
  archived: 'Archived',
  shortlisted: 'Shortlisted',
  interviewed: 'Interviewed',
  hired: 'Hired',
  rejected: 'Rejected',
};

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export const STATUS_COLORS: Record<string, ChipColor> = {
  new: 'info',
  contacted: 'primary',
  scheduled: 'secondary',
  cancelled_by_family: 'warning',
  trial_done: 'warning',
  no_show: 'error',
  enrolled: 'success',
  not_interested: 'default',
  replied: 'success',
  archived: 'default',
  shortlisted: 'primary',
  interviewed: 'secondary',
  hired: 'success',
  rejected: 'default',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

export const categoryLabel = (category: string) =>
  CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS] ?? category;

const choicesOf = (values: readonly string[], label: (v: string) => string) =>
  values.map((id) => ({ id, name: label(id) }));

export const TRIAL_STATUS_CHOICES = choicesOf(TRIAL_STATUSES, statusLabel);
export const CONTACT_STATUS_CHOICES = choicesOf(CONTACT_STATUSES, statusLabel);
export const APPLICATION_STATUS_CHOICES = choicesOf(APPLICATION_STATUSES, statusLabel);
export const CATEGORY_CHOICES = choicesOf(TRIAL_CATEGORIES, categoryLabel);
const ROLE_LABELS: Record<(typeof ADMIN_ROLES)[number], string> = {
  admin: 'Admin (everything)',
  recruiter: 'Recruiter (teacher applications only)',
  editor: "Editor (edits the site's content, nothing else)",
  teacher: 'Teacher (their own lessons and students; the email of a teacher in Teachers)',
};
const roleLabel = (role: string) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role;
/** The roles the dashboard offers for an account, each with what it may do (docs/requirements.md#roles). */
export const ROLE_CHOICES = choicesOf(ADMIN_ROLES, roleLabel);
export const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', others: 'Other' };
export const genderLabel = (gender: string) => GENDER_LABELS[gender] ?? gender;
