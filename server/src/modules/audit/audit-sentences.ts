/**
 * The audit log in words (docs/requirements.md#audit-log): each entry as a sentence a person reads
 * ("Asha (asha@school.example) changed the status from New to Contacted"), never a raw key or JSON.
 */
import { categoryLabel, instantLabel, kindNames, statusLabel, SUBMISSION_KINDS } from '@school/common';

/** How a staff account is named in sentences: the part before @, capitalised ("asha.rao@…" → "Asha.rao"). */
export function staffName(email: string): string {
  const local = email.split('@')[0] || email;
  return local[0].toUpperCase() + local.slice(1);
}

/** "Asha (asha@school.example)" */
export function whoIs(email: string): string {
  return email.includes('@') ? `${staffName(email)} (${email})` : email;
}

/** The fields an `update` entry names (its detail: "changed notes, handledBy"), in words. */
const FIELDS: Record<string, string> = {
  notes: 'the notes',
  handledBy: 'the handled-by text',
  assigneeId: 'the assignee',
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const label = (key: string, value: string) =>
  key === 'status' ? statusLabel(value) : key === 'category' ? categoryLabel(value) : value;

/** "a trial request" for a submission target, else "it". */
function what(target: string | null): string {
  const kind = SUBMISSION_KINDS.find((one) => target?.startsWith(`${kindNames(one).snake}:`));
  return kind ? `a ${kind.label.one.toLowerCase()}` : 'it';
}

function exportPhrase(list_: string | null, detail: string | null): string {
  let filters = '';
  try {
    const query = JSON.parse(detail ?? '{}') as Record<string, unknown>;
    const parts = Object.entries(query)
      .filter(([, value]) => value !== '' && value !== undefined)
      .map(
        ([key, value]) =>
          `${key} ${([] as unknown[])
            .concat(value)
            .map((one) => label(key, String(one)))
            .join(', ')}`,
      );
    if (parts.length > 0) filters = `, filtered by ${parts.join('; ')}`;
  } catch {
    filters = '';
  }
  return `exported the ${(list_ ?? 'list').replace(/-/g, ' ')} list as CSV${filters}`;
}

function updatePhrase(target: string | null, detail: string | null): string {
  if (target?.startsWith('notification:')) return 'retried a notification';
  const fields = (detail ?? '')
    .replace(/^changed /, '')
    .split(/,\s*/)
    .filter(Boolean);
  return fields.length > 0 ? `edited ${list(fields.map((field) => FIELDS[field] ?? field))}` : 'edited it';
}

/**
 * A booking's detail as words. The booking service writes it in words already, the time in the school's
 * zone and named ("Thu 26 Nov, 14:30 (Asia/Kolkata) with Anita Desai"); entries from before it did hold
 * "<ISO instant> with <teacher>", said here in UTC, and named so, since a sentence is read in any zone.
 */
function bookingPhrase(verb: string, detail: string | null): string {
  const [iso, teacher] = (detail ?? '').split(/ with (.*)/s);
  const at = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? new Date(iso) : new Date(NaN);
  if (Number.isNaN(at.getTime()))
    return `${verb} the trial class${detail ? ` ${verb === 'moved' ? 'to' : 'for'} ${detail}` : ''}`;
  return `${verb} the trial class ${verb === 'moved' ? 'to' : 'for'} ${instantLabel(at, 'UTC', 'medium')} UTC${teacher ? ` with ${teacher}` : ''}`;
}

/**
 * "exported a person <64 hex>" as "exported everything held about a person (reference 22899f6b)": the
 * sentence stays readable, the whole keyed hash stays in the entry's detail to match entries up.
 */
function personPhrase(action: string, detail: string | null): string {
  const verb = action === 'person_erase' ? 'erased' : 'exported';
  const hash = /\b([0-9a-f]{64})$/.exec(detail ?? '')?.[1];
  return `${verb} everything held about a person${hash ? ` (reference ${hash.slice(0, 8)})` : ''}`;
}

/** What the actor did, as a verb phrase ("marked it as not spam"). */
export function auditPhrase(action: string, target: string | null, detail: string | null): string {
  switch (action) {
    case 'status_change': {
      const [from, to] = (detail ?? '').split(' → ');
      return to ? `changed the status from ${statusLabel(from)} to ${statusLabel(to)}` : 'changed the status';
    }
    case 'update':
      return updatePhrase(target, detail);
    case 'spam':
      return 'marked it as spam';
    case 'not_spam':
      return 'marked it as not spam';
    case 'assign':
      return detail ? `assigned it to ${staffName(detail)}` : 'unassigned it';
    case 'delete':
      return `deleted ${what(target)}`;
    case 'reply_sent':
      return detail ? `replied to ${what(target)}: "${detail}"` : `replied to ${what(target)}`;
    case 'booking_create':
      return bookingPhrase('booked', detail);
    case 'booking_move':
      return bookingPhrase('moved', detail);
    case 'booking_cancel':
      return bookingPhrase('cancelled', detail);
    case 'teacher_create':
      return detail ? `added the teacher ${detail}` : 'added a teacher';
    case 'teacher_update':
      return detail ? `${detail.replace(/^changed /, 'changed the teacher’s ')}` : 'changed a teacher';
    case 'resume_download':
      return detail ? `downloaded the resume ${detail}` : 'downloaded the resume';
    case 'export':
      return exportPhrase(target, detail);
    case 'sign_in':
      return 'signed in';
    case 'sign_out':
      return 'signed out';
    case 'sign_in_failed':
      return detail ? `could not sign in (${detail})` : 'could not sign in (wrong email or password)';
    case 'sign_in_locked':
      return `was locked out of signing in (${detail ?? 'too many attempts'})`;
    case 'sign_in_slowed':
      return `was slowed down signing in (${detail ?? 'too many attempts'})`;
    // a person is never named in the log (docs/requirements.md#data-rights): a short reference to the keyed hash
    case 'person_erase':
    case 'person_export':
      return personPhrase(action, detail);
    // their detail is the whole phrase: "retention: erased …",
    // 'saved the blog post "…", published', 'restored the course "Piano" to its version of …'
    case 'retention':
    case 'content_save':
    case 'content_delete':
    case 'content_rollback':
    case 'content_image_upload':
      return detail ?? action.replace(/_/g, ' ');
    case 'user_create':
      return `added the account ${detail ?? ''}`.trim();
    case 'user_update':
      return `changed the account ${detail ?? ''}`.trim();
    default:
      return `${action.replace(/_/g, ' ')}${detail ? ` (${detail})` : ''}`;
  }
}

/** The whole sentence: who, then what. */
export function auditSentence(entry: {
  actorEmail: string;
  action: string;
  target: string | null;
  detail: string | null;
}): string {
  return `${whoIs(entry.actorEmail)} ${auditPhrase(entry.action, entry.target, entry.detail)}`;
}
