/**
 * Teachers' pay (docs/requirements.md#payroll) as the dashboard reads and changes it: each month's pay and the
 * teachers' rates from a date. The documents are documents/payroll.graphql (typed in ../gql); amounts travel as
 * integers of the currency's minor unit. Admins only.
 */
import {
  PayRatesDocument,
  PayrollMonthDocument,
  RemovePayRateDocument,
  SetPayRateDocument,
  type PayKind,
  type PayRateFieldsFragment,
  type PayRateInput,
  type TeacherPayFieldsFragment,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';

export type PayRate = PayRateFieldsFragment;
export type TeacherPay = TeacherPayFieldsFragment;
export type { PayKind, PayRateInput };

export interface PayrollData {
  /** Every teacher's pay for a month (YYYY-MM). */
  getPayrollMonth(month: string): Promise<TeacherPay[]>;
  /** A teacher's rates, by course and date. */
  getPayRates(teacherId: string): Promise<PayRate[]>;
  setPayRate(input: PayRateInput): Promise<PayRate>;
  /** Takes back a rate whose day has not come. */
  removePayRate(id: string): Promise<boolean>;
}

export function createPayrollData(request: GraphqlRequest): PayrollData {
  return {
    getPayrollMonth: async (month) => (await request(PayrollMonthDocument, { month })).payrollMonth,
    getPayRates: async (teacherId) => (await request(PayRatesDocument, { teacherId })).payRates,
    setPayRate: async (input) => (await request(SetPayRateDocument, { input })).setPayRate,
    removePayRate: async (id) => (await request(RemovePayRateDocument, { id })).removePayRate,
  };
}
