/**
 * How many of each record staff add by hand are kept: the dashboard reads these lists whole, so none may grow
 * without bound. One more is refused with BAD_USER_INPUT naming the form's first field, nothing written.
 */
import { ValidationError } from '../errors';

export const KEPT_RECORDS = {
  /** Teachers, inactive ones included. */
  teachers: 200,
  replyTemplates: 100,
  /** Dashboard accounts, disabled ones included (accounts are disabled, never deleted). */
  adminUsers: 200,
} as const;

/** Refuses one more of `what` once `count` has reached `max`, naming `field`. */
export function refuseBeyond(count: number, max: number, what: string, field: string): void {
  if (count < max) return;
  const message = `At most ${max} ${what} are kept: no more can be added`;
  throw new ValidationError(message, { [field]: message });
}
