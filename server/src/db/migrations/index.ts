import { CreateSubmissionTables1763800000000 } from './1763800000000-create-submission-tables';

/** Every migration, oldest first. An explicit list: the build never depends on a file glob. */
export const migrations = [CreateSubmissionTables1763800000000];
