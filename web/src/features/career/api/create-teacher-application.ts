import { CreateTeacherApplicationDocument, type CreateTeacherApplicationInput } from '../../../gql/graphql';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation } from '../../../lib/submit-mutation';

export type { CreateTeacherApplicationInput };

/**
 * Sent as a GraphQL multipart request: the resume File rides in the variables. The document is
 * create-teacher-application.graphql, compiled by `npm run codegen`.
 */
export function createTeacherApplication(input: CreateTeacherApplicationInput, resume: File): Promise<SubmitOutcome> {
  return submitMutation(CreateTeacherApplicationDocument, 'createTeacherApplication', { input, resume });
}
