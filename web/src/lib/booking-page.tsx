/**
 * The visitor's private link as the server rendered it (docs/requirements.md#trial-private-link): the page at
 * /Trial/booking/<token> carries the class it shows (`#booking-page`), so hydration shows the same and nothing is
 * looked up again. Absent on the prerendered shell (/Trial/booking#<token>, the older links).
 */
import { BOOKING_PAGE_ELEMENT, type BookingPage } from '@school/common';
import { createContext, useContext, type ReactNode } from 'react';

export { BOOKING_PAGE_ELEMENT, type BookingPage };

const BookingPageContext = createContext<BookingPage | null>(null);

export function BookingPageProvider({ page, children }: { page: BookingPage | null; children: ReactNode }) {
  return <BookingPageContext.Provider value={page}>{children}</BookingPageContext.Provider>;
}

export function useBookingPage(): BookingPage | null {
  return useContext(BookingPageContext);
}
