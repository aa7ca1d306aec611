/**
 * The admin GraphQL contract (docs/admin-api.md) as SDL, so the fake API validates every
 * document the data provider sends exactly as the real server would.
 */
export const CONTRACT_SDL = /* GraphQL */ `
  scalar DateTimeISO
  enum SortOrder { ASC DESC }
  input ListParams { page: Int = 1, perPage: Int = 25, sortField: String = "createdAt", sortOrder: SortOrder = DESC }

  type TrialRequest { id: ID!, name: String!, email: String!, gender: String!, category: String!, status: String!, notes: String, handledBy: String, spam: Boolean!, createdAt: DateTimeISO! }
  type ContactMessage { id: ID!, name: String!, email: String!, message: String!, status: String!, notes: String, spam: Boolean!, createdAt: DateTimeISO! }
  type TeacherApplication { id: ID!, name: String!, email: String!, message: String!, status: String!, notes: String, spam: Boolean!, createdAt: DateTimeISO!,
    resumeName: String, resumeSize: Int, resumeUrl: String, resumeDownloadPath: String }
  type PageView { id: ID!, page: String!, createdAt: DateTimeISO! }

  input TrialRequestFilter { q: String, status: [String!], category: String, createdFrom: DateTimeISO, createdTo: DateTimeISO, spam: Boolean }
  input ContactMessageFilter { q: String, status: [String!], createdFrom: DateTimeISO, createdTo: DateTimeISO, spam: Boolean }
  input TeacherApplicationFilter { q: String, status: [String!], createdFrom: DateTimeISO, createdTo: DateTimeISO, spam: Boolean }
  input PageViewFilter { q: String, createdFrom: DateTimeISO, createdTo: DateTimeISO }

  type TrialRequestPage { items: [TrialRequest!]!, total: Int! }
  type ContactMessagePage { items: [ContactMessage!]!, total: Int! }
  type TeacherApplicationPage { items: [TeacherApplication!]!, total: Int! }
  type PageViewPage { items: [PageView!]!, total: Int! }

  input UpdateTrialRequestInput { status: String, notes: String, handledBy: String }
  input UpdateContactMessageInput { status: String, notes: String }
  input UpdateTeacherApplicationInput { status: String, notes: String }

  type DayCount { day: String!, count: Int! }
  type PageCount { page: String!, count: Int! }
  type CategoryCount { category: String!, count: Int! }
  type PageViewStats { total: Int!, perDay: [DayCount!]!, topPages: [PageCount!]! }
  type DashboardSummary { newTrialRequests: Int!, newContactMessages: Int!, newTeacherApplications: Int!,
    trialRequestsByCategoryThisWeek: [CategoryCount!]!, visitsLast30Days: [DayCount!]! }
  type AdminUser { id: ID!, email: String!, role: String!, disabled: Boolean!, createdAt: DateTimeISO!, lastLoginAt: DateTimeISO }
  type AuditEntry { id: ID!, actorEmail: String!, action: String!, target: String, detail: String, createdAt: DateTimeISO! }
  type AuditEntryPage { items: [AuditEntry!]!, total: Int! }
  input CreateAdminUserInput { email: String!, password: String!, role: String! }
  input UpdateAdminUserInput { role: String, disabled: Boolean, password: String }

  type Query {
    trialRequests(filter: TrialRequestFilter, params: ListParams): TrialRequestPage!
    trialRequest(id: ID!): TrialRequest
    contactMessages(filter: ContactMessageFilter, params: ListParams): ContactMessagePage!
    contactMessage(id: ID!): ContactMessage
    teacherApplications(filter: TeacherApplicationFilter, params: ListParams): TeacherApplicationPage!
    teacherApplication(id: ID!): TeacherApplication
    pageViews(filter: PageViewFilter, params: ListParams): PageViewPage!
    pageViewStats(from: DateTimeISO!, to: DateTimeISO!): PageViewStats!
    dashboardSummary: DashboardSummary!
    adminUsers: [AdminUser!]!
    auditLog(params: ListParams): AuditEntryPage!
    me: AdminUser
  }
  type Mutation {
    updateTrialRequest(id: ID!, input: UpdateTrialRequestInput!): TrialRequest!
    updateTrialRequests(ids: [ID!]!, input: UpdateTrialRequestInput!): [ID!]!
    deleteTrialRequests(ids: [ID!]!): [ID!]!
    updateContactMessage(id: ID!, input: UpdateContactMessageInput!): ContactMessage!
    deleteContactMessages(ids: [ID!]!): [ID!]!
    updateTeacherApplication(id: ID!, input: UpdateTeacherApplicationInput!): TeacherApplication!
    deleteTeacherApplications(ids: [ID!]!): [ID!]!
    deletePageViews(ids: [ID!]!): [ID!]!
    createAdminUser(input: CreateAdminUserInput!): AdminUser!
    updateAdminUser(id: ID!, input: UpdateAdminUserInput!): AdminUser!
  }
`;
