/**
 * Dashboard accounts as the triage screens name them (docs/requirements.md#assignment). Accounts have
 * no name of their own: the part of the email before the @, each word capitalised, stands for one.
 */
export function staffName(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ') || email;
}

export const accountMessages = {
  /** The right password for a disabled account (docs/requirements.md#disabled-accounts). */
  disabled: 'This account is disabled. Ask an admin to enable it.',
  /** A wrong password, an unknown email, or a disabled account with a wrong password: never says which. */
  wrong: 'Wrong email or password',
  /** An assignee that is not an active account. */
  chooseStaff: 'Choose an active staff account',
  /** An active account whose role may not open the record's kind (a recruiter for a trial request). */
  cannotOpen: (name: string) => `${name} cannot open this kind of record: choose someone whose role can`,
} as const;
