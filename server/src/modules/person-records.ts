/**
 * Records a feature keeps about a person beyond their submissions (a family and its students, their lessons), erased
 * with the person (docs/requirements.md#data-rights): each feature hands the composition root the statements that
 * delete its rows for a person key (the normalised email), and the erasure runs them in its one transaction.
 */
import type { Statement } from '../db/atomic';

export interface PersonRecords {
  /** The statements that delete this feature's rows about the person with `key`, children first. */
  erase(key: string): Statement[];
}
