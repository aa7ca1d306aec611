/**
 * The per-request half of the GraphQL limits (limits.ts holds the validation rule):
 * - cost measured with the request's variables, for the documents whose cost depends on them
 *   (a variable inside a list-size argument, as the dashboard's `$params`);
 * - a time budget for queries: past TIME_BUDGET_MS the request answers 503 TIMEOUT at once instead
 *   of waiting for execution. graphql-js cannot cancel a running execution, so what it has already
 *   started (a database query) finishes in the background and its result is dropped; the cost limit
 *   keeps that work bounded. Mutations are not cut short: their writes cannot be taken back, and an
 *   error answer for a stored submission would make the client send it again;
 * - a response-size cap for queries, checked on the result before it is serialised: an answer over
 *   MAX_RESPONSE_BYTES is replaced by a 400 RESPONSE_TOO_LARGE (the cost limit should already make
 *   such an answer impossible; this is the backstop);
 * - extensions.persistedQuery (not supported: persistedQueries is off) answers 400, not Apollo's 200.
 * Nothing here hooks into field resolution.
 */
import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import type { FastifyReply } from 'fastify';
import { getVariableValues, OperationTypeNode } from 'graphql';
import type { GraphQLContext } from './context';
import {
  anonymousBudget,
  ANONYMOUS_MAX_COST,
  costDependsOnVariables,
  costMessage,
  limitError,
  MAX_COST,
  MAX_MUTATIONS,
  measureOperation,
  mutationMessage,
  slotsPerDayOf,
  staticCostOf,
} from './limits';

/** A query's execution time, from the start of execution to its answer. */
export const TIME_BUDGET_MS = 5_000;
/** Largest query answer (JSON, UTF-8). A dashboard page of 500 teacher applications with every column fits. */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** Answers a query that ran past its budget: 503 TIMEOUT, at once (execution itself cannot be cancelled). */
function answerTimeout(reply: FastifyReply, ms: number): void {
  if (reply.sent || reply.raw.headersSent) return;
  reply.request.log.warn({ budgetMs: ms }, 'graphql query stopped at its time budget');
  reply
    .code(503)
    .header('content-type', 'application/json; charset=utf-8')
    .header('retry-after', '5')
    .send({
      errors: [
        {
          message: `The query did not finish within ${ms / 1000} s and was stopped; ask for less`,
          extensions: { code: 'TIMEOUT' },
        },
      ],
    });
}

const budgets = new WeakMap<FastifyReply, NodeJS.Timeout>();

/** True when the JSON of `value` would be over `limit` bytes (strings counted as UTF-8, escapes ignored); stops early. */
export function jsonLargerThan(value: unknown, limit: number): boolean {
  let size = 0;
  const stack: object[] = [];
  // a primitive is counted where it is met; only arrays and objects wait on the stack
  const count = (item: unknown) => {
    if (typeof item === 'string') size += Buffer.byteLength(item, 'utf8') + 3;
    else if (item === null || typeof item !== 'object') size += 8;
    else stack.push(item);
  };
  count(value);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const element of item) count(element);
    } else {
      size += 2;
      for (const key in item) {
        size += key.length + 4;
        count((item as Record<string, unknown>)[key]);
      }
    }
    if (size > limit) return true;
  }
  return false;
}

type Context = GraphQLRequestContext<GraphQLContext>;

/**
 * The listener of every request. The time budget is armed only for queries, when their execution
 * starts (a timer on the reply), so the site's mutations pay nothing for it.
 */
export function createRequestLimitsListener(
  budgetMs = TIME_BUDGET_MS,
  /** GRAPHQL_MAX_COST and GRAPHQL_ANONYMOUS_MAX_COST. */
  costs = { staff: MAX_COST, anonymous: ANONYMOUS_MAX_COST },
): GraphQLRequestListener<GraphQLContext> {
  return {
    async didResolveOperation({ document, operation, request, schema, contextValue }: Context) {
      if (!operation || !document) return;
      // the anonymous public schema has a lower budget than staff (limits.ts)
      const lessonMinutes = contextValue?.services?.booking.settings.lessonMinutes ?? 30;
      const staff = Boolean(contextValue?.user);
      const budget =
        staff || !contextValue?.services ? costs.staff : anonymousBudget(slotsPerDayOf(lessonMinutes), costs.anonymous);
      if (!costDependsOnVariables(document)) {
        const cost = staticCostOf(document);
        if (cost > budget) throw limitError(costMessage(cost, budget));
        return;
      }
      const { coerced, errors } = getVariableValues(
        schema,
        operation.variableDefinitions ?? [],
        request.variables ?? {},
      );
      if (errors) return; // execution answers them, with no resolver run
      let measure;
      try {
        // staff may see every teacher at each time: as many rows per time as active teachers
        const teachers = staff ? await contextValue.services.booking.activeTeachers() : 1;
        measure = measureOperation(schema, document, operation, coerced, {
          slotsPerDay: slotsPerDayOf(lessonMinutes),
          teachers: Math.max(teachers, 1),
        });
      } catch {
        throw limitError('The query is too large to analyse');
      }
      if (measure.mutations > MAX_MUTATIONS) throw limitError(mutationMessage);
      if (measure.cost > budget) throw limitError(costMessage(measure.cost, budget));
    },

    async executionDidStart({ operation, contextValue }: Context) {
      const reply = contextValue.reply;
      if (operation?.operation !== OperationTypeNode.QUERY || !reply) return;
      budgets.set(reply, setTimeout(answerTimeout, budgetMs, reply, budgetMs));
    },

    async willSendResponse({ request, response, operation, contextValue }: Context) {
      if (contextValue.reply) {
        clearTimeout(budgets.get(contextValue.reply));
        budgets.delete(contextValue.reply);
      }
      if (request.extensions?.persistedQuery) {
        response.http.status = 400;
        return;
      }
      const body = response.body;
      if (operation?.operation !== OperationTypeNode.QUERY || body?.kind !== 'single') return;
      // a query the database could not answer (locked, out of reach, too slow): 503, like the time budget
      if (body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
        response.http.status = 503;
        response.http.headers.set('retry-after', '5');
        return;
      }
      if (!jsonLargerThan(body.singleResult.data, MAX_RESPONSE_BYTES)) return;
      response.http.status = 400;
      response.body = {
        kind: 'single',
        singleResult: {
          errors: [
            {
              message: `The answer would be larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB; ask for fewer rows, fields or aliases`,
              extensions: { code: 'RESPONSE_TOO_LARGE' },
            },
          ],
        },
      };
    },
  };
}

export function requestLimitsPlugin(costs: { staff: number; anonymous: number }): ApolloServerPlugin<GraphQLContext> {
  const listener = createRequestLimitsListener(TIME_BUDGET_MS, costs);
  return { requestDidStart: async () => listener };
}
