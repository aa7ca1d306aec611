import { Banner } from '../../components/layout/banner';
import { ManageBooking } from '../../features/trial/components/manage-booking';

/**
 * The visitor's private link to their trial class (docs/requirements.md#trial-private-link); noindex. No banner art:
 * sharing /Trial's would split it into a chunk of its own, one more request on /Trial's first load.
 */
export default function TrialBookingPage() {
  return (
    <>
      <Banner page="trialBooking" />
      <section className="section container booking-page" aria-label="Your booking">
        <ManageBooking />
      </section>
    </>
  );
}
