/**
 * What the privacy page promises (docs/requirements.md#retention): how many days each kind of record
 * is kept by default, and where a person writes to get their data or have it erased. The server's
 * settings (RETENTION_*_DAYS, SUPPORT_EMAIL) start from these; the site shows them before it has
 * asked the server, so the prerendered page already reads right with the defaults.
 */
export const DEFAULT_RETENTION_DAYS = {
  rejectedApplicationsDays: 180,
  spamDays: 30,
  archivedMessagesDays: 365,
  pageViewsDays: 400,
} as const;

export type RetentionDays = { [K in keyof typeof DEFAULT_RETENTION_DAYS]: number };

/** The address the site has always given for questions (the footer, the contact section). */
export const DEFAULT_SUPPORT_EMAIL = 'support@raagarambh.example';
