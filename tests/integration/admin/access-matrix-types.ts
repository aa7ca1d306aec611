/** What the access matrix's files share: the roles, an operation, a made-up id. */
import type { Answer } from '../../helpers/http';

export const NO_ID = '00000000-0000-4000-8000-000000000000';

export type Role = 'anonymous' | 'recruiter' | 'editor' | 'teacher' | 'admin';
export interface Operation {
  name: string;
  roles: Role[];
  run(cookie: string | null): Promise<Answer>;
  http?: boolean;
  /** An HTTP operation's answer to an allowed caller, when not 200 (404 for a made-up id). */
  okStatus?: number;
  /** Error codes an allowed caller may get (e.g. NOT_FOUND for a made-up id). */
  allowedCodes?: string[];
}
