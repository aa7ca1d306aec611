/** Money lives in a shared place (modules/money.ts): billing and payroll both count in it. */
export * from '../money';
