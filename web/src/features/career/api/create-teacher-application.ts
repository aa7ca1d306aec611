import { CreateTeacherApplicationDocument, type CreateTeacherApplicationInput } from '../../../gql/graphql';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation, type SendOptions } from '../../../lib/submit-mutation';

export type { CreateTeacherApplicationInput };

/**
 * Sent as a GraphQL multipart request: the resume File rides in the variables. The document is
 * create-teacher-application.graphql, compiled by `npm run codegen`. options.onUploadProgress hears the bytes leave;
 * options.signal cancels the upload.
 */
export function createTeacherApplication(
  input: CreateTeacherApplicationInput,
  resume: File,
  options: SendOptions,
): Promise<SubmitOutcome> {
  return submitMutation(CreateTeacherApplicationDocument, 'createTeacherApplication', { input, resume }, options);
}
