/**
 * react-admin's English messages with a few friendlier ones for this school ("Saved" rather than
 * "Element updated"). Only the keys below change; everything else is react-admin's own text.
 */
import { defaultI18nProvider, type I18nProvider } from 'react-admin';

type Options = { smart_count?: number; _?: string; [key: string]: unknown };

const count = (options?: Options) => Number(options?.smart_count ?? 1);

const OVERRIDES: Record<string, (options?: Options) => string> = {
  'ra.notification.updated': (o) => (count(o) > 1 ? `${count(o)} items saved` : 'Saved'),
  'ra.notification.deleted': (o) => (count(o) > 1 ? `${count(o)} items deleted for good` : 'Deleted for good'),
  'ra.notification.item_doesnt_exist': () => 'This item no longer exists',
  'ra.notification.http_error': () => 'The server could not be reached. Please try again.',
  'ra.notification.logged_out': () => 'Your session has ended. Please sign in again.',
  'ra.auth.logout': () => 'Sign out',
  'ra.notification.created': () => 'Added',
  'ra.message.unsaved_changes': () => 'Your changes here are not saved yet. Leave this page and lose them?',
  'ra.page.not_found': () => 'Page not found',
  'ra.message.not_found': () => 'There is no page at this address. Check it, or go back to the dashboard.',
};

/** What each screen's record is called in its notifications ("Teacher added", never "Element created"). */
const NOUNS: Record<string, string> = {
  'trial-requests': 'Trial request',
  'contact-messages': 'Contact message',
  'teacher-applications': 'Teacher application',
  teachers: 'Teacher',
  users: 'Account',
  'reply-templates': 'Reply template',
  'blog-posts': 'Blog post',
  courses: 'Course',
  testimonials: 'Testimonial',
  'rising-stars': 'Video',
  'home-counters': 'Counter',
  faqs: 'Question',
  'school-details': 'School details',
  notifications: 'Notification',
};

const VERBS: Record<string, string> = { created: 'added', updated: 'saved' };

/** `resources.<resource>.notifications.<created|updated>`, which react-admin asks first. */
function resourceNotification(key: string, options?: Options): string | undefined {
  const [, resource, , event] = /^resources\.([a-z-]+)\.(notifications)\.(created|updated)$/.exec(key) ?? [];
  const noun = NOUNS[resource ?? ''];
  const verb = VERBS[event ?? ''];
  if (!noun || !verb) return undefined;
  const n = count(options);
  return n > 1 ? `${n} ${noun.toLowerCase()}s ${verb}` : `${noun} ${verb}`;
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key: string, options?: Options) =>
    resourceNotification(key, options) ?? OVERRIDES[key]?.(options) ?? defaultI18nProvider.translate(key, options),
};
