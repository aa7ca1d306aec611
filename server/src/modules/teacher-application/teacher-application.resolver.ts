import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { Readable } from 'node:stream';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { spoolPdf, type SpoolHolder } from '../../storage/resume-file';
import { CreateTeacherApplicationInput, SubmissionReceipt } from '../inputs';
import type { UploadedResume } from './teacher-application.service';

/**
 * Wraps a GraphQL multipart upload so the service can read it (capped) or drop it unread; dropping
 * lets its bytes flow to nowhere at once, so the request body is consumed and the answer not held up.
 */
export function fromUpload(file: FileUpload, maxBytes: number, spoolDir: string, holder?: SpoolHolder): UploadedResume {
  let stream: Readable | null = null;
  const open = () => (stream ??= file.createReadStream());
  return {
    kind: 'file',
    filename: file.filename,
    read: async () => spoolPdf(open(), maxBytes, spoolDir, holder),
    discard: () => {
      try {
        const unread = open();
        unread.on('error', () => undefined);
        unread.resume();
      } catch {
        // the upload already failed (too large, client gone): nothing left to drain
      }
    },
  };
}

@Resolver()
export class TeacherApplicationResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Apply to teach; `resume` is the PDF, sent as a GraphQL multipart upload.' })
  async createTeacherApplication(
    @Arg('input', () => CreateTeacherApplicationInput) input: CreateTeacherApplicationInput,
    // type-graphql awaits promised arguments before calling the resolver: this is the file itself
    @Arg('resume', () => GraphQLUpload, { nullable: true }) resume: FileUpload | Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const file = resume ? await resume : null;
    const { teacherApplications: service, uploads } = ctx.services;
    const source = file ? fromUpload(file, service.maxResumeBytes, service.spoolDir, uploads.ticketFor(ctx.request)) : null;
    return service.create(input, source, { ...input, clientIp: ctx.clientIp, addressCounted: uploads.takeAddressCount(ctx.request) });
  }
}
