/** Introspection has its own bound: the standard query of every client passes, deeper or costlier ones do not. */
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FULL_INTROSPECTION_QUERY, INTROSPECTION_MAX_DEPTH } from '../../../server/src/graphql/introspection-limits';
import { MAX_DEPTH, requestLimits } from '../../../server/src/graphql/limits';

const schema = buildSchema(`
  type Application { id: ID!, message: String!, tags: [String!]! }
  type Query { ping: String!, applications(first: Int): [Application!]! }
  type Mutation { track(page: String!): Boolean! }
`);
const errorsOf = (source: string) =>
  validate(schema, parse(source), [...specifiedRules, requestLimits()]).map((e) => e.message);

describe('the introspection bound', () => {
  it('lets the standard introspection query through, with every option and without any', () => {
    expect(INTROSPECTION_MAX_DEPTH).toBeGreaterThan(MAX_DEPTH);
    expect(errorsOf(FULL_INTROSPECTION_QUERY)).toEqual([]);
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    expect(errorsOf('{ __type(name: "Query") { name fields { name } } __typename }')).toEqual([]);
  });

  it('refuses an introspection query deeper than the standard one', () => {
    let typeRef = 'name';
    for (let i = 0; i < INTROSPECTION_MAX_DEPTH; i++) typeRef = `ofType { ${typeRef} }`;
    expect(errorsOf(`{ __type(name: "Query") { ${typeRef} } }`)[0]).toMatch(
      /^The introspection query is nested too deeply/,
    );
  });

  it('refuses aliases that multiply the answer past twice the standard query', () => {
    // (`fields` nested three times is refused by graphql's own MaxIntrospectionDepthRule)
    const at = FULL_INTROSPECTION_QUERY.indexOf('fragment FullType');
    const operation = FULL_INTROSPECTION_QUERY.slice(0, at).trim();
    const schemaField = operation.slice(operation.indexOf('__schema'), operation.lastIndexOf('}'));
    const copies = [1, 2, 3].map((i) => `s${i}: ${schemaField}`);
    const fragments = FULL_INTROSPECTION_QUERY.slice(at);
    expect(errorsOf(`{ ${copies.slice(0, 2).join(' ')} } ${fragments}`)).toEqual([]);
    expect(errorsOf(`{ ${copies.join(' ')} } ${fragments}`)[0]).toMatch(/^The introspection query is too costly/);
  });

  it('judges a query mixing data and introspection by the data rules', () => {
    const mixed = FULL_INTROSPECTION_QUERY.replace('__schema {', 'ping __schema {');
    expect(errorsOf(mixed)[0]).toMatch(/^The query is nested too deeply \(more than 10 levels\)/);
  });
});
