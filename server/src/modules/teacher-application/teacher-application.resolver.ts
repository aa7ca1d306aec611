import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { spoolPdf } from '../../storage/resume-file';
import { CreateTeacherApplicationInput, SubmissionReceipt } from '../inputs';
import type { UploadedResume } from './teacher-application.service';

/** Wraps a GraphQL multipart upload so the service can read it (capped) or drop it unread. */
export function fromUpload(upload: Promise<FileUpload>, filename: string, maxBytes: number, spoolDir: string): UploadedResume {
  return {
    kind: 'file',
    filename,
    read: async () => spoolPdf((await upload).createReadStream(), maxBytes, spoolDir),
    discard: () => void upload.then((file) => file.createReadStream().resume(), () => undefined),
  };
}

const RESUME_ARG = 'The resume: required, a PDF (its bytes must start with %PDF-; the name and declared type decide nothing), '
  + 'at most RESUME_MAX_BYTES (10 MiB by default), sent as a multipart file.';

@Resolver()
export class TeacherApplicationResolver {
  @Mutation(() => SubmissionReceipt, {
    description: 'Public (no sign-in). Applies to teach, as the site\'s career form does. Send it as a GraphQL multipart request '
      + '(with the header Apollo-Require-Preflight: true) carrying the resume file. BAD_USER_INPUT with extensions.fieldErrors for a missing '
      + 'or invalid field or resume; PAYLOAD_TOO_LARGE past the resume size limit; TOO_MANY_REQUESTS past the form rate limit.',
  })
  async createTeacherApplication(
    @Arg('input', () => CreateTeacherApplicationInput, { description: 'The form\'s fields.' }) input: CreateTeacherApplicationInput,
    @Arg('resume', () => GraphQLUpload, { nullable: true, description: RESUME_ARG }) resume: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const file = resume ? await resume : null;
    const source = resume && file ? fromUpload(resume, file.filename, ctx.services.teacherApplications.maxResumeBytes, ctx.services.teacherApplications.spoolDir) : null;
    return ctx.services.teacherApplications.create(input, source, { ...input, clientIp: ctx.clientIp });
  }
}
