import type { TrialCategory } from '@school/common';

/**
 * Course names as the private link shows them. The same words as common's CATEGORY_LABELS (the type keeps the keys in
 * step): importing that module here would split it out of the forms' shared chunk, one more request on /Trial, /Career
 * and the home page.
 */
export const courseNames: Record<TrialCategory, string> = {
  hindustanivocal: 'Hindustani Vocal',
  bollywoodvocal: 'Bollywood Vocal',
  piano: 'Piano',
  guitar: 'Guitar',
  tabla: 'Tabla',
};

/** The copy of the trial booking screens (docs/requirements.md#trial-offer, #trial-private-link). */
export const bookingCopy = {
  offerHeading: 'Pick a time for your free class',
  offerIntro: 'These teachers are free for your course. Choose a time, or let the school contact you.',
  skip: 'No thanks, the school will contact me',
  skipped: 'No problem: the school will contact you to schedule your free class.',
  zonePrefix: 'Times in',
  more: 'Show more days',
  showAllTimes: 'Show all times',
  nightHidden: (count: number) =>
    `${count === 1 ? 'One time is' : `${count} times are`} at night in your time zone (22:00 to 07:00).`,
  booking: 'Booking your class…',
  slotTaken: 'That time was just taken. Please choose another of the times offered.',
  failed: 'Sorry, we could not book that time. Please try again, or the school will contact you.',
  bookedHeading: 'Your free class is booked',
  privateLinkIntro: 'Keep this private link: it lets you see, move or cancel your class until it starts.',
  manageHeading: 'Your free trial class',
  loading: 'Looking up your class…',
  loadingTimes: 'Loading the free times…',
  loadFailed: 'We could not load your class just now. Please reload the page in a moment.',
  invalidHeading: 'This link is not valid any more',
  invalidText: 'The class it was for has begun or was cancelled, or the link is incomplete.',
  bookAnother: 'Book a free trial',
  move: 'Move to another time',
  keepTime: 'Keep the current time',
  moveHeading: 'Choose a new time',
  noOtherTimes: 'No other times are free in the next 21 days. The school can help: reply to your confirmation mail.',
  moved: 'Your class is moved.',
  cancel: 'Cancel this class',
  cancelConfirm: 'Cancel your free class? Its time goes back to other students.',
  cancelYes: 'Yes, cancel the class',
  cancelNo: 'No, keep it',
  cancelled: 'Your class is cancelled.',
  cancelFailed: 'Sorry, we could not cancel the class. Please try again.',
  alreadyBooked: (when: string, teacher: string) =>
    `A free class is already booked for this email: ${when} with ${teacher}. You may not need another request.`,
  seeBooked: 'See, move or cancel that class',
  sendAnyway: 'Send another request anyway',
  bookedNextStep: 'What happens next: join your class at the time above; the private link lets you move or cancel it.',
} as const;
