/**
 * The billing reports (docs/requirements.md#billing-reports) as the dashboard reads them: who owes what on a day,
 * and revenue over months. The documents are documents/billing-reports.graphql (typed in ../gql).
 */
import {
  BillingAgeingDocument,
  BillingRevenueDocument,
  type BillingAgeingQuery,
  type BillingRevenueQuery,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';

export type BillingAgeing = BillingAgeingQuery['billingAgeing'];
export type BillingRevenue = BillingRevenueQuery['billingRevenue'];

export interface BillingReportsData {
  /** On a day (YYYY-MM-DD), today in the school's zone when absent. */
  getBillingAgeing(asOf?: string): Promise<BillingAgeing>;
  /** From one month to another (YYYY-MM, at most 24). */
  getBillingRevenue(from: string, to: string): Promise<BillingRevenue>;
}

export function createBillingReportsData(request: GraphqlRequest): BillingReportsData {
  return {
    getBillingAgeing: async (asOf) => (await request(BillingAgeingDocument, { asOf: asOf ?? null })).billingAgeing,
    getBillingRevenue: async (from, to) => (await request(BillingRevenueDocument, { from, to })).billingRevenue,
  };
}
