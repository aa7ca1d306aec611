/** Trial genders, as the site's select sends them (docs/requirements.md#entity-trial-request). */
export const GENDERS = ['male', 'female', 'others'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Trial categories. The site's select values for the two singing courses carry a trailing space
 * (docs/requirements.md#trial-categories); the server accepts them with or without it and stores the trimmed value.
 */
export const TRIAL_CATEGORIES = ['hindustanivocal', 'bollywoodvocal', 'piano', 'guitar', 'tabla'] as const;
export type TrialCategory = (typeof TRIAL_CATEGORIES)[number];

/** The exact <option> values of the site's category select, 'none' meaning not selected. */
export const TRIAL_CATEGORY_OPTIONS = [
  { value: 'none', label: 'Select a course' },
  { value: 'hindustanivocal ', label: 'Hindustani Vocal' },
  { value: 'bollywoodvocal ', label: 'Bollywood Vocal' },
  { value: 'piano', label: 'Piano' },
  { value: 'guitar', label: 'Guitar' },
  { value: 'tabla', label: 'Tabla' },
] as const;

export const CATEGORY_LABELS: Record<TrialCategory, string> = {
  hindustanivocal: 'Hindustani Vocal',
  bollywoodvocal: 'Bollywood Vocal',
  piano: 'Piano',
  guitar: 'Guitar',
  tabla: 'Tabla',
};

/** Triage workflows of the dashboard. Every submission starts as 'new'. */
export const TRIAL_STATUSES = [
  'new',
  'contacted',
  'scheduled',
  'cancelled_by_family',
  'trial_done',
  'no_show',
  'enrolled',
  'not_interested',
] as const;
export const CONTACT_STATUSES = ['new', 'replied', 'archived'] as const;
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interviewed', 'hired', 'rejected'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Editors edit the site's content (docs/requirements.md#content) and nothing else; teachers see their own week
 * (docs/requirements.md#teacher-week): their lessons, students, attendance, leave and month.
 */
export const ADMIN_ROLES = ['admin', 'recruiter', 'editor', 'teacher'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
