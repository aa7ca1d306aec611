import { gql } from '@apollo/client';
import type { TeacherApplicationInput } from '@school/common';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation, type AntiSpamFields } from '../../../lib/submit-mutation';

export type CreateTeacherApplicationInput = TeacherApplicationInput & AntiSpamFields;

export const CREATE_TEACHER_APPLICATION = gql`
  mutation CreateTeacherApplication($input: CreateTeacherApplicationInput!, $resume: Upload!) {
    createTeacherApplication(input: $input, resume: $resume) { id }
  }
`;

/** Sent as a GraphQL multipart request: the resume File rides in the variables. */
export function createTeacherApplication(input: CreateTeacherApplicationInput, resume: File): Promise<SubmitOutcome> {
  return submitMutation(CREATE_TEACHER_APPLICATION, 'createTeacherApplication', { input, resume });
}
