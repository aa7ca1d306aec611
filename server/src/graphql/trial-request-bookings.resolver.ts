/**
 * A trial request's bookings on the dashboard's request page: the seam between two features (trial
 * requests and bookings), so it lives with the schema's composition rather than in either of them.
 */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { BOOKINGS_LISTED } from '../modules/booking/booking.service';
import { Teacher } from '../modules/booking/teacher.entity';
import { TrialBooking } from '../modules/booking/trial-booking.entity';
import { serviceOf } from '../modules/admin/admin-services';
import { trialRequestKind } from '../modules/trial-request/trial-request.definition';
import { TrialRequest } from '../modules/trial-request/trial-request.entity';
import type { GraphQLContext } from './context';

/** What the dashboard's trial request page shows of its bookings. */
@Resolver(() => TrialRequest)
export class TrialRequestBookingResolver {
  @Authorized('admin')
  @FieldResolver(() => [TrialBooking], {
    description: `Admin only. The trial classes booked for this request, cancelled ones included, newest first: the newest ${BOOKINGS_LISTED}.`,
  })
  bookings(@Root() request: TrialRequest, @Ctx() ctx: GraphQLContext) {
    return ctx.services.booking.bookingsOf(request.id);
  }

  @Authorized('admin')
  @FieldResolver(() => Teacher, {
    nullable: true,
    description: 'Admin only. The teacher of the class that stands (or stood, once given); null when none is booked.',
  })
  async teacher(@Root() request: TrialRequest, @Ctx() ctx: GraphQLContext) {
    const booking = await ctx.services.booking.bookingOf(request.id);
    return booking ? ctx.services.booking.getTeacher(booking.teacherId) : null;
  }
}

/** What the dashboard's trial calendar shows of each class: whose trial it is. */
@Resolver(() => TrialBooking)
export class TrialBookingRequestResolver {
  @Authorized('admin')
  @FieldResolver(() => TrialRequest, {
    nullable: true,
    description: 'Admin only. The trial request the class is for (the student); null once the request is deleted.',
  })
  trialRequest(@Root() booking: TrialBooking, @Ctx() ctx: GraphQLContext) {
    return serviceOf(ctx.admin, trialRequestKind).get(booking.trialRequestId);
  }
}
