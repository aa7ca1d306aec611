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

const RESUME_ARG =
  'The resume: required, a PDF (its bytes must start with %PDF-; the name and declared type decide nothing), ' +
  'at most RESUME_MAX_BYTES (10 MiB by default), sent as a multipart file.';

@Resolver()
export class TeacherApplicationResolver {
  @Mutation(() => SubmissionReceipt, {
    description:
      "Public (no sign-in). Applies to teach, as the site's career form does. Send it as a GraphQL multipart request " +
      '(with the header Apollo-Require-Preflight: true) carrying the resume file. BAD_USER_INPUT with extensions.fieldErrors for a missing ' +
      'or invalid field or resume; PAYLOAD_TOO_LARGE past the resume size limit; TOO_MANY_REQUESTS past the form rate limit.',
  })
  async createTeacherApplication(
    @Arg('input', () => CreateTeacherApplicationInput, { description: "The form's fields." })
    input: CreateTeacherApplicationInput,
    // type-graphql awaits promised arguments before calling the resolver: this is the file itself
    @Arg('resume', () => GraphQLUpload, { nullable: true, description: RESUME_ARG })
    resume: FileUpload | Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const file = resume ? await resume : null;
    const { teacherApplications: service, uploads } = ctx.services;
    const source = file
      ? fromUpload(file, service.maxResumeBytes, service.spoolDir, uploads.ticketFor(ctx.request))
      : null;
    return service.create(input, source, {
      ...input,
      clientIp: ctx.clientIp,
      addressCounted: uploads.takeAddressCount(ctx.request),
    });
  }
}
