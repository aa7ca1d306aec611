/** The example tabs GraphiQL opens with must run against the current schema: valid documents, valid variables. */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABS } from '../../../server/graphiql/examples';

const require = createRequire(import.meta.url);
const root = resolve(__dirname, '../../..');
// The CommonJS graphql the built server uses (the schema's types belong to it).
const { Kind, parse, validate } = require('graphql') as typeof import('graphql');
const { getVariableValues } = require('graphql/execution/values') as typeof import('graphql/execution/values');

describe('GraphiQL example tabs', () => {
  it('show a public submission, a filtered paged list and an update', () => {
    const operations = EXAMPLE_TABS.map((tab) => tab.query);
    expect(operations.some((q) => q.includes('createTrialRequest('))).toBe(true);
    expect(operations.some((q) => q.includes('trialRequests(filter: $filter, params: $params)'))).toBe(true);
    expect(operations.some((q) => q.includes('updateTrialRequest('))).toBe(true);
    for (const tab of EXAMPLE_TABS) expect(tab.query.trimStart().startsWith('#')).toBe(true); // each explains itself
  });

  it.each(EXAMPLE_TABS.map((tab, i) => [i, tab] as const))('tab %i validates, variables included', async (_, tab) => {
    const { buildAppSchema } = require(resolve(root, 'server/dist/graphql/build-schema.js'));
    const schema: GraphQLSchema = await buildAppSchema();
    const document = parse(tab.query);
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    const variables = tab.variables ? JSON.parse(tab.variables) : {};
    for (const operation of document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
      expect('errors' in coerced ? coerced.errors?.map((e) => e.message) : []).toEqual([]);
    }
  });
});
