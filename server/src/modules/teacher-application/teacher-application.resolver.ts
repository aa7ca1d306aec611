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

@Resolver()
export class TeacherApplicationResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Apply to teach; `resume` is the PDF, sent as a GraphQL multipart upload.' })
  async createTeacherApplication(
    @Arg('input', () => CreateTeacherApplicationInput) input: CreateTeacherApplicationInput,
    @Arg('resume', () => GraphQLUpload, { nullable: true }) resume: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const file = resume ? await resume : null;
    const source = resume && file ? fromUpload(resume, file.filename, ctx.services.teacherApplications.maxResumeBytes, ctx.services.teacherApplications.spoolDir) : null;
    return ctx.services.teacherApplications.create(input, source, { ...input, clientIp: ctx.clientIp });
  }
}
