/**
 * The tabs GraphiQL opens with (when the browser has no saved tabs yet): runnable examples of the
 * public form mutations and of the dashboard's main operations. tests/unit/server/graphiql-examples.test.ts
 * validates every document and its variables against the server's schema, so they cannot go stale.
 */
export interface ExampleTab {
  query: string;
  /** JSON text of the variables editor. */
  variables?: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const START = `# Music school API. The Docs button (top left) lists
# every type, field, argument and enum value.
#
# Public operations need nothing: the four form
# mutations and \`ping\`. Every other operation needs a
# dashboard session: sign in at /admin (same browser),
# then run them here; your role decides what answers
# (admin: everything; recruiter: teacher applications
# only). The other tabs hold ready-made examples.
#
# Errors carry extensions.code: BAD_USER_INPUT (with
# extensions.fieldErrors for a form), UNAUTHENTICATED,
# FORBIDDEN, NOT_FOUND, TOO_MANY_REQUESTS, ...

query Start {
  ping # answers "ok"
}

# Once signed in, this tells who you are
# (UNAUTHENTICATED before):
query WhoAmI {
  me {
    email
    role
  }
}
`;

const SUBMIT_TRIAL = `# Public: what the site's trial form sends. Running it
# stores a real request (and notifies the school unless
# it is flagged as spam).
#
# gender and category are plain strings here, exactly as
# the site's selects send them: "hindustanivocal " with
# its trailing space is accepted and stored trimmed. A
# missing or bad field answers BAD_USER_INPUT with
# extensions.fieldErrors, e.g. { "email": "Please enter
# a valid email" }.
#
# fillMs is how long the form was open (the site
# measures it): under 2500 ms, or a filled-in honeypot
# \`website\`, marks the submission as spam.

mutation SubmitTrialRequest(
  $input: CreateTrialRequestInput!
) {
  createTrialRequest(input: $input) {
    id # the stored request's id (the dashboard's)
  }
}
`;

const SUBMIT_TRIAL_VARIABLES = json({
  input: { name: 'Asha Rao', email: 'asha@example.org', gender: 'female', category: 'hindustanivocal ', fillMs: 8000 },
});

const LIST_TRIALS = `# Dashboard (admin): one page of trial requests, as the
# dashboard's list loads it.
#
# Filter fields combine with AND: status matches any of
# the listed statuses (TrialStatus enum values),
# category is one course (TrialCategory), q is a
# case-insensitive substring of the name or email,
# createdFrom/createdTo are inclusive instants, spam
# true/false picks flagged or unflagged ones. params
# pages from 1 (perPage at most 500) and sorts by one
# field.
#
# In JSON variables enum values are plain strings
# ("new"); written inline in a document they go without
# quotes: filter: { status: [new, contacted] }.

query TrialRequestsPage(
  $filter: TrialRequestFilter
  $params: ListParams
) {
  trialRequests(filter: $filter, params: $params) {
    total # every matching row, across all pages
    items {
      id
      createdAt
      name
      email
      gender
      category
      status
      handledBy
      notes
      spam
    }
  }
}
`;

const LIST_TRIALS_VARIABLES = json({
  filter: { status: ['new', 'contacted'], category: 'piano', spam: false },
  params: { page: 1, perPage: 25, sortField: 'createdAt', sortOrder: 'DESC' },
});

const UPDATE_TRIAL = `# Dashboard (admin): change the triage fields of one
# trial request, as the edit form saves it. Put an id
# from the list tab in the variables.
#
# Fields left out stay as they are; an empty string
# clears notes or handledBy. The status change is
# written to the audit log (see auditLog).
# updateTrialRequests(ids: [...], input: ...) does the
# same to many at once.

mutation UpdateTrialRequest(
  $id: ID!
  $input: UpdateTrialRequestInput!
) {
  updateTrialRequest(id: $id, input: $input) {
    id
    status
    handledBy
    notes
  }
}
`;

const UPDATE_TRIAL_VARIABLES = json({
  id: 'paste-an-id-from-the-list',
  input: { status: 'contacted', handledBy: 'Priya', notes: 'Called on Monday; prefers weekend classes.' },
});

const SUMMARY = `# Dashboard (admin): the numbers of the dashboard home, and the audit log.

query DashboardHome {
  dashboardSummary {
    newTrialRequests
    newContactMessages
    newTeacherApplications
    trialRequestsByCategoryThisWeek {
      category
      count
    }
  }
  auditLog(params: { perPage: 10 }) {
    total
    items {
      createdAt
      actorEmail
      action
      target
      detail
    }
  }
}
`;

export const EXAMPLE_TABS: ExampleTab[] = [
  { query: START },
  { query: SUBMIT_TRIAL, variables: SUBMIT_TRIAL_VARIABLES },
  { query: LIST_TRIALS, variables: LIST_TRIALS_VARIABLES },
  { query: UPDATE_TRIAL, variables: UPDATE_TRIAL_VARIABLES },
  { query: SUMMARY },
];
