/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** A page of the site that was shown to a visitor. */
export type TrackPageViewInput = {
  /** The path shown, e.g. /Courses: starts with /, no spaces or control characters, at most 512 characters. */
  page: string;
};

export type TrackPageViewMutationVariables = Exact<{
  input: TrackPageViewInput;
}>;


export type TrackPageViewMutation = { trackPageView: boolean };

export type PrivacyFactsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyFactsQuery = { privacyFacts: { supportEmail: string, retention: { rejectedApplicationsDays: number, spamDays: number, archivedMessagesDays: number, pageViewsDays: number } } };
