/**
 * SafeInt: a whole number up to ±9,007,199,254,740,991, exact in JSON and in JavaScript. GraphQL's Int stops at
 * 2,147,483,647 — 21 million rupees in paise — which a school's totals of a year pass; sums of money in minor units
 * travel as SafeInt (still whole numbers, never fractions).
 */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function whole(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new GraphQLError(`SafeInt must be a whole number within ±${Number.MAX_SAFE_INTEGER}`);
}

export const SafeInt = new GraphQLScalarType({
  name: 'SafeInt',
  description:
    'A whole number up to ±9,007,199,254,740,991 (exact in JSON and JavaScript): sums of money in minor units, ' +
    "which may pass Int's 2,147,483,647.",
  serialize: whole,
  parseValue: whole,
  parseLiteral(ast) {
    if (ast.kind === Kind.INT) return whole(Number(ast.value));
    throw new GraphQLError('SafeInt must be a whole number');
  },
});
