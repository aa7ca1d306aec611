/**
 * The /api/v1 shims of the old contract (docs/requirements.md#rest-shims): 201 with { id } on success, 400 with
 * { message, code, errors } otherwise. They call the very services the GraphQL resolvers call.
 */
import { PAGE_VIEW, TEACHER_APPLICATION } from '@school/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formKinds } from '../modules/kinds/registry';
import type { Services } from '../services';
import { asRecord, type Receipt } from '../modules/submission';
import { registerBookingConfirm } from './booking-confirm-route';
import { readApplicationForm } from './multipart';

function created(reply: FastifyReply, kind: string, receipt: Receipt) {
  // the REST answer is the id alone, whatever else the service tells its callers
  return reply.code(201).header('location', `/api/v1/${kind}/${receipt.id}`).send({ id: receipt.id });
}

function spamSignals(body: Record<string, unknown>) {
  const fillMs = typeof body.fillMs === 'string' ? Number(body.fillMs) : body.fillMs;
  return { website: body.website, fillMs };
}

export function registerRestRoutes(app: FastifyInstance, services: Services): void {
  for (const { spec } of formKinds) {
    app.post(spec.restPath, async (request, reply) => {
      const body = asRecord(request.body);
      return created(
        reply,
        spec.resource,
        await services.forms[spec.name].create(body, { ...spamSignals(body), clientIp: request.ip }),
      );
    });
  }

  app.post(TEACHER_APPLICATION.restPath, async (request, reply) => {
    const service = services.teacherApplications;
    if (
      String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/form-data')
    ) {
      // counted against the form limit and reserved against the bytes in flight before the body is read
      const ticket = await services.uploads.admit(request, reply);
      const form = await readApplicationForm(request, service.maxResumeBytes, service.spoolDir, ticket);
      const meta = { ...spamSignals(form.fields), clientIp: request.ip, addressCounted: ticket.takeAddressCount() };
      return created(reply, TEACHER_APPLICATION.resource, await service.create(form.fields, form.resume, meta));
    }
    const body = asRecord(request.body);
    const resume =
      body.resume === undefined || body.resume === null || body.resume === ''
        ? null
        : { kind: 'link' as const, url: body.resume };
    return created(
      reply,
      TEACHER_APPLICATION.resource,
      await service.create(body, resume, { ...spamSignals(body), clientIp: request.ip }),
    );
  });

  registerBookingConfirm(app, services);

  app.post(PAGE_VIEW.restPath, async (request, reply) => {
    const receipt = await services.pageViews.track(asRecord(request.body), request.ip);
    return created(reply, PAGE_VIEW.resource, receipt);
  });
}
