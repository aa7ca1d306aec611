/** The audit log's actions in words, for its "Action" filter (docs/requirements.md#audit-log). */
export const AUDIT_ACTION_CHOICES = [
  ['status_change', 'Status changed'],
  ['update', 'Edited'],
  ['assign', 'Assigned'],
  ['spam', 'Marked as spam'],
  ['not_spam', 'Marked as not spam'],
  ['reply_sent', 'Reply sent'],
  ['delete', 'Deleted'],
  ['export', 'List exported'],
  ['resume_download', 'Resume downloaded'],
  ['booking_create', 'Class booked'],
  ['booking_move', 'Class moved'],
  ['booking_cancel', 'Class cancelled'],
  ['student_enrol', 'Student enrolled'],
  ['lesson_plan_create', 'Weekly lesson set'],
  ['lesson_mark', 'Attendance marked'],
  ['makeup_book', 'Make-up booked'],
  ['lesson_policy_update', 'Make-up policy changed'],
  ['teacher_create', 'Teacher added'],
  ['teacher_update', 'Teacher changed'],
  ['reply_template_create', 'Reply template added'],
  ['reply_template_update', 'Reply template changed'],
  ['reply_template_delete', 'Reply template deleted'],
  ['content_save', 'Content saved'],
  ['content_delete', 'Content deleted'],
  ['content_rollback', 'Content restored'],
  ['content_image_upload', 'Image uploaded'],
  ['person_export', 'Person’s data exported'],
  ['person_erase', 'Person erased'],
  ['retention', 'Old data erased (retention)'],
  ['user_create', 'Account added'],
  ['user_update', 'Account changed'],
  ['sign_in', 'Signed in'],
  ['sign_out', 'Signed out'],
  ['sign_in_failed', 'Sign-in failed'],
  ['sign_in_slowed', 'Sign-in slowed down'],
  ['sign_in_locked', 'Sign-in locked'],
].map(([id, name]) => ({ id, name }));

const NAMES = new Map(AUDIT_ACTION_CHOICES.map((choice) => [choice.id, choice.name]));

/** An action's words ("Status changed"); an unknown one with its underscores as spaces. */
export const actionLabel = (action: string) => NAMES.get(action) ?? action.replace(/_/g, ' ');
