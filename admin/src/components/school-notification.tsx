import { Notification } from 'react-admin';

/**
 * Notifications ("Saved", "Undo") show at the top, under the app bar: at react-admin's default place,
 * the bottom, they covered a form's toolbar (Save / Save & next) for seconds, on a phone most of all.
 */
export function SchoolNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 56, sm: 72 } }} />;
}
