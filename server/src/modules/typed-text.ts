/** What staff type, checked and cleaned where it enters: shared by the features that take dates and short texts. */
import { DateTime } from 'luxon';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, YYYY-MM-DD, that exists. */
export const validDate = (value: string) => DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
/** One line or a few of plain text: control characters (but line breaks) become spaces; trimmed. */
export const clean = (value: string) => value.replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : ' ')).trim();
