/**
 * The visitor's private link, rendered by the server (docs/requirements.md#trial-private-link): GET
 * /Trial/booking/<token> is the page with the class in it, and it works without script: "Move to another time" and
 * "Cancel this class" are forms (GET ?move=1 / ?cancel=1 show the times or the confirm step; POST .../move and
 * .../cancel change the class, then a 303 back to the page, so a reload sends nothing). Never cached, never indexed,
 * and no Referer leaves it (the token is in its address).
 */
import { ErrorCode, manageBookingPath, type BookingPage } from '@school/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, ValidationError } from '../errors';
import type { SitePages } from '../modules/content/publishing/site-pages';
import { asRecord } from '../modules/submission';
import type { Services } from '../services';

const OFFER_DAYS = 21;
const DAY_MS = 24 * 3_600_000;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Params = { token: string };
type Query = { move?: string; cancel?: string; done?: string };

const NOTES = new Set(['moved', 'taken', 'failed']);

export function registerBookingPage(
  app: FastifyInstance,
  services: Services,
  site: SitePages,
  schoolTimeZone: string,
): void {
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  async function view(token: string, query: Query): Promise<BookingPage> {
    const found = await services.booking.byManageToken(token);
    if (!found)
      return {
        token,
        state: query.done === 'cancelled' ? 'cancelled' : 'invalid',
        timeZone: schoolTimeZone,
        mode: 'idle',
      };
    const { booking, course } = found;
    const teacher = await services.booking.getTeacher(booking.teacherId);
    const page: BookingPage = {
      token,
      state: 'shown',
      timeZone: booking.visitorTimeZone ?? schoolTimeZone,
      mode: query.move ? 'move' : query.cancel ? 'confirm' : 'idle',
      booking: {
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        status: booking.status,
        course,
        teacherFirstName: teacher ? firstName(teacher.name) : '',
      },
    };
    if (query.done && NOTES.has(query.done)) page.note = query.done as BookingPage['note'];
    if (page.mode === 'move') {
      const now = new Date();
      const slots = await services.booking.slots(course, now, new Date(now.getTime() + OFFER_DAYS * DAY_MS), now);
      page.slots = slots.map((slot) => ({
        startsAt: slot.startsAt.toISOString(),
        teacherId: slot.teacherId,
        teacherFirstName: firstName(slot.teacher.name),
      }));
    }
    return page;
  }

  app.get<{ Params: Params; Querystring: Query }>('/Trial/booking/:token', async (request, reply) =>
    send(reply, await site.renderBookingPage(await view(request.params.token, request.query))),
  );

  const back = (reply: FastifyReply, token: string, done: string) =>
    reply.header('cache-control', 'no-store').redirect(`${manageBookingPath(token)}?done=${done}`, 303);

  app.post<{ Params: Params }>('/Trial/booking/:token/cancel', async (request, reply) => {
    const { token } = request.params;
    const found = await services.booking.byManageToken(token);
    if (!found) return back(reply, token, 'invalid');
    try {
      await services.booking.cancel(found.booking.id, { visitor: true });
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'private link: cancel failed');
      return back(reply, token, error instanceof AppError && error.code === ErrorCode.SLOT_TAKEN ? 'taken' : 'failed');
    }
    return back(reply, token, 'cancelled');
  });

  app.post<{ Params: Params }>('/Trial/booking/:token/move', async (request, reply) => {
    const { token } = request.params;
    const found = await services.booking.byManageToken(token);
    if (!found) return back(reply, token, 'invalid');
    const [at, teacherId] = text(asRecord(request.body).slot).split(' ');
    const startsAt = new Date(at ?? '');
    try {
      if (Number.isNaN(startsAt.getTime()))
        throw new ValidationError('Choose one of the times', { slot: 'Choose one of the times' });
      await services.booking.book(found.booking.trialRequestId, startsAt, teacherId || null, { visitor: true });
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'private link: move failed');
      return back(reply, token, error instanceof AppError && error.code === ErrorCode.SLOT_TAKEN ? 'taken' : 'failed');
    }
    return back(reply, token, 'moved');
  });
}
