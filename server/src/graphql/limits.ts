/**
 * What one GraphQL request may ask for: nesting depth, a cost estimate, and the number of mutations.
 * Batched HTTP requests stay off (Apollo's default).
 *
 * Cost, not fields as written: graphql-query-complexity walks the operation the way it will run —
 * every named fragment counted at each spread, inline fragments, aliases, @skip/@include — and our
 * estimator multiplies what is selected under a list by the rows it can hold: `perPage` of a
 * `params: ListParams` argument (its default, 25, when absent), `first`/`last`/`limit` where such an
 * argument exists, and DEFAULT_LIST_SIZE for other lists of objects. A field costs 1, a root field 10
 * (it runs a resolver that goes to the database). Mutations are counted the same way, wherever they
 * sit (fragments, inline fragments), against MAX_MUTATIONS.
 *
 * Most documents' cost does not depend on variables (only a variable inside a list-size argument can
 * change it): those are measured once in the validation rule, which Apollo runs once per distinct
 * document and TrustedOperations runs at start, so the public write path pays nothing per request.
 * A document with a variable in a list-size argument (the dashboard's `$params`) is measured again
 * per request with its variables (requestLimitsPlugin, request-limits.ts).
 *
 * An operation that asks only introspection (`__schema`, `__type`) is judged by its own depth and cost
 * bound instead (introspection-limits.ts): the standard introspection query nests deeper than MAX_DEPTH.
 */
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  TypeInfo,
  ValidationContext,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  type ASTNode,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { createComplexityRule, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PER_PAGE } from '../modules/admin/list-query';
import { depthOf, fragmentsOf } from './depth';
import { introspectionProblem, isIntrospectionOnly } from './introspection-limits';

export const MAX_DEPTH = 10;
/**
 * Field resolutions one request may cost. A dashboard page of 100 rows with every column costs about
 * 1,400; a full page of 500 rows with every column about 7,000. 190 aliases of `message` over 500
 * rows (the probe that answered 190 MB) costs 95,000.
 */
export const MAX_COST = 10_000;
/** One form submission is one mutation; a few per request is plenty. */
export const MAX_MUTATIONS = 5;
/** Rows assumed for a list of objects that has no size argument (users, top pages, chart days). */
export const DEFAULT_LIST_SIZE = 100;
/** A root field runs a resolver that usually queries the database. */
export const ROOT_FIELD_COST = 10;
/**
 * The anonymous public schema's default budget (no session; GRAPHQL_ANONYMOUS_MAX_COST): the site's largest document is one slots query,
 * about 3,000 with 30-minute lessons; staff get MAX_COST. Never below one full slots query
 * (anonymousBudget), so a short TRIAL_LESSON_MINUTES does not lock the site out of its own offer.
 */
export const ANONYMOUS_MAX_COST = 5_000;
/** The widest window a slots query may ask for, in days (the horizon is 21 days; a day of margin). */
export const MAX_SLOT_DAYS = 22;

/** What a slots query can answer, known per request: the grid (slots a day per teacher) and the teachers. */
export interface SlotSizes {
  slotsPerDay: number;
  teachers: number;
}
/** Without a request (validation): a 30-minute grid, one teacher per time (the public, merged view). */
const STATIC_SLOTS: SlotSizes = { slotsPerDay: 48, teachers: 1 };

export const slotsPerDayOf = (lessonMinutes: number) => Math.ceil((24 * 60) / lessonMinutes);

/** The budget of a request without a session: GRAPHQL_ANONYMOUS_MAX_COST, or one full merged slots query if larger. */
export function anonymousBudget(slotsPerDay: number, anonymousMaxCost = ANONYMOUS_MAX_COST): number {
  return Math.max(anonymousMaxCost, ROOT_FIELD_COST + MAX_SLOT_DAYS * slotsPerDay * 3 + 100);
}

/** Days a slots window [from, to) touches: its arguments when known, else the widest window. */
function slotDays(args: Record<string, unknown>): number {
  const { from, to } = args;
  if (!(from instanceof Date) || !(to instanceof Date)) return MAX_SLOT_DAYS;
  const days = Math.ceil((to.getTime() - from.getTime()) / 86_400_000);
  return Number.isFinite(days) ? Math.min(Math.max(days, 1), MAX_SLOT_DAYS) : MAX_SLOT_DAYS;
}

/** Selections the estimator visits at most (fragments expanded) before giving up on a document. */
const MAX_NODES = 10_000;

/** The one root field whose size follows from a window and a grid rather than a page size. */
const SLOTS_FIELD = 'trialSlots';

/** Names of the arguments that bound the length of a list. */
const SIZE_ARGUMENTS = new Set(['params', 'first', 'last', 'limit', 'perPage']);

export interface Measure {
  cost: number;
  mutations: number;
}

/** Answered with Apollo's own code for validation failures, and HTTP 400. */
export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

export function costMessage(cost: number, budget = MAX_COST): string {
  return (
    `The query is too costly: about ${Math.round(cost).toLocaleString('en')} field resolutions, at most ${budget.toLocaleString('en')} ` +
    '(fields under a list count once per row: perPage, 25 by default; ask for fewer rows, fields or aliases)'
  );
}

export const mutationMessage = `A request may run at most ${MAX_MUTATIONS} mutations`;

/** What every variable stands for while a document is measured without its variables. */
const PLACEHOLDER = Object.freeze({});

/** Rows a field with a size argument can answer: perPage (ListParams' default when absent), first/last/limit. */
function sizeOf(args: Record<string, unknown>, defaultPerPage: number): number {
  const params = args.params as { perPage?: unknown } | null | undefined;
  const size =
    params === PLACEHOLDER ? PLACEHOLDER : (params?.perPage ?? args.perPage ?? args.first ?? args.last ?? args.limit);
  if (size === undefined || size === null) return defaultPerPage;
  // Not a number: a placeholder while measuring without variables; assume the largest page.
  if (typeof size !== 'number' || !Number.isFinite(size)) return MAX_PER_PAGE;
  return Math.min(Math.max(Math.ceil(size), 0), MAX_PER_PAGE);
}

interface SchemaFacts {
  pageTypes: Set<GraphQLNamedType>;
  defaultPerPage: number;
}
const schemaFacts = new WeakMap<GraphQLSchema, SchemaFacts>();

/** Types returned by fields that take a size argument: their lists are sized by that argument. */
function factsOf(schema: GraphQLSchema): SchemaFacts {
  let facts = schemaFacts.get(schema);
  if (facts) return facts;
  const pageTypes = new Set<GraphQLNamedType>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((arg) => SIZE_ARGUMENTS.has(arg.name))) pageTypes.add(getNamedType(field.type));
    }
  }
  const listParams = schema.getType('ListParams');
  const perPageDefault =
    listParams && 'getFields' in listParams
      ? (listParams.getFields() as Record<string, { defaultValue?: unknown }>).perPage?.defaultValue
      : undefined;
  facts = { pageTypes, defaultPerPage: typeof perPageDefault === 'number' ? perPageDefault : 25 };
  schemaFacts.set(schema, facts);
  return facts;
}

function estimators(schema: GraphQLSchema, counter: { mutations: number }, slots: SlotSizes): ComplexityEstimator[] {
  const { pageTypes, defaultPerPage } = factsOf(schema);
  const queryType = schema.getQueryType();
  const mutationType = schema.getMutationType();
  return [
    ({ type, field, args, childComplexity }) => {
      const root = type === queryType || type === mutationType;
      if (type === mutationType) counter.mutations++;
      const own = root ? ROOT_FIELD_COST : 1;
      // free slots: teachers × grid × days, from the arguments (eachTeacher: every teacher at each time)
      if (type === queryType && field.name === SLOTS_FIELD) {
        const teachers = args.eachTeacher === false ? 1 : slots.teachers;
        return own + slotDays(args) * slots.slotsPerDay * teachers * Math.max(childComplexity, 1);
      }
      if (field.args.some((arg) => SIZE_ARGUMENTS.has(arg.name)))
        return own + sizeOf(args, defaultPerPage) * childComplexity;
      // a small list stored in its parent's row (a JSON column), capped by its input: no rows to fetch
      if ((field.extensions as { storedInRow?: boolean } | undefined)?.storedInRow) return own + childComplexity;
      const nullable = getNullableType(field.type);
      if (isListType(nullable) && !isLeafType(getNamedType(nullable)) && !pageTypes.has(type)) {
        return own + DEFAULT_LIST_SIZE * childComplexity;
      }
      return own + childComplexity;
    },
  ];
}

/**
 * Cost and mutations of one operation. `variables`: coerced values, or null to measure without them
 * (every variable stands for a non-null placeholder; list sizes given by a variable count as
 * MAX_PER_PAGE, @skip/@include with a variable count as included). Fields whose arguments do not
 * coerce are left out, as execution leaves them out. Throws a GraphQLError past MAX_NODES selections.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null,
  slots: SlotSizes = STATIC_SLOTS,
): Measure {
  const counter = { mutations: 0 };
  const rootType =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : operation.operation === OperationTypeNode.SUBSCRIPTION
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!rootType) return { cost: 0, mutations: 0 };
  // The library's visitor, driven directly: its own operation hook would coerce the variables and
  // refuse a document whose required variables are absent (which they are while validating).
  // Its own context, whose errors (arguments that do not coerce) are dropped: validation and
  // execution report those.
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => {});
  const visitor = createComplexityRule({
    maximumComplexity: Infinity,
    estimators: estimators(schema, counter, slots),
    maxQueryNodes: MAX_NODES,
  })(context);
  visitor.variableValues = variables ?? placeholders(operation);
  const cost = visitor.nodeComplexity(operation, rootType);
  return { cost: Number.isFinite(cost) ? cost : 0, mutations: counter.mutations };
}

function placeholders(operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) values[definition.variable.name.value] = PLACEHOLDER;
  return values;
}

/** Documents whose cost depends on their variables: measured again per request. */
const variableSized = new WeakSet<DocumentNode>();

export function costDependsOnVariables(document: DocumentNode): boolean {
  return variableSized.has(document);
}

/** The cost measured at validation of each document that does not depend on variables (its costliest operation). */
const staticCosts = new WeakMap<DocumentNode, number>();

export function staticCostOf(document: DocumentNode): number {
  return staticCosts.get(document) ?? 0;
}

/** Array.isArray narrows to any[]; this keeps the element type. */
function isNodeList(node: ASTNode | readonly ASTNode[]): node is readonly ASTNode[] {
  return Array.isArray(node);
}

function hasSizeVariable(document: DocumentNode): boolean {
  let found = false;
  const search = (node: ASTNode | readonly ASTNode[]): void => {
    if (found) return;
    if (isNodeList(node)) {
      for (const child of node) search(child);
      return;
    }
    const one = node;
    if (one.kind === Kind.VARIABLE) {
      found = true;
      return;
    }
    for (const value of Object.values(one)) {
      if (value && typeof value === 'object' && (Array.isArray(value) || 'kind' in value)) search(value as ASTNode);
    }
  };
  const walk = (selectionSet: SelectionSetNode | undefined): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (found) return;
      if (selection.kind === Kind.FIELD) {
        // a slots query's size depends on the request (its window, the grid, the teachers): measured then
        if (selection.name.value === SLOTS_FIELD) {
          found = true;
          return;
        }
        for (const arg of selection.arguments ?? []) if (SIZE_ARGUMENTS.has(arg.name.value)) search(arg.value);
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD) walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION)
      walk(definition.selectionSet);
  }
  return found;
}

/** The validation rule: depth, mutations and (when it does not depend on variables) cost. */
export function requestLimits(maxDepth = MAX_DEPTH, maxCost = MAX_COST): ValidationRule {
  return (context: ValidationContext) => ({
    Document: {
      leave(document) {
        const fragments = fragmentsOf(document);
        const sized = hasSizeVariable(document);
        if (sized) variableSized.add(document);
        const memo = new Map<string, number>();
        for (const operation of document.definitions) {
          if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
          const depth = depthOf(operation.selectionSet, fragments, memo, new Set());
          // introspection alone (GraphiQL's, any client's standard query): its own depth and cost bound
          if (isIntrospectionOnly(operation, fragments)) {
            let problem: string | null;
            try {
              problem = introspectionProblem(context.getSchema(), document, operation, depth);
            } catch {
              problem = `The query is too large to analyse (more than ${MAX_NODES.toLocaleString('en')} selections with fragments expanded)`;
            }
            if (problem) {
              context.reportError(limitError(problem));
              return;
            }
            continue;
          }
          if (depth > maxDepth) {
            context.reportError(limitError(`The query is nested too deeply (more than ${maxDepth} levels)`));
            return;
          }
          let measure: Measure;
          try {
            measure = measureOperation(context.getSchema(), document, operation, null);
          } catch {
            context.reportError(
              limitError(
                `The query is too large to analyse (more than ${MAX_NODES.toLocaleString('en')} selections with fragments expanded)`,
              ),
            );
            return;
          }
          if (measure.mutations > MAX_MUTATIONS) {
            context.reportError(limitError(mutationMessage));
            return;
          }
          if (!sized) staticCosts.set(document, Math.max(staticCosts.get(document) ?? 0, measure.cost));
          if (!sized && measure.cost > maxCost) {
            context.reportError(limitError(costMessage(measure.cost)));
            return;
          }
        }
      },
    },
  });
}
