/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A message from the contact form. Every field is nullable so that a missing one is answered with the form's own message (BAD_USER_INPUT with extensions.fieldErrors) rather than a GraphQL type error. Texts are trimmed before they are checked. */
export type CreateContactMessageInput = {
  /** The sender's email address: required, a valid address of at most 254 characters. */
  email?: string | null | undefined;
  /** Milliseconds between the form appearing and being sent, as the browser measured it. Under 2500 marks the submission as spam; leaving it out is a weak spam signal that only counts together with links in the text. */
  fillMs?: number | null | undefined;
  /** The message: required, at most 5000 characters. */
  message?: string | null | undefined;
  /** The sender's name: required, what people are called (letters, spaces and ' , . - & between them), at most 100 characters. */
  name?: string | null | undefined;
  /** Optional: a phone number in international form, + and the country code first ("+91 98765 43210"; spaces, hyphens, dots and brackets allowed, at most 30 characters), stored in E.164 (+919876543210). Empty or left out: none. A number that is not a valid one of its country is refused under `phone`. */
  phone?: string | null | undefined;
  /** Honeypot: a field the site hides from people. Leave it out or empty; anything in it marks the submission as spam. */
  website?: string | null | undefined;
};

/** An application to teach, from the career form; the resume PDF goes separately, as the mutation's `resume` upload. Every field is nullable so that a missing one is answered with the form's own message (BAD_USER_INPUT with extensions.fieldErrors) rather than a GraphQL type error. Texts are trimmed before they are checked. */
export type CreateTeacherApplicationInput = {
  /** The applicant's email address: required, a valid address of at most 254 characters. */
  email?: string | null | undefined;
  /** Milliseconds between the form appearing and being sent, as the browser measured it. Under 2500 marks the submission as spam; leaving it out is a weak spam signal that only counts together with links in the text. */
  fillMs?: number | null | undefined;
  /** About the applicant: required, at most 5000 characters. */
  message?: string | null | undefined;
  /** The applicant's name: required, letters with single ' , . - or spaces between them, at most 100 characters. */
  name?: string | null | undefined;
  /** Honeypot: a field the site hides from people. Leave it out or empty; anything in it marks the submission as spam. */
  website?: string | null | undefined;
};

/** A request for a free trial class, from the trial form. Every field is nullable so that a missing one is answered with the form's own message (BAD_USER_INPUT with extensions.fieldErrors) rather than a GraphQL type error. Texts are trimmed before they are checked. */
export type CreateTrialRequestInput = {
  /** The course, as the site's select sends it: hindustanivocal, bollywoodvocal, piano, guitar or tabla, a trailing space accepted ("hindustanivocal "); stored trimmed (the TrialCategory enum the dashboard reads). Required: "none" (the select's placeholder) is refused. */
  category?: string | null | undefined;
  /** The person's email address: required, a valid address of at most 254 characters. */
  email?: string | null | undefined;
  /** Milliseconds between the form appearing and being sent, as the browser measured it. Under 2500 marks the submission as spam; leaving it out is a weak spam signal that only counts together with links in the text. */
  fillMs?: number | null | undefined;
  /** Required: male, female or others (stored as the Gender enum the dashboard reads). */
  gender?: string | null | undefined;
  /** The person's name: required, letters with single ' , . - or spaces between them, at most 100 characters. */
  name?: string | null | undefined;
  /** Optional: a phone number in international form, + and the country code first ("+91 98765 43210"; spaces, hyphens, dots and brackets allowed, at most 30 characters), stored in E.164 (+919876543210). Empty or left out: none. A number that is not a valid one of its country is refused under `phone`. */
  phone?: string | null | undefined;
  /** Honeypot: a field the site hides from people. Leave it out or empty; anything in it marks the submission as spam. */
  website?: string | null | undefined;
};

/** Whether a trial class stands. */
export type TrialBookingStatus =
  /** The class stands; its time is taken. */
  | 'booked'
  /** Cancelled by the visitor or the school; its time is free again. */
  | 'cancelled';

export type CreateTeacherApplicationMutationVariables = Exact<{
  input: CreateTeacherApplicationInput;
  resume: File;
}>;


export type CreateTeacherApplicationMutation = { createTeacherApplication: { id: string } };

export type CreateContactMessageMutationVariables = Exact<{
  input: CreateContactMessageInput;
}>;


export type CreateContactMessageMutation = { createContactMessage: { id: string } };

export type BookTrialMutationVariables = Exact<{
  trialRequestId: string | number;
  startsAt: string;
  teacherId?: string | number | null | undefined;
  bookingToken?: string | null | undefined;
  visitorTimeZone?: string | null | undefined;
}>;


export type BookTrialMutation = { bookTrial: { startsAt: string, endsAt: string, teacherFirstName: string, manageToken: string | null } };

export type CreateTrialRequestMutationVariables = Exact<{
  input: CreateTrialRequestInput;
}>;


export type CreateTrialRequestMutation = { createTrialRequest: { id: string, bookingToken: string | null } };

export type TrialSlotsQueryVariables = Exact<{
  course: string;
  from: string;
  to: string;
}>;


export type TrialSlotsQuery = { trialSlots: Array<{ startsAt: string, teacherId: string, teacherFirstName: string }> };

export type VisitorBookingFieldsFragment = { startsAt: string, endsAt: string, status: TrialBookingStatus, course: string, teacherFirstName: string };

export type VisitorTrialBookingQueryVariables = Exact<{
  token: string;
}>;


export type VisitorTrialBookingQuery = { visitorTrialBooking: { startsAt: string, endsAt: string, status: TrialBookingStatus, course: string, teacherFirstName: string } | null };

export type MoveVisitorTrialBookingMutationVariables = Exact<{
  token: string;
  startsAt: string;
}>;


export type MoveVisitorTrialBookingMutation = { moveVisitorTrialBooking: { startsAt: string, endsAt: string, status: TrialBookingStatus, course: string, teacherFirstName: string } };

export type CancelVisitorTrialBookingMutationVariables = Exact<{
  token: string;
}>;


export type CancelVisitorTrialBookingMutation = { cancelVisitorTrialBooking: { startsAt: string, endsAt: string, status: TrialBookingStatus, course: string, teacherFirstName: string } };

export const VisitorBookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorTrialBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"teacherFirstName"}}]}}]} as unknown as DocumentNode<VisitorBookingFieldsFragment, unknown>;
export const CreateTeacherApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeacherApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeacherApplicationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resume"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeacherApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"resume"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resume"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTeacherApplicationMutation, CreateTeacherApplicationMutationVariables>;
export const CreateContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateContactMessageMutation, CreateContactMessageMutationVariables>;
export const BookTrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookTrial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trialRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teacherId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitorTimeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookTrial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trialRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trialRequestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"teacherId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teacherId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bookingToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"visitorTimeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitorTimeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"teacherFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"manageToken"}}]}}]}}]} as unknown as DocumentNode<BookTrialMutation, BookTrialMutationVariables>;
export const CreateTrialRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrialRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTrialRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrialRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingToken"}}]}}]}}]} as unknown as DocumentNode<CreateTrialRequestMutation, CreateTrialRequestMutationVariables>;
export const TrialSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrialSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"course"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trialSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"course"},"value":{"kind":"Variable","name":{"kind":"Name","value":"course"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"teacherId"}},{"kind":"Field","name":{"kind":"Name","value":"teacherFirstName"}}]}}]}}]} as unknown as DocumentNode<TrialSlotsQuery, TrialSlotsQueryVariables>;
export const VisitorTrialBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorTrialBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorTrialBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorTrialBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"teacherFirstName"}}]}}]} as unknown as DocumentNode<VisitorTrialBookingQuery, VisitorTrialBookingQueryVariables>;
export const MoveVisitorTrialBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveVisitorTrialBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveVisitorTrialBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorTrialBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"teacherFirstName"}}]}}]} as unknown as DocumentNode<MoveVisitorTrialBookingMutation, MoveVisitorTrialBookingMutationVariables>;
export const CancelVisitorTrialBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelVisitorTrialBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelVisitorTrialBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorTrialBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"teacherFirstName"}}]}}]} as unknown as DocumentNode<CancelVisitorTrialBookingMutation, CancelVisitorTrialBookingMutationVariables>;