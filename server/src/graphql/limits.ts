/**
 * Validation rules that bound the work one GraphQL document can ask for: nesting depth, and the
 * number of fields (aliases included), so a single request cannot fan out into thousands of
 * resolver calls. Batched HTTP requests stay off (Apollo's default).
 */
import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_FIELDS = 200;
/** One form submission is one mutation; a few per request is plenty. */
export const MAX_MUTATIONS = 5;

export function depthAndSizeLimit(maxDepth = MAX_DEPTH, maxFields = MAX_FIELDS) {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0;
    let fields = 0;
    let reported = false;
    const report = (message: string) => {
      if (reported) return;
      reported = true;
      context.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
    };
    return {
      [Kind.OPERATION_DEFINITION](node) {
        if (node.operation === 'mutation' && node.selectionSet.selections.length > MAX_MUTATIONS) {
          report(`A request may run at most ${MAX_MUTATIONS} mutations`);
        }
      },
      [Kind.SELECTION_SET]: {
        enter() {
          depth++;
          if (depth > maxDepth) report(`The query is nested too deeply (more than ${maxDepth} levels)`);
        },
        leave() {
          depth--;
        },
      },
      [Kind.FIELD]() {
        fields++;
        if (fields > maxFields) report(`The query asks for too many fields (more than ${maxFields})`);
      },
    };
  };
}
