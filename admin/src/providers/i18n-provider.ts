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
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key: string, options?: Options) =>
    OVERRIDES[key]?.(options) ?? defaultI18nProvider.translate(key, options),
};
