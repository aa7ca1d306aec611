/** Replies and their templates (docs/requirements.md#replies). */
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ReplyPreview, TimelineEntry } from './people.types';
import { ReplyTemplate } from './reply-template.entity';
import { ReplyTemplateInput } from './reply-template.inputs';

const WHO =
  'Admin (any kind) and recruiter (teacher applications only; other ids are NOT_FOUND for them). ' +
  'The variables {{name}} {{firstName}} {{email}} {{course}} {{schoolName}} {{kind}} are filled from the submission.';
const ERRORS =
  'BAD_USER_INPUT with fieldErrors for an empty subject or body, a subject over 200 characters, a body over 100 KB, ' +
  'an unknown variable (named) or a submission flagged as spam (submissionId).';

const replier = (ctx: GraphQLContext) => ({ ...actorOf(ctx), role: ctx.user!.role });

@Resolver()
export class ReplyResolver {
  @Authorized('admin', 'recruiter')
  @Query(() => ReplyPreview, { description: `${WHO} The reply as it would be sent. ${ERRORS}` })
  previewReply(
    @Arg('submissionId', () => ID, { description: 'The submission answered.' }) submissionId: string,
    @Arg('subject', { description: 'The subject, variables unfilled.' }) subject: string,
    @Arg('body', { description: 'The plain-text body, variables unfilled.' }) body: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplyPreview> {
    return ctx.admin.replies.preview(submissionId, subject, body, replier(ctx).role);
  }

  @Authorized('admin', 'recruiter')
  @Mutation(() => TimelineEntry, {
    description:
      `${WHO} Mails the reply to the person through the outbox (Reply-To: the school's address; an SMTP outage ` +
      'delays it), moves a new contact message to replied and a new trial request to contacted, in one transaction; ' +
      `audited (reply_sent). Answers its timeline entry. ${ERRORS}`,
  })
  sendReply(
    @Arg('submissionId', () => ID, { description: 'The submission answered.' }) submissionId: string,
    @Arg('subject', { description: 'The subject, variables unfilled (at most 200 characters).' }) subject: string,
    @Arg('body', { description: 'The plain-text body, variables unfilled (at most 100 KB).' }) body: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TimelineEntry> {
    return ctx.admin.replies.send(submissionId, subject, body, replier(ctx));
  }

  @Authorized('admin', 'recruiter')
  @Query(() => [ReplyTemplate], {
    description: 'Admin and recruiter. Every reply template, by name: at most 100 are kept (one more is refused).',
  })
  replyTemplates(@Ctx() ctx: GraphQLContext): Promise<ReplyTemplate[]> {
    return ctx.admin.replyTemplates.list();
  }

  @Authorized('admin')
  @Mutation(() => ReplyTemplate, {
    description:
      'Admin only. Adds a reply template. BAD_USER_INPUT with fieldErrors for an empty or taken name, an empty ' +
      'subject or body, one over its limit, or an unknown variable (named: "Unknown variable: {{foo}}"). Audited.',
  })
  createReplyTemplate(
    @Arg('input', () => ReplyTemplateInput, { description: 'The template.' }) input: ReplyTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplyTemplate> {
    return ctx.admin.replyTemplates.create(input, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => ReplyTemplate, {
    description: 'Admin only. Replaces a reply template; NOT_FOUND for an unknown id, else as createReplyTemplate.',
  })
  updateReplyTemplate(
    @Arg('id', () => ID, { description: 'The template to change.' }) id: string,
    @Arg('input', () => ReplyTemplateInput, { description: 'The template as it is to be.' }) input: ReplyTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplyTemplate> {
    return ctx.admin.replyTemplates.update(id, input, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Boolean, {
    description: 'Admin only. Deletes a reply template; false when there was none with that id. Audited.',
  })
  deleteReplyTemplate(
    @Arg('id', () => ID, { description: 'The template to delete.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.admin.replyTemplates.delete(id, actorOf(ctx));
  }
}
