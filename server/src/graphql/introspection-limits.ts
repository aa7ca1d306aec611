/**
 * The bound on introspection, separate from the data rules (limits.ts). The standard introspection
 * query — graphql-js `getIntrospectionQuery()`, which GraphiQL, Apollo Sandbox, Postman, Insomnia and
 * graphql-codegen send — nests deeper than any data query may (its TypeRef fragment unwraps nine
 * levels of list and non-null), so an operation that asks only `__schema`, `__type` and `__typename`
 * is judged by its own rule instead:
 * - depth: at most what the standard query with every option needs, and no deeper;
 * - cost: fields under an introspection list count once per item the schema can answer there (every
 *   type, the most fields any type has, …), at most twice what the full standard query costs. That
 *   refuses the documents that nest `fields { type { fields { type … } } }` or repeat `__schema`
 *   under aliases to multiply the answer.
 * An operation that mixes data fields with introspection is judged by the data rules. Who may
 * introspect at all is decided per request (introspection-gate.ts).
 */
import {
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isListType,
  isLeafType,
  Kind,
  OperationTypeNode,
  parse,
  TypeInfo,
  ValidationContext,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isEnumType,
  isUnionType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { createComplexityRule, type ComplexityEstimator } from 'graphql-query-complexity';
import { depthOf, fragmentsOf } from './depth';

/** The standard introspection query with every option graphql 16 offers. */
export const FULL_INTROSPECTION_QUERY = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

const FULL_INTROSPECTION_DOCUMENT = parse(FULL_INTROSPECTION_QUERY);

/** Levels the full standard introspection query nests (fragments expanded): 14 with graphql 16. */
export const INTROSPECTION_MAX_DEPTH = depthOf(
  (FULL_INTROSPECTION_DOCUMENT.definitions[0] as OperationDefinitionNode).selectionSet,
  fragmentsOf(FULL_INTROSPECTION_DOCUMENT),
);

/** A full introspection may cost this many times the standard query (a client asking a little more). */
export const INTROSPECTION_COST_FACTOR = 2;

const INTROSPECTION_ROOTS = new Set(['__schema', '__type', '__typename']);

/**
 * True when the operation is a query whose root selections (fragments expanded) are only `__schema`,
 * `__type` and `__typename`, with at least one of the first two.
 */
export function isIntrospectionOnly(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): boolean {
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  let asks = false;
  const seen = new Set<string>();
  const only = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (!INTROSPECTION_ROOTS.has(selection.name.value)) return false;
        if (selection.name.value !== '__typename') asks = true;
        return true;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return only(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return true; // unknown or cyclic: other rules report it
      seen.add(fragment.name.value);
      return only(fragment.selectionSet);
    });
  return only(operation.selectionSet) && asks;
}

/** How many items each introspection list can hold in this schema (the largest, for per-type lists). */
const sizesOf = new WeakMap<GraphQLSchema, Map<string, number>>();
function listSizes(schema: GraphQLSchema): Map<string, number> {
  const known = sizesOf.get(schema);
  if (known) return known;
  const types: GraphQLNamedType[] = Object.values(schema.getTypeMap());
  const most = (count: (type: GraphQLNamedType) => number) => Math.max(1, ...types.map(count));
  const fieldCount = (type: GraphQLNamedType): number =>
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.keys(type.getFields()).length : 0;
  const argCounts = types.flatMap((type): number[] =>
    isObjectType(type) || isInterfaceType(type)
      ? Object.values(type.getFields()).map((field) => field.args.length)
      : [],
  );
  const args = Math.max(1, ...argCounts, ...schema.getDirectives().map((directive) => directive.args.length));
  const sizes = new Map([
    ['__Schema.types', types.length],
    ['__Schema.directives', Math.max(1, schema.getDirectives().length)],
    ['__Type.fields', most((t) => (isInputObjectType(t) ? 0 : fieldCount(t)))],
    ['__Type.inputFields', most((t) => (isInputObjectType(t) ? fieldCount(t) : 0))],
    ['__Type.enumValues', most((t) => (isEnumType(t) ? t.getValues().length : 0))],
    ['__Type.interfaces', most((t) => (isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0))],
    [
      '__Type.possibleTypes',
      most((t) => (isUnionType(t) || isInterfaceType(t) ? schema.getPossibleTypes(t).length : 0)),
    ],
    ['__Field.args', args],
    ['__Directive.args', args],
  ]);
  sizesOf.set(schema, sizes);
  return sizes;
}

function measure(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number {
  const sizes = listSizes(schema);
  const estimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
    const nullable = getNullableType(field.type);
    if (!isListType(nullable) || isLeafType(getNamedType(nullable))) return 1 + childComplexity;
    return 1 + (sizes.get(`${type.name}.${field.name}`) ?? 1) * childComplexity;
  };
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => {});
  const visitor = createComplexityRule({ maximumComplexity: Infinity, estimators: [estimator], maxQueryNodes: 10_000 })(
    context,
  );
  visitor.variableValues = {};
  const rootType = schema.getQueryType();
  return rootType ? visitor.nodeComplexity(operation, rootType) : 0;
}

const bounds = new WeakMap<GraphQLSchema, number>();

/** The most an introspection-only operation may cost in this schema. */
export function introspectionCostBound(schema: GraphQLSchema): number {
  let bound = bounds.get(schema);
  if (bound === undefined) {
    const full = FULL_INTROSPECTION_DOCUMENT.definitions[0] as OperationDefinitionNode;
    bound = INTROSPECTION_COST_FACTOR * measure(schema, FULL_INTROSPECTION_DOCUMENT, full);
    bounds.set(schema, bound);
  }
  return bound;
}

/** Why an introspection-only operation is refused, or null when it may run. Throws past 10,000 selections. */
export function introspectionProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  depth: number,
): string | null {
  if (depth > INTROSPECTION_MAX_DEPTH)
    return `The introspection query is nested too deeply (more than ${INTROSPECTION_MAX_DEPTH} levels, what the standard introspection query needs)`;
  const cost = measure(schema, document, operation);
  const bound = introspectionCostBound(schema);
  if (cost > bound)
    return `The introspection query is too costly: about ${Math.round(cost).toLocaleString('en')} items, at most ${Math.round(bound).toLocaleString('en')} (${INTROSPECTION_COST_FACTOR}× the standard introspection query)`;
  return null;
}
