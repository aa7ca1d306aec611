/**
 * The confirmation link of a site booking (docs/requirements.md#trial-booking-limits): the visitor's
 * booking mail carries it, and only that mail, so a click proves the address is theirs. It confirms the
 * booking (it is no longer released after TRIAL_CONFIRM_HOURS; its meeting link may be sent) and sends
 * the browser to the booking's private page. Metered like every public booking call.
 */
import { manageBookingPath } from '@school/common';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export const CONFIRM_PATH = '/api/v1/trial-booking/confirm';

export function registerBookingConfirm(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { token?: unknown } }>(CONFIRM_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    await services.booking.guards.call(request.ip, token || null);
    const id = token ? services.bookingTokens.confirmed(token) : null;
    const stands = id ? await services.booking.guards.confirm(id) : false;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // the private page says "not valid any more" for a link that names no live booking
    return reply.redirect(stands ? manageBookingPath(services.bookingTokens.manage(id!)) : '/Trial/booking', 303);
  });
}
